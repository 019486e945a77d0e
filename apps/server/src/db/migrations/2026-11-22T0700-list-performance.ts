import { dropCountTriggers, listSupport, type MigrationDb } from './helpers/v1.ts';

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
 * Lists and counts on 100,000 rows within the API budgets (docs/architecture.md's quality bars, bench/):
 * covering (position|created_at, id, status) indexes, trigger-kept counts per status and, on
 * PostgreSQL, a trigram index on search_text.
 * Idempotent, so databases whose tables already got them from contentTable() pass through.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await listSupport(db, table);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await dropCountTriggers(db, table);
    for (const index of ['position_id_status', 'created_at_id_status', 'search_trgm']) {
      await db.schema.dropIndex(`${table}_${index}`).ifExists().execute();
    }
  }
  await db.schema.dropTable('content_counts').ifExists().execute();
}
