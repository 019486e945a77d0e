import type { CreateTableBuilder, Kysely } from 'kysely';
import { idColumn, serialType } from '../dialect.ts';

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
}
