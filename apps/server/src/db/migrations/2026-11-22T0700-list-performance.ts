import type { Kysely } from 'kysely';
import { dropCountTriggers } from '../dialect.ts';
import { listSupport } from './helpers.ts';

/** The content tables created before contentTable() added listSupport() to every new table. */
const TABLES = [
  'hero_sliders',
  'faqs',
  'faqs_main',
  'categories',
  'industries',
  'mission_vision_goals',
  'mission_vision_goals_sub',
  'individuals',
];

/**
 * Lists and counts on 100,000 rows within the API budgets (DESIGN.md quality bars, bench/):
 * covering (position|created_at, id, status) indexes and trigger-kept counts per status.
 * Idempotent, so databases whose tables already got them from contentTable() pass through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await listSupport(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await dropCountTriggers(db, table);
    for (const column of ['position', 'created_at']) {
      await db.schema.dropIndex(`${table}_${column}_id_status`).ifExists().execute();
    }
  }
  await db.schema.dropTable('content_counts').ifExists().execute();
}
