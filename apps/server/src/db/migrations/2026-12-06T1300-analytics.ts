import { type CreateTableBuilder, sql } from 'kysely';
import { isSqlite, type MigrationDb } from './helpers/v2.ts';

/**
 * Issue 40 (decision 082): the site's figures, counted on the server, kept as rollups only.
 * - `analytics_hourly`: the site's page views per hour (UTC, 'YYYY-MM-DDTHH'), for a day's chart.
 * - `analytics_totals`: views and unique visitors per dimension ('site' with value '', 'page' a
 *   path, 'source' a referrer host or utm_source, 'device', 'campaign') over a span of days: each
 *   day (`span` 1), and the runs of 4, 16, 64 and 256 days the day is in (aligned on 1970-01-01),
 *   so that a range of days is read from a few rows per value, not one per day.
 * - `analytics_seen`: which (day, dimension, value, visitor) was already counted, as one hash;
 *   today's only (older days are deleted), so that a visitor is counted once a day however many
 *   processes see them.
 * - `analytics_salts`: the secret of each day a visitor id is made with; deleted once the day is over.
 * - `analytics_titles`: the title a path's page had when last rendered.
 * - `analytics_searches`: site searches, over spans as the totals; `analytics_forms`: form
 *   submissions per day.
 * Every count is raised by an upsert adding to it: several processes add up. On SQLite the
 * tables are stored in their key's order (WITHOUT ROWID): a range of days is one run of the
 * table, and no second copy of the key is kept beside it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const clustered = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table;
  await db.schema
    .createTable('analytics_hourly')
    .addColumn('hour', 'varchar(13)', (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_totals')
    .addColumn('dimension', 'varchar(16)', (c) => c.notNull())
    .addColumn('span', 'integer', (c) => c.notNull())
    // The span's first day.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'varchar(2048)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_totals_pkey', ['dimension', 'span', 'day', 'value'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_seen')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('mark', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_seen_pkey', ['day', 'mark'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_titles')
    .addColumn('path', 'varchar(2048)', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_searches')
    .addColumn('span', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('query', 'varchar(200)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // The results the query found when it last ran; null until a process has run it.
    .addColumn('results', 'integer')
    .addPrimaryKeyConstraint('analytics_searches_pkey', ['span', 'day', 'query'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_forms')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('form', 'varchar(40)', (c) => c.notNull())
    .addColumn('path', 'varchar(2048)', (c) => c.notNull())
    .addColumn('submissions', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_forms_pkey', ['day', 'form', 'path'])
    .$call(clustered)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'analytics_forms',
    'analytics_searches',
    'analytics_titles',
    'analytics_salts',
    'analytics_seen',
    'analytics_totals',
    'analytics_hourly',
  ])
    await db.schema.dropTable(table).execute();
}
