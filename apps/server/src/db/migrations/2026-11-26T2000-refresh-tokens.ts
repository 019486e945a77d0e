import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Refresh tokens (decision 026): one row per token ever issued, only its sha256 stored. A sign-in
 * starts a family; each refresh marks its token used and adds the next one to the family; a used
 * token presented again ends the whole family. The address and browser are kept for a later
 * sessions screen.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
    // The user's token_version when the family began: raising it ends the family.
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // Idle expiry: this token's creation plus the idle lifetime, never past the family's end.
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    // Absolute expiry: the sign-in plus the absolute lifetime, the same on every token of a family.
    .addColumn('family_expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_expires').on('refresh_tokens').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
}
