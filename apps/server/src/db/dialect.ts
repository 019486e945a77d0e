import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from 'kysely';

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
