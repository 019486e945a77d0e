import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { createSingleUseLinks } from './single-use-links.repository.ts';

/** All SQL on password_reset_tokens (open, claim and close: single-use-links.repository.ts). Only a token's sha256 is stored. */
export function createResetTokensRepository(db: Db) {
  return {
    /** Runs `work` in one transaction: pass `trx` to this and other repositories' writes. */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    async insert(userId: number, tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('password_reset_tokens')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: nowIso() })
        .execute();
    },

    ...createSingleUseLinks(db, 'password_reset_tokens'),
  };
}

export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>;
