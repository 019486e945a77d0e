import type { MigrationDb } from './helpers/v1.ts';

/**
 * Issue 23 item 2 (decision 043): the rate limits' counters, in the database so that every
 * process on it counts together. One row per key and fixed window: the key names the limit and
 * who it counts (a route and a client address, a recipient's address), `resets_at` ends the
 * window.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(512)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
