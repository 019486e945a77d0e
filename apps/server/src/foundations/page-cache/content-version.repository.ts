import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The PostgreSQL channel on which every content change is announced, its version as payload. */
export const CONTENT_CHANNEL = 'atrium_content';

/** All SQL on content_version: one row (id 1), how many content changes the database has seen and when the last was. */
export function createContentVersionRepository(db: Db, dialect: 'sqlite' | 'postgres') {
  // Compiled once: the page cache reads the version before answering (decision 043).
  const versionQuery = db.selectFrom('content_version').select('version').where('id', '=', 1).compile();
  return {
    /** The version alone, as cheaply as a query can be. */
    async version(): Promise<number> {
      const { rows } = await db.executeQuery(versionQuery);
      return Number(rows[0]?.version ?? 0);
    },

    async read(): Promise<{ version: number; changedAt: string }> {
      const row = await db
        .selectFrom('content_version')
        .select(['version', 'changed_at'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return { version: Number(row.version), changedAt: row.changed_at };
    },

    /** Counts a change and, on PostgreSQL, announces it to every process listening (one statement). */
    async bump(now = new Date().toISOString()): Promise<number> {
      if (dialect === 'postgres') {
        const { rows } = await sql<{ version: string }>`
          with bumped as (
            update content_version set version = version + 1, changed_at = ${now} where id = 1 returning version
          )
          select version, pg_notify(${CONTENT_CHANNEL}, version::text) from bumped`.execute(db);
        return Number(rows[0]!.version);
      }
      const row = await db
        .updateTable('content_version')
        .set((eb) => ({ version: eb('version', '+', 1), changed_at: now }))
        .where('id', '=', 1)
        .returning('version')
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },
  };
}
