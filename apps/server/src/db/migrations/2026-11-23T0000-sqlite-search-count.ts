import { createSearchIndex, type MigrationDb } from './helpers/v1.ts';

/** The content tables made before contentTable() gave every new table this index. */
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
 * On SQLite, a (search_text, status) index that a search count scans instead of the table
 * (bench/: 100,000 rows). Idempotent; on PostgreSQL the trigram index is already there.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await createSearchIndex(db, table);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_search_status`).ifExists().execute();
}
