import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Issue 21 items 1 and 2 (decision 035): a role and a state per user, the last sign-in, a
 * two-factor flag (false until item 3 fills it), and the invitations' single-use links (only
 * their sha256 kept). Users that exist already stay administrators and active.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('administrator'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_role_state').on('users').columns(['role', 'state']).execute();

  await db.schema
    .createTable('user_invitations')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_invitations_user').on('user_invitations').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_invitations').execute();
  await db.schema.dropIndex('users_role_state').execute();
  for (const column of ['two_factor_enabled', 'last_sign_in_at', 'state', 'role']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
