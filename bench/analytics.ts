/**
 * `npm run bench:analytics` (decision 082): the dashboard's reads over the rollups of 10 million
 * page views a month, on SQLite and PostgreSQL. The rollups are written directly (not 10 million
 * requests): BENCH_ANALYTICS_DAYS days (default 60: the month the dashboard shows and the one it
 * compares with) of BENCH_ANALYTICS_VIEWS views each 30 days (default 10,000,000), spread over
 * 3,000 paths, 300 sources, 3 devices and 50 campaigns with a long tail, as a site's readers are;
 * 2,000 searches and a few forms a day; the site's views per hour; and one day
 * of visitor marks (today's, the only day kept). Then the dashboard's three reads (the 30 days,
 * the 30 before, the chart's) and a learn item's 30 days (its edit form, decision 089) run
 * BENCH_ANALYTICS_RUNS times (default 30) through the repository the API uses. Prints p50 and p95
 * per read, the disk the tables take and where it goes (each table's rows, the table, its indexes
 * and TOAST); fails when a p50 passes 100 ms (BENCH_NO_FAIL=1: report only). BENCH_SKIP_PG=1
 * measures SQLite alone.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CAMPAIGN_SEPARATOR } from '@atrium/contract/analytics';
import { sql } from 'kysely';
import { createDatabase, type Db, migrateToLatest } from '../apps/server/src/db/database.ts';
import { createAnalyticsRepository } from '../apps/server/src/features/analytics/analytics.repository.ts';
import { spansOf } from '../apps/server/src/features/analytics/spans.ts';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { printTable } from '../scripts/lib/table.ts';
import { withBenchPostgres } from './bench-postgres.ts';

assertNodeVersion();

const DAYS = Number(process.env.BENCH_ANALYTICS_DAYS ?? 60);
const VIEWS_PER_30_DAYS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 30);
const BUDGET_P50_MS = 100;
const DAY_MS = 86_400_000;
const PATHS = 3000;
const SOURCES = 300;
const CAMPAIGNS = 50;
const SEARCHES = 2000;
/**
 * Visitors per view, and the marks a visitor leaves in a day: site, source, ~2 pages (a device
 * needs none since decision 089: a visitor's id has one device).
 */
const VISITOR_SHARE = 0.3;
const MARKS_PER_VISITOR = 4;

// As the bench has always named them (comparable sizes run to run).
const PATH_OF = (i: number) => `/learn/blogs/a-post-about-subject-${i}`;

