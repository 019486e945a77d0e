import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 091: a newsletter written in several languages is frozen, when its send starts, once
 * per language it has text in; `newsletter_snapshots` keeps the default language's, this table
 * the others'. A subscriber gets the one of the language they signed up in, else the default's.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('newsletter_snapshot_locales')
    .addColumn('newsletter_id', 'integer', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(35)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_snapshot_locales_pkey', ['newsletter_id', 'locale'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('newsletter_snapshot_locales').execute();
}
