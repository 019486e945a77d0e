import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Issue 21 item 3 (decision 036): a user's TOTP secret (encrypted with a key derived from the
 * JWT secret; set at enrolment's start, in use once `two_factor_enabled` is 1), the last time
 * step accepted (a code is used once), and the ten recovery codes (only their sha256 kept).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .createTable('user_recovery_codes')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_recovery_codes_user').on('user_recovery_codes').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_recovery_codes').execute();
  for (const column of ['totp_last_step', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
