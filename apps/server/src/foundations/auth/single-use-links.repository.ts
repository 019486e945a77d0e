import type { Db } from '../../db/database.ts';

/** The tables of single-use links: a password reset's, an invitation's (decision 035). */
export type LinkTable = 'password_reset_tokens' | 'user_invitations';

/**
 * What every single-use link table does alike: only a link's sha256 is stored; a link is open
 * while unused and unexpired; claiming one is a single conditional UPDATE, so two requests
 * racing with the same link cannot both succeed.
 */
export function createSingleUseLinks(db: Db, table: LinkTable) {
  // Both tables have these columns alike; Kysely types the queries by one of the names.
  const links = table as 'password_reset_tokens';
  return {
    /** Whether a link is open (unused, unexpired at `now`): a cheap read before any slow work. */
    async isOpen(tokenHash: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom(links)
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks an open link used and returns its user, in one statement. */
    async claim(tokenHash: string, now: string, trx: Db = db): Promise<number | undefined> {
      const row = await trx
        .updateTable(links)
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Closes every open link of a user: after a reset or an acceptance, older links are dead too. */
    async closeAllOf(userId: number, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable(links)
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
