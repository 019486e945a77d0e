import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/dialect.ts';
import { createSingleUseLinks } from './single-use-links.repository.ts';

/** All SQL on password_reset_tokens (open, claim and close: single-use-links.repository.ts). Only a token's sha256 is stored. */
export function createResetTokensRepository(db: Db) {
  return {
    /** Runs `work` in one transaction: pass `trx` to this and other repositories' writes. */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    /**
     * Decision 037: stores a reset token unless the user already has `max` made since `since`;
     * false when capped. The no-op UPDATE takes the user's row lock first, so on PostgreSQL
     * concurrent requests for one account count one after another (SQLite serialises writers).
     */
    async insertCapped(
      userId: number,
      tokenHash: string,
      expiresAt: string,
      cap: { since: string; max: number; now: string },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ role: eb.ref('role') }))
          .where('id', '=', userId)
          .execute();
        const row = await trx
          .selectFrom('password_reset_tokens')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .where('created_at', '>', cap.since)
          .executeTakeFirst();
        if (toCount(row?.count) >= cap.max) return false;
        await trx
          .insertInto('password_reset_tokens')
          .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: cap.now })
          .execute();
        return true;
      });
    },

    ...createSingleUseLinks(db, 'password_reset_tokens'),
  };
}
