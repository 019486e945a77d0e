import { idColumn, type MigrationDb, serialType } from './helpers/v2.ts';

/**
 * Issue 36 (decision 068): the sudo window of a session, on its refresh-token rows (every
 * process reads the same rows), and the email changes waiting for the link mailed to the new
 * address (only the link's sha256 is kept).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('stepped_up_until', 'varchar(32)').execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('stepped_up_until').execute();
}
