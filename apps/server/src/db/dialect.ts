import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Everything that differs between SQLite and PostgreSQL lives here, so the rest of the code
 * is written once for both.
 */
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The type of an auto-incrementing integer key. */
export function serialType(db: Kysely<any>): ColumnDataType {
  return isSqlite(db) ? 'integer' : 'serial';
}

/**
 * The primary key's column options. SQLite wants AUTOINCREMENT (ids never reused); on PostgreSQL
 * `serial` already is the sequence, and Kysely's autoIncrement() would emit MySQL's
 * `auto_increment`, which PostgreSQL rejects.
 */
export function idColumn(db: Kysely<any>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isSqlite(db) ? (c) => c.primaryKey().autoIncrement() : (c) => c.primaryKey();
}

/** count() is a number on SQLite and a string (bigint) on PostgreSQL. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** Timestamps are ISO 8601 text on both dialects: sortable, comparable and identical on the wire. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Escapes % and _ so that a visitor's search text matches literally in LIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when a write failed on a unique constraint (PostgreSQL 23505, SQLite's constraint error). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/**
 * Triggers that keep `content_counts` (rows per resource and status) exact on every insert,
 * delete and status change, so the list screens' counts are one lookup instead of a count over
 * the whole table. Idempotent. SQLite has row triggers; PostgreSQL statement triggers, and TRUNCATE.
 */
export async function createCountTriggers(db: Kysely<any>, table: string): Promise<void> {
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
export async function createSearchIndex(db: Kysely<any>, table: string): Promise<void> {
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
export async function dropCountTriggers(db: Kysely<any>, table: string): Promise<void> {
  for (const suffix of ['insert', 'delete', 'status', 'truncate']) {
    const trigger = sql.raw(`${table}_count_${suffix}`);
    if (isSqlite(db)) await sql`drop trigger if exists ${trigger}`.execute(db);
    else await sql`drop trigger if exists ${trigger} on ${sql.raw(table)}`.execute(db);
  }
}
