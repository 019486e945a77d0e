import { type PresenceAnswer, type PresenceBody, PRESENCE_TTL_SECONDS } from '@atrium/contract/versions';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../service-deps.ts';
import { userNames } from '../../resource-kit/repository.ts';

/**
 * Who has a record's edit form open (decision 083). Each open form beats; a beat renews its row
 * and answers the other live rows of the record. Rows older than the time to live are swept by
 * any beat: a form closed without a goodbye drops out within PRESENCE_TTL_SECONDS. One indexed
 * upsert, one read and one delete per beat, the same in every process sharing the database.
 */
export function createPresenceService({ db, clock }: { db: Db; clock: Clock }) {
  const cutoff = () => new Date(clock.now().getTime() - PRESENCE_TTL_SECONDS * 1000).toISOString();

  return {
    async beat(body: PresenceBody, userId: number): Promise<PresenceAnswer> {
      const now = clock.now().toISOString();
      const since = cutoff();
      await db.deleteFrom('record_presence').where('seen_at', '<', since).execute();
      await db
        .insertInto('record_presence')
        .values({
          resource: body.resource,
          record_id: body.id,
          editor: body.editor,
          user_id: userId,
          opened_at: now,
          seen_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['resource', 'record_id', 'editor']).doUpdateSet({ seen_at: now, user_id: userId }),
        )
        .execute();
      const rows = await db
        .selectFrom('record_presence')
        .select(['user_id', 'opened_at'])
        .where('resource', '=', body.resource)
        .where('record_id', '=', body.id)
        .where('editor', '!=', body.editor)
        .where('seen_at', '>=', since)
        .orderBy('opened_at')
        .execute();
      const names = await userNames(
        db,
        rows.map((row) => row.user_id),
      );
      return {
        others: rows.map((row) => ({
          name: names.get(row.user_id) ?? '',
          self: row.user_id === userId,
          since: row.opened_at,
        })),
      };
    },

    async leave(body: PresenceBody, userId: number): Promise<void> {
      // Only one's own form: an editor id alone cannot end another user's presence.
      await db
        .deleteFrom('record_presence')
        .where('resource', '=', body.resource)
        .where('record_id', '=', body.id)
        .where('editor', '=', body.editor)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
