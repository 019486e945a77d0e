import type { Db } from '../../db/database.ts';

/** The readiness probe's one query. */
export function createHealthRepository(db: Db) {
  return {
    /**
     * A committed write, not a read and not a write rolled back: a rolled-back write never
     * reaches the disk (SQLite drops the pages from its cache, PostgreSQL never flushes its WAL),
     * so it passes on a full disk or a failing one. It does refuse a read-only database on both,
     * but a commit also catches those.
     */
    async recordCheck(): Promise<void> {
      const checkedAt = new Date().toISOString();
      await db
        .insertInto('health_check')
        .values({ name: 'readyz', checked_at: checkedAt })
        .onConflict((oc) => oc.column('name').doUpdateSet({ checked_at: checkedAt }))
        .execute();
    },
  };
}
