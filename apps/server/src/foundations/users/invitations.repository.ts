import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { createSingleUseLinks } from '../auth/single-use-links.repository.ts';

/** All SQL on user_invitations (decision 035; open, claim and close: single-use-links.repository.ts). Only a link's sha256 is stored. */
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

    ...createSingleUseLinks(db, 'user_invitations'),

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
