import type { CreateTableBuilder, Kysely } from 'kysely';
import { createCountTriggers, createSearchIndex, idColumn, serialType } from '../dialect.ts';

/**
 * A list resource's table: its own columns plus the ones the engine relies on, with the
 * indexes that lists filter and sort on. Migrations call this so every table gets them.
 */
export async function contentTable(
  db: Kysely<any>,
  table: string,
  columns: (builder: CreateTableBuilder<string, 'id'>) => CreateTableBuilder<string, any>,
): Promise<void> {
  const base = db.schema.createTable(table).addColumn('id', serialType(db), idColumn(db));
  await columns(base)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_status_position`).on(table).columns(['status', 'position']).execute();
  await db.schema.createIndex(`${table}_position`).on(table).column('position').execute();
  await db.schema.createIndex(`${table}_status_created_at`).on(table).columns(['status', 'created_at']).execute();
  await listSupport(db, table);
}

/** Content statuses: 0 unpublished, 1 published, 2 deleted. */
const STATUSES = [0, 1, 2] as const;

/**
 * What keeps lists and counts fast on 100,000 rows (bench/): covering indexes for the sorted
 * page queries, which walk OFFSET rows in the index without reading the table, and
 * `content_counts`, kept exact by triggers, for counts without search or filters, and on
 * PostgreSQL a trigram index for search.
 * Idempotent: contentTable calls it for new tables, and a migration for the tables made before.
 */
export async function listSupport(db: Kysely<any>, table: string): Promise<void> {
  await db.schema
    .createTable('content_counts')
    .ifNotExists()
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('content_counts_pk', ['resource', 'status'])
    .execute();
  for (const column of ['position', 'created_at']) {
    await db.schema
      .createIndex(`${table}_${column}_id_status`)
      .ifNotExists()
      .on(table)
      .columns([column, 'id', 'status'])
      .execute();
  }
  await createCountTriggers(db, table);
  await createSearchIndex(db, table);
  for (const status of STATUSES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', status)
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    await db
      .insertInto('content_counts')
      .values({ resource: table, status, count })
      .onConflict((oc) => oc.columns(['resource', 'status']).doUpdateSet({ count }))
      .execute();
  }
}