/** Shares of a long tail (Zipf, s = 1): the first is read most. */
function zipf(n: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

const dayOf = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

type Table = 'analytics_hourly' | 'analytics_forms' | 'analytics_seen' | 'analytics_titles';

async function insert(db: Db, table: Table, rows: object[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
}

/**
 * Adds a day's figures to the day and to each longer run it is in, as the server's writes do
 * (spans.ts), in memory: the runs are written once, whole.
 */
function addToRuns(
  runs: Map<string, Record<string, string | number | null>>,
  day: string,
  key: Record<string, string>,
  counts: Record<string, number>,
  extra: Record<string, number | null> = {},
) {
  for (const run of spansOf(day)) {
    const id = JSON.stringify([run.span, run.day, key]);
    const row = runs.get(id);
    if (row) for (const [name, n] of Object.entries(counts)) row[name] = (row[name] as number) + n;
    else runs.set(id, { ...key, ...run, ...counts, ...extra });
  }
}

async function writeRuns(db: Db, table: 'analytics_totals' | 'analytics_searches', runs: Map<string, object>) {
  const rows = [...runs.values()];
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
}

async function fill(db: Db) {
  const viewsPerDay = VIEWS_PER_30_DAYS / 30;
  const pathShare = zipf(PATHS);
  const sourceShare = zipf(SOURCES);
  const campaignShare = zipf(CAMPAIGNS);
  const searchShare = zipf(SEARCHES);
  const paths = Array.from({ length: PATHS }, (_, i) => PATH_OF(i));
  const totals = new Map<string, Record<string, string | number | null>>();
  const searches = new Map<string, Record<string, string | number | null>>();
  await db.transaction().execute(async (trx) => {
    await insert(
      trx,
      'analytics_titles',
      paths.map((p, i) => ({ path: p, title: `A post about subject ${i}` })),
    );
    for (let d = 0; d < DAYS; d++) {
      const day = dayOf(d);
      // Some days busier than others.
      const views = Math.round(viewsPerDay * (0.7 + (0.6 * ((d * 7919) % 100)) / 100));
      addToRuns(totals, day, { dimension: 'site', value: '' }, { views, visitors: Math.round(views * VISITOR_SHARE) });
      const share = (dimension: string, values: string[], shares: number[], part = 1) => {
        for (const [i, value] of values.entries()) {
          const v = Math.round(views * shares[i]! * part);
          if (v > 0)
            addToRuns(
              totals,
              day,
              { dimension, value },
              { views: v, visitors: Math.max(1, Math.round(v * VISITOR_SHARE)) },
            );
        }
      };
      share('page', paths, pathShare);
      share('source', ['', ...Array.from({ length: SOURCES - 1 }, (_, i) => `site-${i}.example`)], sourceShare);
      share('device', ['desktop', 'mobile', 'tablet'], [0.55, 0.4, 0.05]);
      share(
        'campaign',
        Array.from({ length: CAMPAIGNS }, (_, i) => ['letter', 'email', `campaign-${i}`].join(CAMPAIGN_SEPARATOR)),
        campaignShare,
        0.1,
      );
      for (const [i, s] of searchShare.entries())
        addToRuns(
          searches,
          day,
          { query: `query words ${i}` },
          { count: Math.max(1, Math.round(views * 0.01 * s)) },
          { results: i % 7 === 0 ? 0 : 3 },
        );
      await insert(
        trx,
        'analytics_hourly',
        Array.from({ length: 24 }, (_, h) => ({
          hour: `${day}T${String(h).padStart(2, '0')}`,
          views: Math.round(views / 24),
        })),
      );
      await insert(
        trx,
        'analytics_forms',
        ['contact-us', 'requestedappointments', 'mailinglists'].flatMap((form) =>
          paths.slice(0, 5).map((p, i) => ({ day, form, path: p, submissions: 5 + i })),
        ),
      );
    }
    await writeRuns(trx, 'analytics_totals', totals);
    await writeRuns(trx, 'analytics_searches', searches);
  });
}

/** Today's visitor marks: the only day's kept (older days' are deleted). */
async function fillMarks(db: Db) {
  const marks = Math.round((VIEWS_PER_30_DAYS / 30) * VISITOR_SHARE * MARKS_PER_VISITOR);
  // As the server keeps it (decision 089): days since 1970-01-01.
  const today = Math.round(Date.parse(`${dayOf(0)}T00:00:00Z`) / DAY_MS);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < marks; i += 5000) {
      const seen: object[] = [];
      for (let j = i; j < Math.min(marks, i + 5000); j++)
        seen.push({ day: today, mark: Number(randomBytes(8).readBigInt64BE(0) >> 11n) });
      await insert(trx, 'analytics_seen', seen);
    }
  });
  return marks;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Where the bytes are, per table: its rows, the table itself, its indexes and (PostgreSQL) TOAST. */
type Breakdown = () => Promise<
  Array<{ table: string; rows: number; table_bytes: number; index_bytes: number; toast_bytes: number }>
>;

