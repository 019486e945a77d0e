/**
 * `npm run bench:workers` (decision 044): what a second process buys on this machine. Starts
 * the app as `npm start` does (demo content, production web build) with WORKERS=1 and WORKERS=2,
 * each with the page cache (64 MB) and without it (PAGE_CACHE_MB=0: every request a full render
 * with its database reads), and measures the home and learn pages with autocannon at 32
 * connections on loopback. BENCH_DATABASE_URL (a PostgreSQL server; a throwaway database is
 * made there) runs it on PostgreSQL instead of SQLite; BENCH_DURATION (seconds per measure,
 * default 10). The figures in docs/deploy.md come from here; the load averages printed say how
 * busy the machine was meanwhile, and the CPU time per answer (from /proc, every process of
 * the app) bounds what a core can serve however busy it was: 1,000,000 / (µs per answer).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { childPids, cpuMs, measuredPages, startDemoSite, waitUntil } from '../scripts/lib/demo-site.ts';
import { printTable } from '../scripts/lib/table.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';

assertNodeVersion();
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 32;

await ensureWebBuild();

let databaseUrl: string | undefined;
let dropDatabase = async () => {};
async function freshDatabase(): Promise<string | undefined> {
  if (!process.env.BENCH_DATABASE_URL) return undefined;
  await dropDatabase();
  const name = `atrium_bench_workers_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

type Row = {
  setup: string;
  page: string;
  rps: string;
  cpuUs: string;
  p50: string;
  p99: string;
  failures: string;
  load: string;
};
const rows: Row[] = [];
const load = () =>
  loadavg()
    .slice(0, 1)
    .map((n) => n.toFixed(1))
    .join('');

for (const workers of [1, 2]) {
  for (const cached of [true, false]) {
    databaseUrl = await freshDatabase();
    const env: Record<string, string> = { WORKERS: String(workers), ...(cached ? {} : { PAGE_CACHE_MB: '0' }) };
    const setup = `WORKERS=${workers}, ${cached ? 'page cache' : 'PAGE_CACHE_MB=0'}`;
    console.log(`\n== ${setup}: starting the app (demo content)...`);
    const app = await startDemoSite(databaseUrl, env);
    try {
      if (workers > 1) {
        // The first worker answers first; the second is forked once it listens.
        await waitUntil(async () => childPids(app.pid).length === workers, 'the workers', 60_000);
        // Then until they are done starting: less than 100 ms of CPU in a second between them.
        await waitUntil(
          async () => {
            const before = cpuMs(childPids(app.pid));
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            return cpuMs(childPids(app.pid)) - before < 100;
          },
          'the workers to settle',
          90_000,
        );
      }
      for (const page of (await measuredPages(app.origin)).filter((p) => p.name !== 'blog')) {
        const url = app.origin + page.path;
        await autocannon({ url, connections, duration: 2 });
        const before = load();
        // The CPU the app's processes (the primary and its workers) spent per answer: how many
        // answers a core gives, which a busy machine distorts less than req/s.
        const pids = () => [app.pid, ...childPids(app.pid)];
        const cpuBefore = cpuMs(pids());
        const result = await autocannon({ url, connections, duration });
        const cpu = cpuMs(pids()) - cpuBefore;
        const row: Row = {
          setup,
          page: page.name,
          rps: result.requests.average.toFixed(0),
          cpuUs: result.requests.total ? ((cpu * 1000) / result.requests.total).toFixed(0) : '-',
          p50: result.latency.p50.toFixed(1),
          p99: result.latency.p99.toFixed(1),
          failures: String(result.errors + result.timeouts + result.non2xx),
          load: `${before} → ${load()}`,
        };
        rows.push(row);
        console.log(
          `   ${page.name}: ${row.rps} req/s, ${row.cpuUs} µs CPU each, p50 ${row.p50} ms, p99 ${row.p99} ms, load ${row.load}`,
        );
      }
    } finally {
      await app.stop();
    }
  }
}
await dropDatabase();

printTable(
  ['setup', 'page', 'req/s', 'CPU µs/req', 'p50 ms', 'p99 ms', 'failed', 'load (1 min)'],
  rows.map((r) => [r.setup, r.page, r.rps, r.cpuUs, r.p50, r.p99, r.failures, r.load]),
);
