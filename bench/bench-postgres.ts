import { randomBytes } from 'node:crypto';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { withClient } from '../apps/server/src/testing/pg-client.ts';
import { startPostgres } from '../scripts/lib/postgres.ts';

/**
 * A benchmark's PostgreSQL database: a throwaway database on BENCH_DATABASE_URL, or on a
 * throwaway cluster of its own when that is unset; dropped (and the cluster stopped) after `work`.
 */
export async function withBenchPostgres<T>(work: (db: Db) => Promise<T>): Promise<T> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let cleanup = () => {};
  if (!adminUrl) {
    const cluster = await startPostgres({ onCleanup: (destroy) => (cleanup = destroy) });
    adminUrl = cluster.url;
  }
  const name = `atrium_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ database: { kind: 'postgres', url: url.toString() } } as never);
  try {
    return await work(db);
  } finally {
    await db.destroy();
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    cleanup();
  }
}
