/*
 * FROZEN. The migrations up to 2026-11-23 call these helpers, so that what they build never
 * changes: never edit this file. When a helper must change, copy it into helpers/v2.ts, change
 * it there, and call v2 from new migrations only (a landed migration keeps calling v1).
 */
import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  SqliteAdapter,
  sql,
} from 'kysely';

/**
 * The database as a migration sees it: the schema of its own day, which no current type
 * describes, so tables and columns are named freely and values are not checked.
 */
export type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;

/** True on SQLite: the few schema statements that differ between the two databases ask this. */
export function isSqlite(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The type of an auto-incrementing integer key. */
export function serialType(db: MigrationDb): ColumnDataType {
  return isSqlite(db) ? 'integer' : 'serial';
}

/**
 * The primary key's column options. SQLite wants AUTOINCREMENT (ids never reused); on PostgreSQL
 * `serial` already is the sequence, and Kysely's autoIncrement() would emit MySQL's
 * `auto_increment`, which PostgreSQL rejects.
 */
export function idColumn(db: MigrationDb): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isSqlite(db) ? (c) => c.primaryKey().autoIncrement() : (c) => c.primaryKey();
}

/**
 * Triggers that keep `content_counts` (rows per resource and status) exact on every insert,
 * delete and status change, so the list screens' counts are one lookup instead of a count over
 * the whole table. Idempotent. SQLite has row triggers; PostgreSQL statement triggers, and TRUNCATE.
 */
export async function createCountTriggers(db: MigrationDb, table: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Unexpected table name: ${table}`);
  const t = sql.raw(table);
  const name = sql.lit(table);
  if (isSqlite(db)) {
    await sql`create trigger if not exists ${sql.raw(`${table}_count_insert`)} after insert on ${t} begin
      update content_counts set count = count + 1 where resource = ${name} and status = new.status;
    end`.execute(db);
    await sql`create trigger if not exists ${sql.raw(`${table}_count_delete`)} after delete on ${t} begin
      update content_counts set count = count - 1 where resource = ${name} and status = old.status;
    end`.execute(db);
    await sql`create trigger if not exists ${sql.raw(`${table}_count_status`)} after update of status on ${t}
      when old.status is not new.status begin
      update content_counts set count = count - 1 where resource = ${name} and status = old.status;
      update content_counts set count = count + 1 where resource = ${name} and status = new.status;
    end`.execute(db);
    return;
  }
  // Statement triggers with transition tables: one counts update per statement and status. Row
  // triggers updated the same counts row once per row, which in one transaction made PostgreSQL
  // walk an ever longer chain of row versions (100,000 inserts took 200 s instead of 6 s).
  await sql`create or replace function content_count_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update content_counts c set count = c.count + d.n
          from (select status, count(*) as n from new_rows group by status) d
          where c.resource = tg_table_name and c.status = d.status;
      elsif tg_op = 'DELETE' then
        update content_counts c set count = c.count - d.n
          from (select status, count(*) as n from old_rows group by status) d
          where c.resource = tg_table_name and c.status = d.status;
      else
        update content_counts c set count = c.count + d.n
          from (
            select status, sum(n) as n from (
              select status, 1 as n from new_rows union all select status, -1 as n from old_rows
            ) moves group by status having sum(n) <> 0
          ) d
          where c.resource = tg_table_name and c.status = d.status;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create or replace function content_count_truncate() returns trigger language plpgsql as $$
    begin
      update content_counts set count = 0 where resource = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`create or replace trigger ${sql.raw(`${table}_count_insert`)} after insert on ${t}
    referencing new table as new_rows for each statement execute function content_count_change()`.execute(db);
  await sql`create or replace trigger ${sql.raw(`${table}_count_delete`)} after delete on ${t}
    referencing old table as old_rows for each statement execute function content_count_change()`.execute(db);
  // Transition tables do not go with a column list (UPDATE OF status): every update statement
  // runs it, and only a net change of a status writes.
  await sql`create or replace trigger ${sql.raw(`${table}_count_status`)} after update on ${t}
    referencing old table as old_rows new table as new_rows
    for each statement execute function content_count_change()`.execute(db);
  await sql`create or replace trigger ${sql.raw(`${table}_count_truncate`)} after truncate on ${t}
    for each statement execute function content_count_truncate()`.execute(db);
}

/**
 * What a search reads. PostgreSQL: a trigram index, so that `search_text LIKE '%word%'` finds a
 * rare word without reading every row (a 1% match on 100,000 rows: 55 ms to under 1 ms, its
 * count 3 ms); with the index's statistics the planner still walks the sort index for common
 * words. Skipped when the pg_trgm extension is not installed.
 * SQLite has no index that finds a substring (decision 004), but a search count can scan a
 * narrow (search_text, status) index instead of the whole table. A page of results still walks
 * the sort index: this one does not cover its order.
 */
export async function createSearchIndex(db: MigrationDb, table: string): Promise<void> {
  if (isSqlite(db)) {
    await db.schema
      .createIndex(`${table}_search_status`)
      .ifNotExists()
      .on(table)
      .columns(['search_text', 'status'])
      .execute();
    return;
  }
  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists ${sql.raw(`${table}_search_trgm`)} on ${sql.raw(table)}
    using gin (search_text gin_trgm_ops)`.execute(db);
}

/** Undoes createCountTriggers (for a migration's down). */
export async function dropCountTriggers(db: MigrationDb, table: string): Promise<void> {
  for (const suffix of ['insert', 'delete', 'status', 'truncate']) {
    const trigger = sql.raw(`${table}_count_${suffix}`);
    if (isSqlite(db)) await sql`drop trigger if exists ${trigger}`.execute(db);
    else await sql`drop trigger if exists ${trigger} on ${sql.raw(table)}`.execute(db);
  }
}

/**
 * A list resource's table: its own columns plus the ones the engine relies on, with the
 * indexes that lists filter and sort on. Migrations call this so every table gets them.
 */
export async function contentTable(
  db: MigrationDb,
  table: string,
  columns: (builder: CreateTableBuilder<string, 'id'>) => CreateTableBuilder<string, string>,
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
export async function listSupport(db: MigrationDb, table: string): Promise<void> {
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

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The search text of the rows migrations insert: the contract's toSearchText and stripMarkup as
 * they were when these migrations landed (markup removed, accents stripped, lower-cased).
 */
export function searchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => stripMarkup(part))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
