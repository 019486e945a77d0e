import type { Db } from '../../db/database.ts';

/**
 * All SQL on email_changes (decision 068: a change waits for the link mailed to the new address;
 * only the link's sha256 is kept). A link is open while unused and unexpired; claiming it is one
 * conditional UPDATE.
 */
export function createEmailChangesRepository(db: Db) {
  return {
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    /** A new pending change; the user's earlier open ones close (only the newest link works). */
    async replace(
      trx: Db,
      row: { user_id: number; new_email: string; token_hash: string; expires_at: string; created_at: string },
    ): Promise<void> {
      await trx
        .updateTable('email_changes')
        .set({ used_at: row.created_at })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('email_changes')
        .values({ ...row, used_at: null })
        .execute();
    },

    /** Marks an open link used and answers whose and to what, in one statement (two clicks: one wins). */
    async claim(tokenHash: string, now: string, trx: Db): Promise<{ user_id: number; new_email: string } | undefined> {
      return trx
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'new_email'])
        .executeTakeFirst();
    },

    /**
     * Gives an active user the new address; answers who they were (the old address is told), or
     * undefined when the user is gone or not active. A taken address throws the unique violation.
     */
    async applyTo(
      trx: Db,
      userId: number,
      email: string,
      now: string,
    ): Promise<{ email: string; first_name: string; last_name: string } | undefined> {
      const before = await trx
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name'])
        .where('id', '=', userId)
        .where('state', '=', 'active')
        .executeTakeFirst();
      if (!before) return undefined;
      await trx.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
      return before;
    },
  };
}
