import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../env.ts';
import { migrationFiles } from './migration-files.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';

export type Db = Kysely<Database>;

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one from the pool)
 * before it fails with a 503: while the database is down or unreachable, requests answer in
 * seconds instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5_000;

type ConnectionErrorListener = (error: Error) => void;
const connectionErrorListeners = new WeakMap<Db, ConnectionErrorListener>();
/** Each PostgreSQL database's pool, for its figures (poolStats). */
const pools = new WeakMap<Db, pg.Pool>();

export function createDatabase(config: Pick<Config, 'database'>): Db {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.database.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const report = (error: Error) => connectionErrorListeners.get(db)?.(error);
    // A connection the server closes (a restart, a failover, an idle timeout) emits 'error'; with
    // no listener Node would end the process. The pool re-emits it for idle connections but not for
    // those handed out (Kysely holds one for each query), so every connection gets its own
    // listener. The pool drops a broken connection and opens new ones on demand, so service
    // resumes by itself when the database is back; the query in flight fails, and the error
    // handler answers 503.
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => {
      // Already reported by the connection's own listener above.
    });
    pools.set(db, pool);
    return db;
  }
  const { database } = openSqlite(config.database.file);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** A PostgreSQL pool's connections now (open, idle, requests waiting for one) and its cap; undefined on SQLite. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number; max: number } | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
}

/** Where lost PostgreSQL connections are reported (the app's log); one listener per database. */
export function onConnectionError(db: Db, listener: ConnectionErrorListener): void {
  connectionErrorListeners.set(db, listener);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
