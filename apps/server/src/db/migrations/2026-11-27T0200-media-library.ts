import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * The media library (issue 22, decision 038): one row per stored file, by its public path. `kind`
 * is plain text ('image', 'video', 'audio', ...), so a new kind needs no migration. `alt` is the
 * image's description ('' until written); `decorative` (0/1) says an empty alt is meant;
 * `in_library` (0/1): uploaded to the library itself, so kept while nothing uses it (a form's
 * upload goes with its last use, as before). Rows of
 * files stored before this table existed are added at start (media.backfill.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('path', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration', 'real')
    .addColumn('original_name', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('in_library', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('media_kind_uploaded').on('media').columns(['kind', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('media').execute();
}
