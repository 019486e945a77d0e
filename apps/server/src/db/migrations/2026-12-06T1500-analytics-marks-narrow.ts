import { sql } from 'kysely';
import { isSqlite, type MigrationDb } from './helpers/v2.ts';

/**
 * Decision 089: a day's visitor marks in about half the room. On PostgreSQL a mark was two texts
 * (the day and 16 characters of hash) stored twice, in the table and in its key's index: 500,000
 * marks (a day of 10 million views a month) took 60 MB. A mark is now one integer (53 bits of a
 * hash that includes the day, so it is the whole key) and the day a small integer (days since
 * 1970-01-01) kept only to delete past days' marks. On SQLite the mark is the rowid: no index at
 * all beside the table.
 *
 * Marks live one day and cannot be converted (the keys they were hashed from are gone): the old
 * table is dropped, so on the day this runs a visitor seen before it and again after is counted
 * twice.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('analytics_seen').execute();
  await db.schema
    .createTable('analytics_seen')
    // SQLite's rowid only when the type is spelled exactly `integer`.
    .addColumn('mark', isSqlite(db) ? 'integer' : 'bigint', (c) => c.primaryKey())
    .addColumn('day', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('analytics_seen').execute();
  const table = db.schema
    .createTable('analytics_seen')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('mark', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_seen_pkey', ['day', 'mark']);
  await (isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table).execute();
}
