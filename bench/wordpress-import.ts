/**
 * `npm run bench:import` (issue 38 item 7, decision 079): 5,000 WordPress posts imported while
 * the site keeps answering pages, on SQLite and on PostgreSQL. Not a timed test: a benchmark with
 * budgets, run on a quiet machine.
 *
 * The export is the fixture site's (apps/server/fixtures/wordpress) grown to BENCH_IMPORT_POSTS
 * posts (default 5,000) by the fixtures' own scale-export.ts, with a local stand-in for its site
 * serving the uploads. The app runs as `npm start` runs it (the built server through the
 * launcher, demo content, decision 075), on a fresh SQLite file and then on a throwaway PostgreSQL
 * cluster (BENCH_DATABASE_URL uses a server you run; BENCH_SKIP_PG=1 SQLite alone). For each:
 * POST /api/imports/wordpress/ as an administrator (with a picture for posts without one, so
 * every post is imported), then until the job is done:
 * - a public page every 200 ms, each with a query string of its own so that it is rendered
 *   (the import empties the page cache after every batch anyway): the slowest answer and p99;
 * - the server's resident memory (VmRSS of the process and its children) every 250 ms.
 * Budgets: done in under 180 s, every page within 1 s, at most 512 MB resident (the launcher's
 * heap limit); BENCH_NO_FAIL=1 reports only. The load averages before and after say how busy
 * the machine was.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { FIXTURE_SITE, startWordPressSite, WORDPRESS_FIXTURES } from '../apps/server/src/testing/wordpress-site.ts';
import { childPids, fetchBytes, startDemoSite } from '../scripts/lib/demo-site.ts';
import { startPostgres } from '../scripts/lib/postgres.ts';
import { printTable } from '../scripts/lib/table.ts';

assertNodeVersion();

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 5_000);
const BUDGET = { seconds: 180, pageMs: 1_000, rssMb: 512 };
const PAGE_EVERY_MS = 200;
const RSS_EVERY_MS = 250;

type Result = {
  database: string;
  seconds: number;
  created: number;
  failed: number;
  pages: number;
  pageP99: number;
  pageMax: number;
  rssMb: number;
  load: string;
};

/** VmRSS of the server and the processes it started, in MB. */
function residentMb(pid: number): number {
  let kb = 0;
  for (const id of [pid, ...childPids(pid)]) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone: nothing to count.
    }
  }
  return kb / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function measure(label: string, databaseUrl: string | undefined, exportFile: string, picture: Buffer) {
  const email = 'bench-import@example.org';
  const password = 'bench-import-password-1';
  const site = await startDemoSite(databaseUrl, {
    IMPORT_PRIVATE_HOSTS: 'true',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
  });
  try {
    const login = await fetch(`${site.origin}/api/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ identifier: email, password }),
    });
    const token = ((await login.json()) as { data: { access: string } }).data.access;
    const auth = { authorization: `Bearer ${token}`, 'x-requested-with': 'fetch' };

    const form = new FormData();
    form.set('file', new Blob([readFileSync(exportFile)], { type: 'text/xml' }), 'export.xml');
    form.set('picture', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'picture.jpg');
    const loadBefore = loads();
    const started = performance.now();
    const answer = await fetch(`${site.origin}/api/imports/wordpress/`, { method: 'POST', headers: auth, body: form });
    if (answer.status !== 202) throw new Error(`the import was refused: ${answer.status} ${await answer.text()}`);
    const { id } = ((await answer.json()) as { data: { id: number } }).data;

    const pageTimes: number[] = [];
    let rss = 0;
    let done = false;
    const rssTimer = setInterval(() => (rss = Math.max(rss, residentMb(site.pid))), RSS_EVERY_MS);
    const pages = (async () => {
      for (let n = 0; !done; n++) {
        const path = ['/', '/learn', '/learn?mediaType=blog'][n % 3]!;
        const at = performance.now();
        const page = await fetchBytes(`${site.origin}${path}${path.includes('?') ? '&' : '?'}bench=${n}`);
        if (page.status !== 200) throw new Error(`${path} answered ${page.status} during the import`);
        pageTimes.push(performance.now() - at);
        await new Promise((resolve) => setTimeout(resolve, PAGE_EVERY_MS));
      }
    })();
    let job: {
      status: string;
      progress: { done: number; total: number };
      counts: Record<string, { created: number; failed: number }>;
    };
    for (;;) {
      const read = await fetch(`${site.origin}/api/imports/${id}/`, { headers: auth });
      job = ((await read.json()) as { data: typeof job }).data;
      if (job.status === 'done' || job.status === 'failed') break;
      if (performance.now() - started > 20 * 60_000) throw new Error('the import took over 20 minutes');
      process.stdout.write(`\r${label}: ${job.progress.done} of ${job.progress.total}   `);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await pages;
    clearInterval(rssTimer);
    process.stdout.write('\n');
    if (job.status !== 'done') throw new Error(`the import failed on ${label}`);
    const posts = ['blog', 'article', 'video', 'podcast'] as const;
    return {
      database: label,
      seconds,
      created: posts.reduce((sum, kind) => sum + job.counts[kind]!.created, 0),
      failed: posts.reduce((sum, kind) => sum + job.counts[kind]!.failed, 0),
      pages: pageTimes.length,
      pageP99: percentile(pageTimes, 99),
      pageMax: Math.max(...pageTimes),
      rssMb: rss,
      load: `${loadBefore} → ${loads()}`,
    } satisfies Result;
  } finally {
    await site.stop();
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-bench-import-'));
const stand = await startWordPressSite();
const cleanups: Array<() => void | Promise<void>> = [
  () => rmSync(scratch, { recursive: true, force: true }),
  () => stand.close(),
];
try {
  const scaled = path.join(scratch, 'scaled.xml');
  execFileSync(process.execPath, [path.join(WORDPRESS_FIXTURES, 'scale-export.ts'), String(POSTS), scaled], {
    stdio: 'inherit',
  });
  const exportFile = path.join(scratch, 'export.xml');
  writeFileSync(exportFile, readFileSync(scaled, 'utf8').replaceAll(FIXTURE_SITE, stand.origin));
  const picture = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .toBuffer();

  const results: Result[] = [await measure('SQLite', undefined, exportFile, picture)];
  if (process.env.BENCH_SKIP_PG !== '1') {
    let url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      const cluster = await startPostgres();
      cleanups.push(() => cluster.destroy());
      url = cluster.url;
    }
    results.push(await measure('PostgreSQL', url, exportFile, picture));
  }

  printTable(
    [
      'database',
      'posts imported',
      'failed',
      'seconds',
      'pages',
      'page p99 ms',
      'slowest page ms',
      'max RSS MB',
      'load average',
    ],
    results.map((r) => [
      r.database,
      String(r.created),
      String(r.failed),
      r.seconds.toFixed(1),
      String(r.pages),
      r.pageP99.toFixed(0),
      r.pageMax.toFixed(0),
      r.rssMb.toFixed(0),
      r.load,
    ]),
  );
  const misses = results.flatMap((r) => [
    ...(r.seconds > BUDGET.seconds ? [`${r.database}: ${r.seconds.toFixed(0)} s > ${BUDGET.seconds} s`] : []),
    ...(r.pageMax > BUDGET.pageMs
      ? [`${r.database}: a page took ${r.pageMax.toFixed(0)} ms > ${BUDGET.pageMs} ms`]
      : []),
    ...(r.rssMb > BUDGET.rssMb ? [`${r.database}: ${r.rssMb.toFixed(0)} MB > ${BUDGET.rssMb} MB`] : []),
  ]);
  console.log(misses.length ? `FAIL\n${misses.join('\n')}` : 'PASS');
  if (misses.length && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
