import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

/** All SQL on password_reset_tokens. Only a token's sha256 is stored, never the token. */
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

    /** Whether a token is open (unused, unexpired at `now`): a cheap read before any slow work. */
    async isOpen(tokenHash: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Marks an open (unused, unexpired) token used and returns its user, in one statement, so
     * two requests racing with the same token cannot both succeed.
     */
    async claim(tokenHash: string, now: string, trx: Db = db): Promise<number | undefined> {
      const row = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Closes every other open token of a user: after a reset, older links are dead too. */
    async closeAllOf(userId: number, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>;
