import { idColumn, type MigrationDb, serialType } from './helpers/v2.ts';

/**
 * Issue 38 (decision 079): importing a WordPress export. `import_jobs` are the jobs (status,
 * phase, progress, a lease so one process runs each, and what survives a restart);
 * `import_items` the export's items staged by a job's reading pass, each with what became of it
 * (the cursor of a resumed job is the first without an outcome); `import_keys` what was ever
 * imported, by WordPress site and post id (and GUID), so a second import creates nothing.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('wordpress'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('phase', 'varchar(16)', (c) => c.notNull().defaultTo('reading'))
    .addColumn('dry_run', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('file_name', 'varchar(300)', (c) => c.notNull())
    // The export and the uploads zip as the job keeps them (DATA_DIR/imports/...); null once removed.
    .addColumn('file_path', 'varchar(1000)')
    .addColumn('uploads_path', 'varchar(1000)')
    .addColumn('from_job', 'integer')
    .addColumn('site', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .execute();
  await db.schema.createIndex('import_jobs_status').on('import_jobs').columns(['status', 'id']).execute();

  await db.schema
    .createTable('import_items')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('wp_id', 'integer', (c) => c.notNull())
    .addColumn('post_type', 'varchar(60)', (c) => c.notNull())
    // What the item becomes: a learn type, 'attachment', or what is left out ('page', 'menu', ...).
    .addColumn('plan', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(2000)')
    // An attachment's file under the uploads folder, lower case, without WordPress's size suffixes.
    .addColumn('match_key', 'varchar(1000)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)')
    .addColumn('reason', 'text')
    .addColumn('address', 'varchar(500)')
    .addUniqueConstraint('import_items_seq', ['job_id', 'seq'])
    .execute();
  await db.schema.createIndex('import_items_work').on('import_items').columns(['job_id', 'plan', 'seq']).execute();
  await db.schema.createIndex('import_items_wp_id').on('import_items').columns(['job_id', 'wp_id']).execute();
  await db.schema.createIndex('import_items_match').on('import_items').columns(['job_id', 'match_key']).execute();

  await db.schema
    .createTable('import_keys')
    .addColumn('id', serialType(db), idColumn(db))
    // The export's wp:base_site_url, without its scheme and trailing '/'.
    .addColumn('site', 'varchar(500)', (c) => c.notNull())
    .addColumn('wp_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('wp_id', 'integer', (c) => c.notNull())
    .addColumn('guid', 'varchar(1000)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('media_path', 'varchar(300)')
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('import_keys_once', ['site', 'wp_type', 'wp_id'])
    .execute();
  await db.schema.createIndex('import_keys_guid').on('import_keys').columns(['guid']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('import_keys').execute();
  await db.schema.dropTable('import_items').execute();
  await db.schema.dropTable('import_jobs').execute();
}
