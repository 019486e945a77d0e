import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SqliteDialect speaks better-sqlite3's statement API; node:sqlite differs only in
 * taking parameters spread and in how a statement says it returns rows.
 */
export function openSqlite(file: string): { database: SqliteDatabase; raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  // Kysely prepares every query anew; preparing cost as much as running a small list query, so
  // prepared statements are kept by their SQL (the engine's queries are few and parameterised).
  const cache = new Map<string, SqliteStatement>();
  const params = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  // SQLite itself rolls a transaction back when a statement in it fails with SQLITE_FULL,
  // SQLITE_IOERR, SQLITE_BUSY or SQLITE_NOMEM. Kysely then sends its own ROLLBACK, which would
  // fail ("no transaction is active") and replace the error that says what happened (and that
  // the error handler answers with a 503). With no transaction open there is nothing to undo.
  const rollback: SqliteStatement = {
    reader: false,
    all: () => [],
    run: () => (raw.isTransaction ? raw.prepare('rollback').run() : { changes: 0, lastInsertRowid: 0 }),
    iterate: () => [][Symbol.iterator](),
  };
  const database: SqliteDatabase = {
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      if (sql === 'rollback') return rollback;
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = raw.prepare(sql);
      const prepared: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...params(parameters)),
        run: (parameters) => statement.run(...params(parameters)),
        iterate: (parameters) => statement.iterate(...params(parameters)),
      };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, prepared);
      return prepared;
    },
  };
  return { database, raw };
}
