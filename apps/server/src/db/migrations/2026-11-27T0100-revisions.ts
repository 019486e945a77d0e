import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Revisions (issue 20 item 1, decision 033): every save of a record keeps the fields its edit form
 * edits, as JSON text (files by their media paths), with who and when; `changed` is JSON text
 * naming the fields that differ from the revision before. revision_media lists the media paths a
 * revision points at, so the media service can keep those files (and find them by path fast).
 * The newest REVISIONS_KEEP per record are kept; older ones are deleted with their media rows.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('revisions')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revisions_record').on('revisions').columns(['resource', 'record_id', 'id']).execute();
  await db.schema
    .createTable('revision_media')
    .addColumn('revision_id', 'integer', (c) => c.notNull().references('revisions.id').onDelete('cascade'))
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revision_media_path').on('revision_media').column('path').execute();
  await db.schema.createIndex('revision_media_revision').on('revision_media').column('revision_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('revision_media').execute();
  await db.schema.dropTable('revisions').execute();
}
