import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

/** All SQL on user_invitations (decision 035). Only a link's sha256 is stored, never the link. */
export function createInvitationsRepository(db: Db) {
  return {
    async insert(
      values: { userId: number; tokenHash: string; expiresAt: string; invitedBy: number | null },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('user_invitations')
        .values({
          user_id: values.userId,
          token_hash: values.tokenHash,
          expires_at: values.expiresAt,
          used_at: null,
          invited_by: values.invitedBy,
          created_at: nowIso(),
        })
        .execute();
    },

    /** Whether a link is open (unused, unexpired at `now`): a cheap read before the slow hash. */
    async isOpen(tokenHash: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_invitations')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks an open link used and returns its user, in one statement: two requests cannot both use it. */
    async claim(tokenHash: string, now: string, trx: Db): Promise<number | undefined> {
      const row = await trx
        .updateTable('user_invitations')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Closes every open link of a user (a resend, an acceptance). */
    async closeAllOf(userId: number, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('user_invitations')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Each invited user's newest link's expiry, by user id. */
    async newestExpiries(): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom('user_invitations')
        .select((eb) => ['user_id', eb.fn.max('expires_at').as('expires_at')])
        .groupBy('user_id')
        .execute();
      return new Map(rows.map((row) => [row.user_id, String(row.expires_at)]));
    },
  };
}
