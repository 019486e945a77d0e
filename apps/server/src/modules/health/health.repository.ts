import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The readiness probe's one query. */
export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
