import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * The audit log (issue 20 item 4, decision 031): one row per administrator write, sign-in,
 * password change or reset. The actor's email is a snapshot (a deleted user leaves user_id null
 * and the email as it was); `summary` is JSON text naming the fields sent, never their values.
 * Rows are only inserted, and deleted by age (AUDIT_DAYS).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'varchar(320)')
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)')
    .addColumn('summary', 'text')
    .addColumn('client_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('audit_log_resource').on('audit_log').columns(['resource', 'at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
