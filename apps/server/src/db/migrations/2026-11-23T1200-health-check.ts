import type { Kysely } from 'kysely';

/**
 * One row per readiness check that /api/readyz rewrites on every call: proof that the database
 * takes a committed write, not only a read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_check')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_check').execute();
}
