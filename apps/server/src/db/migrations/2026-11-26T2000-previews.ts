import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Previews (decision 028): shareable links to a record's saved state (`payload` null) and an
 * editor's unsaved form values kept briefly (`payload` the record to show). Only a token's
 * sha256 is stored. `record_key` is a learn item's id or a default page's name.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('previews')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_key', 'varchar(40)')
    .addColumn('payload', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  // A record's active links (the share panel) and the sweep of expired rows.
  await db.schema.createIndex('previews_record').on('previews').columns(['type', 'record_key', 'kind']).execute();
  await db.schema.createIndex('previews_expires_at').on('previews').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('previews').execute();
}
