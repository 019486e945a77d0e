import type { Db } from '../../db/database.ts';

/** A window's count after a hit, and when the window ends. */
export type RateLimitHit = { count: number; resetsAt: Date };

/**
 * All SQL on rate_limits: a counter of one limit for one caller within a fixed window (decision
 * 043). Times are ISO strings, compared as text on both databases. Every process on the database
 * counts in the same rows, so a limit holds across processes.
 */
export function createRateLimitsRepository(db: Db) {
  return {
    /**
     * Counts one hit on `key` in one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING, on
     * SQLite and PostgreSQL alike): a window that has ended starts again at 1; concurrent hits,
     * from any process, each get their own count.
     */
    async hit(key: string, windowMs: number, now: Date): Promise<RateLimitHit> {
      const at = now.toISOString();
      const resetsAt = new Date(now.getTime() + windowMs).toISOString();
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, resets_at: resetsAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('rate_limits.resets_at', '<=', at);
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limits.count', '+', 1))
                .end(),
              resets_at: eb
                .case()
                .when(ended)
                .then(eb.ref('excluded.resets_at'))
                .else(eb.ref('rate_limits.resets_at'))
                .end(),
            };
          }),
        )
        .returning(['count', 'resets_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetsAt: new Date(row.resets_at) };
    },

    /** The count of `key`'s window now (0 when none or ended), without counting. */
    async read(key: string, now: Date): Promise<RateLimitHit> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'resets_at'])
        .where('key', '=', key)
        .where('resets_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? { count: Number(row.count), resetsAt: new Date(row.resets_at) } : { count: 0, resetsAt: now };
    },

    /**
     * Takes one hit back from `key`'s open window (decision 068: an attempt counted before it was
     * checked that turned out right), in one statement, never below 0.
     */
    async release(key: string, now: Date): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .where('resets_at', '>', now.toISOString())
        .execute();
    },

    /** Forgets `key`'s window (a success that clears a failure count). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },

    /** Forgets windows that ended before `now`. */
    async purgeEnded(now: Date): Promise<void> {
      await db.deleteFrom('rate_limits').where('resets_at', '<=', now.toISOString()).execute();
    },
  };
}
