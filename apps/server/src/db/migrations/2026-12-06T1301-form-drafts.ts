import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Decision 086: each user's unsaved form drafts, one per screen and record, so a draft survives
 * another browser and the list screens can flag the records that have one. The values are the
 * form's as JSON text (files stay in the browser that chose them).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('form_drafts')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('screen', 'varchar(100)', (c) => c.notNull())
    .addColumn('record', 'varchar(100)', (c) => c.notNull())
    .addColumn('form_values', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('form_drafts_user_screen_record', ['user_id', 'screen', 'record'])
    .execute();
  await db.schema.createIndex('form_drafts_saved_at').on('form_drafts').column('saved_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('form_drafts').execute();
}
