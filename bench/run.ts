/**
 * `npm run bench`: 100,000 hero sliders and 100,000 learn items (25,000 of each type), then
 * list, count and search of the sliders and the public learn reads (the feed over the four
 * tables, its count, an item by slug, recent content) through HTTP on loopback, compared with
 * the API budgets of docs/architecture.md's quality bars (p99 latency at 10 connections): a list or count
 * of 10 out of 100,000 rows under 10 ms, a search under 100 ms.
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL points at a server (a throwaway database
 * is created there). Exits non-zero when a budget fails, unless BENCH_NO_FAIL=1.
 * BENCH_DURATION (seconds per scenario, default 5), BENCH_ROWS (hero sliders, default 100000),
 * BENCH_LEARN_ROWS (learn items, default 100000) and BENCH_ONLY (run the scenarios whose name
 * contains it) tune it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { printTable } from '../scripts/lib/table.ts';
import type { BenchReady } from './bench-server.ts';

assertNodeVersion();

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = 10;

type Scenario = {
  name: string;
  path: (ready: BenchReady) => string;
  admin: boolean;
  budgetMs: number;
  /** Rows a list answers (default 10); an answer that is no list is not counted. */
  rows?: number;
};

const LIST_BUDGET = 10;
const SEARCH_BUDGET = 100;
/** Public learn reads: no token, the list budget. */
const learn = { admin: false, budgetMs: LIST_BUDGET };
const scenarios: Scenario[] = [
  {
    name: 'list 10',
    path: () => '/api/hero-sliders/?limit=10&skip=0&sort_by=position',
    admin: true,
    budgetMs: LIST_BUDGET,
  },
  {
    name: 'list deep page (skip=50000)',
    path: () => '/api/hero-sliders/?limit=10&skip=50000&sort_by=position',
    admin: true,
    budgetMs: LIST_BUDGET,
  },
  { name: 'count', path: () => '/api/hero-sliders/count/', admin: true, budgetMs: LIST_BUDGET },
  { name: 'count published', path: () => '/api/hero-sliders/count/?status=1', admin: true, budgetMs: LIST_BUDGET },
  {
    name: 'search (~1% match)',
    path: ({ searchWord }) => `/api/hero-sliders/?limit=10&skip=0&sort_by=position&searchedText=${searchWord}`,
    admin: true,
    budgetMs: SEARCH_BUDGET,
  },
  {
    name: 'search count',
    path: ({ searchWord }) => `/api/hero-sliders/count/?searchedText=${searchWord}`,
    admin: true,
    budgetMs: SEARCH_BUDGET,
  },
  {
    name: 'public list by selectedPage',
    path: () => '/api/hero-sliders/?selectedPage=home&status=1&sort_by=position',
    admin: false,
    budgetMs: LIST_BUDGET,
  },
  // The learn feed over the four learn tables (requirements 3 §7), as the public site asks for it.
  { name: 'learn feed 10', path: () => '/api/learn-content/?limit=10&skip=0&sort_by=position', ...learn },
  { name: 'learn feed newest', path: () => '/api/learn-content/?limit=10&sort_by=-created_at', ...learn },
  { name: 'learn feed page 100', path: () => '/api/learn-content/?limit=10&skip=990&sort_by=position', ...learn },
  {
    name: 'learn feed by category',
    path: ({ learn: l }) => `/api/learn-content/?limit=10&sort_by=-created_at&categories=${l.categoryId}`,
    ...learn,
  },
  {
    name: 'learn feed by rare category',
    path: ({ learn: l }) => `/api/learn-content/?limit=10&sort_by=position&categories=${l.rareCategoryId}`,
    ...learn,
  },
  {
    name: 'learn feed filtered',
    path: ({ learn: l }) =>
      `/api/learn-content/?limit=10&sort_by=position&categories=${l.categoryId}&mediaType=blog,video&selectedPage=learn`,
    ...learn,
  },
  { name: 'learn count', path: () => '/api/learn-content/count/', ...learn },
  {
    name: 'learn count by category',
    path: ({ learn: l }) => `/api/learn-content/count/?categories=${l.categoryId}`,
    ...learn,
  },
  { name: 'learn slug read', path: ({ learn: l }) => `/api/learn-blogs/slug/${l.slug}/`, ...learn },
  { name: 'learn recent content', path: () => '/api/recent-content/', ...learn, rows: 4 },
];

