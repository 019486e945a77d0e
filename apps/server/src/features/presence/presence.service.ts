import { type PresenceAnswer, type PresenceBody, PRESENCE_TTL_SECONDS } from '@atrium/contract/versions';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../service-deps.ts';
import { userNames } from '../../resource-kit/repository.ts';
import { createPresenceRepository, type PresenceBeater } from './presence.repository.ts';

/**
 * Who has a record's edit form open (decision 083). Each open form beats; a beat renews its row
 * and answers the other live rows of the record. Rows older than the time to live are swept by
 * any beat: a form closed without a goodbye drops out within PRESENCE_TTL_SECONDS. One indexed
 * delete, one upsert and one read per beat, the same in every process sharing the database.
 */
export function createPresenceService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createPresenceRepository(db);
  /** The oldest last beat of a form still counted as open. */
  const liveSince = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_SECONDS * 1000).toISOString();

  async function others(body: PresenceBody, userId: number, now: Date): Promise<PresenceAnswer> {
    const rows = await repo.others(body, liveSince(now));
    const names = await userNames(
      db,
      rows.map((row) => row.user_id),
    );
    return {
      others: rows.map((row) => ({
        name: names.get(row.user_id) ?? '',
        self: row.user_id === userId,
        since: row.opened_at,
        ...(row.locale ? { locale: row.locale } : {}),
      })),
    };
  }

  return {
    async beat(body: PresenceBody, beater: PresenceBeater): Promise<PresenceAnswer> {
      const now = clock.now();
      await repo.sweep(liveSince(now));
      await repo.beat(body, beater, now.toISOString());
      return others(body, beater.userId, now);
    },

    /**
     * The other live forms on the record, without beating (decision 088): the read an open form
     * makes every PRESENCE_POLL_SECONDS. One indexed read, no write: rows past their time to live
     * are left to the next beat's sweep and simply not counted.
     */
    read: (body: PresenceBody, userId: number) => others(body, userId, clock.now()),

    leave: (body: PresenceBody, userId: number) => repo.leave(body, userId),
  };
}
