import type { MigrationDb } from './helpers/v2.ts';

/**
 * Who has a record's edit form open (decision 083): one row per open form (`editor`, a random
 * id the back office makes for it), renewed by its heartbeat and ignored once older than the
 * time to live. In the database, not in memory, because several processes may serve one site.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('record_presence')
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('editor', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_presence_pkey', ['resource', 'record_id', 'editor'])
    .execute();
  // The sweep of forms closed without a goodbye.
  await db.schema.createIndex('record_presence_seen_at').on('record_presence').column('seen_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('record_presence').execute();
}
