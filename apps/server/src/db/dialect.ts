import { SqliteAdapter } from 'kysely';
/**
 * What differs between SQLite and PostgreSQL at run time lives here, so the rest of the code is
 * written once for both. (What differs in schema building lives in the migrations' frozen
 * helpers, db/migrations/helpers/.)
 */

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

/** True on SQLite: the few run-time queries written apart for each database (full-text search) ask this. */
export function isSqliteDb(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
