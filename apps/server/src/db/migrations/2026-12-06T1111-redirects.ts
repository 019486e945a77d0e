import { contentTable, type MigrationDb } from './helpers/v2.ts';

/** The redirects table (resources/redirects). Never edit a landed migration: add a new one. */
export async function up(db: MigrationDb): Promise<void> {
  await contentTable(db, 'redirects', (t) => t.addColumn('name', 'varchar(200)', (c) => c.notNull()));
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('redirects').execute();
  await db.deleteFrom('content_counts').where('resource', '=', 'redirects').execute();
}