async function measure(engine: string, db: Db, size: () => Promise<number>, breakdown: Breakdown): Promise<boolean> {
  await migrateToLatest(db);
  const started = performance.now();
  await fill(db);
  console.log(`${engine}: ${DAYS} days of rollups written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (engine === 'PostgreSQL') await sql`analyze`.execute(db);
  const repo = createAnalyticsRepository(db);
  const summary = (from: string, to: string) => async () => (await repo.summary({ from, to }, 100)).pageviews;
  const lastMonth = Array.from({ length: 30 }, (_, i) => dayOf(29 - i));
  const reads = [
    { name: 'the 30 days', read: summary(dayOf(29), dayOf(0)) },
    { name: 'the 30 days before', read: summary(dayOf(59), dayOf(30)) },
    { name: 'today', read: summary(dayOf(0), dayOf(0)) },
    // A learn item's edit form (decision 089): the most read page, at two addresses.
    {
      name: 'one item, 30 days',
      read: async () =>
        (await repo.pagesPerDay([PATH_OF(0), PATH_OF(1)], lastMonth)).reduce((sum, day) => sum + day.views, 0),
    },
  ];
  let failed = false;
  const rows: string[][] = [];
  for (const read of reads) {
    const times: number[] = [];
    let pageviews = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const at = performance.now();
      pageviews = await read.read();
      if (i >= 3) times.push(performance.now() - at);
    }
    const p50 = percentile(times, 0.5);
    if (p50 > BUDGET_P50_MS) failed = true;
    rows.push([
      engine,
      read.name,
      pageviews.toLocaleString('en'),
      p50.toFixed(1),
      percentile(times, 0.95).toFixed(1),
      p50 > BUDGET_P50_MS ? 'OVER' : 'ok',
    ]);
  }
  printTable(['engine', 'read', 'page views', 'p50 ms', 'p95 ms', `p50 ≤ ${BUDGET_P50_MS}`], rows, new Set([2, 3, 4]));
  const rollups = await size();
  const marks = await fillMarks(db);
  const marksBytes = (await size()) - rollups;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const month = rollups * (30 / DAYS) + marksBytes;
  console.log(
    `${engine}: rollups of ${DAYS} days ${mb(rollups)} MB; a day's ${marks.toLocaleString('en')} visitor marks ${mb(marksBytes)} MB; ` +
      `a month of ${VIEWS_PER_30_DAYS.toLocaleString('en')} views with today's marks: ${mb(month)} MB ` +
      `${month <= 100 * 1024 * 1024 ? 'ok' : 'OVER'} (≤ 100 MB)`,
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  printTable(
    ['engine', 'table', 'rows', 'table KB', 'indexes KB', 'TOAST KB', 'bytes a row'],
    (await breakdown()).map((one) => [
      engine,
      one.table,
      one.rows.toLocaleString('en'),
      kb(one.table_bytes),
      kb(one.index_bytes),
      kb(one.toast_bytes),
      one.rows ? ((one.table_bytes + one.index_bytes + one.toast_bytes) / one.rows).toFixed(0) : '',
    ]),
    new Set([2, 3, 4, 5, 6]),
  );
  console.log('');
  return failed;
}

let failed = false;
const dir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-analytics-'));
try {
  const file = path.join(dir, 'bench.sqlite');
  const sqlite = createDatabase({ database: { kind: 'sqlite', file } } as never);
  // The whole file less what an empty migrated database takes.
  let emptyBytes = 0;
  await migrateToLatest(sqlite);
  await sql`vacuum`.execute(sqlite);
  emptyBytes = statSync(file).size;
  failed =
    (await measure(
      'SQLite',
      sqlite,
      async () => {
        await sql`pragma wal_checkpoint(truncate)`.execute(sqlite);
        return statSync(file).size - emptyBytes;
      },
      async () => {
        // SQLite keeps a table and its indexes apart only by name (dbstat, when Node's SQLite has it).
        const tables = [
          'analytics_hourly',
          'analytics_totals',
          'analytics_seen',
          'analytics_salts',
          'analytics_titles',
          'analytics_searches',
          'analytics_forms',
        ];
        const out = [];
        for (const table of tables) {
          const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(sqlite);
          const pages = await sql<{
            name: string;
            tbl: string;
            bytes: number;
          }>`select s.name, m.tbl_name as tbl, sum(s.pgsize) as bytes
          from dbstat s join sqlite_master m on m.name = s.name where m.tbl_name = ${table} group by s.name`
            .execute(sqlite)
            .then((answer) => answer.rows)
            .catch(() => []);
          out.push({
            table,
            rows: Number(rows[0]!.n),
            table_bytes: pages.filter((one) => one.name === table).reduce((sum, one) => sum + Number(one.bytes), 0),
            index_bytes: pages.filter((one) => one.name !== table).reduce((sum, one) => sum + Number(one.bytes), 0),
            toast_bytes: 0,
          });
        }
        return out;
      },
    )) || failed;
  await sqlite.destroy();

  if (process.env.BENCH_SKIP_PG !== '1')
    failed =
      (await withBenchPostgres((pg) =>
        measure(
          'PostgreSQL',
          pg,
          async () => {
            const { rows } = await sql<{ bytes: string }>`select sum(pg_total_relation_size(c.oid))::text as bytes
            from pg_class c where c.relkind = 'r' and c.relname like 'analytics_%'`.execute(pg);
            return Number(rows[0]!.bytes);
          },
          async () => {
            const { rows } = await sql<{
              table: string;
              table_bytes: string;
              index_bytes: string;
              toast_bytes: string;
            }>`
            select c.relname as table, pg_relation_size(c.oid)::text as table_bytes,
              pg_indexes_size(c.oid)::text as index_bytes,
              (case when c.reltoastrelid = 0 then 0 else pg_total_relation_size(c.reltoastrelid) end)::text as toast_bytes
            from pg_class c where c.relkind = 'r' and c.relname like 'analytics_%' order by c.relname`.execute(pg);
            const out = [];
            for (const row of rows) {
              const counted = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(row.table)}`.execute(
                pg,
              );
              out.push({
                table: row.table,
                rows: Number(counted.rows[0]!.n),
                table_bytes: Number(row.table_bytes),
                index_bytes: Number(row.index_bytes),
                toast_bytes: Number(row.toast_bytes),
              });
            }
            return out;
          },
        ),
      )) || failed;
} finally {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
  else console.log(`kept ${dir}`);
}
if (failed && process.env.BENCH_NO_FAIL !== '1') {
  console.error(`A dashboard read's p50 is over ${BUDGET_P50_MS} ms.`);
  process.exit(1);
}