type Row = {
  database: string;
  scenario: string;
  p50: number;
  p99: number;
  rps: number;
  aloneP50: number;
  budgetMs: number;
  ok: boolean;
  note: string;
};
const rows: Row[] = [];
let child: ChildProcess | undefined;
const dirs: string[] = [];

function cleanUp() {
  child?.kill('SIGTERM');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Starts bench-server.ts in its own process and waits until it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<BenchReady> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  dirs.push(dataDir);
  return new Promise((resolve, reject) => {
    child = fork(path.join(here, 'bench-server.ts'), [dataDir], {
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve(message as BenchReady));
    child.once('exit', (code) => reject(new Error(`the bench server exited early (code ${code})`)));
  });
}

async function stopServer() {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

async function get(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { success: boolean; data: unknown };
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function runOn(label: string, env: NodeJS.ProcessEnv) {
  console.log(`\n== ${label}: filling the database...`);
  const ready = await startServer(env);
  console.log(
    `   ${ready.rows.toLocaleString('en')} hero sliders and ${ready.learn.rows.toLocaleString('en')} learn items ` +
      `in ${ready.seconds.toFixed(1)} s on ${ready.database}`,
  );
  const origin = `http://127.0.0.1:${ready.port}`;
  const admin = { authorization: `Bearer ${ready.token}` };

  // Sanity: every scenario answers, and the data is what the scenarios assume.
  const total = (await get(`${origin}/api/hero-sliders/count/`, admin)) as { count: number };
  const matches = (await get(`${origin}/api/hero-sliders/count/?searchedText=${ready.searchWord}`, admin)) as {
    count: number;
  };
  console.log(
    `   ${total.count.toLocaleString('en')} not deleted; '${ready.searchWord}' matches ${matches.count.toLocaleString('en')} ` +
      `(${((matches.count / total.count) * 100).toFixed(1)}%)`,
  );

  const only = process.env.BENCH_ONLY;
  for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
    const url = `${origin}${scenario.path(ready)}`;
    const headers = scenario.admin ? admin : {};
    const sample = await get(url, headers);
    const expected = scenario.rows ?? 10;
    if (Array.isArray(sample) && sample.length !== expected)
      throw new Error(`${scenario.name}: expected ${expected} rows, got ${sample.length}`);
    // A short warm-up (JIT, caches), then the measured run; then one connection alone, which
    // shows the answer time without queueing behind the other nine.
    await autocannon({ url, headers, connections, duration: 1 });
    const result = await autocannon({ url, headers, connections, duration });
    const alone = await autocannon({ url, headers, connections: 1, duration: 1 });
    const failures = result.errors + result.timeouts + result.non2xx;
    const ok = failures === 0 && result.latency.p99 <= scenario.budgetMs;
    rows.push({
      database: ready.database,
      scenario: scenario.name,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      aloneP50: alone.latency.p50,
      budgetMs: scenario.budgetMs,
      ok,
      note: failures ? `${failures} failed requests` : '',
    });
    console.log(
      `   ${scenario.name.padEnd(30)} p50 ${fmt(result.latency.p50)} ms  p99 ${fmt(result.latency.p99)} ms  ` +
        `${Math.round(result.requests.average)} req/s  (1 conn: p50 ${alone.latency.p50 < 1 ? '< 1' : alone.latency.p50} ms)  ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  await stopServer();
}

function fmt(ms: number) {
  return ms.toFixed(ms < 10 ? 2 : 1).padStart(6);
}

const started = performance.now();
const sqliteEnv = { ...process.env };
delete sqliteEnv.BENCH_DATABASE_URL;
await runOn('SQLite', sqliteEnv);
if (process.env.BENCH_DATABASE_URL) await runOn('PostgreSQL', process.env);

console.log(
  `\nHero sliders and learn content, ${connections} connections, ${duration} s per scenario; PASS/FAIL compares the ${connections}-connection p99 with the budget\n`,
);
printTable(
  ['database', 'scenario', 'p50 ms', 'p99 ms', 'req/s', 'p50 ms, 1 conn', 'budget p99', 'result'],
  rows.map((r) => [
    r.database,
    r.scenario,
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(Math.round(r.rps)),
    r.aloneP50 < 1 ? '< 1' : r.aloneP50.toFixed(0),
    `< ${r.budgetMs} ms`,
    (r.ok ? 'PASS' : 'FAIL') + (r.note ? ` (${r.note})` : ''),
  ]),
  new Set([2, 3, 4, 5]),
);

const failed = rows.filter((r) => !r.ok);
console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`Budgets: ${rows.length - failed.length} passed, ${failed.length} failed`);
if (failed.length && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
