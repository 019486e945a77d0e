/**
 * `npm run bench:render`: what an uncached render of each measured page (home, learn, the newest
 * blog) costs the server in CPU time, and the server's resident memory after N renders: figures a
 * busy machine changes much less than req/s (issue 18; `npm run bench:site` gives req/s and p99).
 *
 * Starts the app as `npm start` runs it (scripts/lib/demo-site.ts) with the page cache off
 * (PAGE_CACHE_MB=0), sends each page's requests a few at a time (BENCH_CONCURRENCY, default 4)
 * after a warm-up (BENCH_WARMUP per page, default 300), and reads the server's CPU time (user +
 * system) from /proc around BENCH_RENDERS renders per page (default 1,000): ms per render. Then
 * renders the three pages in turn until BENCH_MEMORY_RENDERS renders in all (default 10,000, as
 * bench:site) and prints VmRSS and VmHWM. BENCH_PROFILE=<dir> writes the server's CPU profile
 * (--cpu-prof, open it in Chrome's DevTools) there when it stops. BENCH_HEAP=1 turns the app's
 * metrics on (METRICS_TOKEN, a little CPU per request) to print where the memory is: V8's heap
 * spaces, used and committed, and the memory outside V8's heap (buffers, native modules).
 * BENCH_GC=1 loads bench/gc-probe.ts into the server and prints, per page, what its measured
 * renders allocated in V8's heap per render, the collections and their pauses per 1,000 renders
 * and the SQLite statements per render (decision 093: figures the machine's load hardly moves);
 * BENCH_ALLOC_PROFILE=<dir> with it writes V8's sampling allocation profile of each page there.
 * The probe keeps a record of every collection: read the resident memory from a run without it.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { cpuMs, fetchBytes, measuredPages, startDemoSite } from '../scripts/lib/demo-site.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';

assertNodeVersion();

const warmup = Number(process.env.BENCH_WARMUP ?? 300);
const perPage = Number(process.env.BENCH_RENDERS ?? 1000);
const memoryRenders = Number(process.env.BENCH_MEMORY_RENDERS ?? 10_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const heap = process.env.BENCH_HEAP === '1';
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
const gc = process.env.BENCH_GC === '1';
const allocProfileDir = process.env.BENCH_ALLOC_PROFILE ? path.resolve(process.env.BENCH_ALLOC_PROFILE) : undefined;

await ensureWebBuild();
const env: Record<string, string> = { PAGE_CACHE_MB: '0' };
const metricsToken = 'bench-render-metrics-token';
if (heap) env.METRICS_TOKEN = metricsToken;
if (profileDir) {
  mkdirSync(profileDir, { recursive: true });
  env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim();
}
let probeSignals = 0;
const probeFile = gc ? path.join(mkdtempSync(path.join(tmpdir(), 'atrium-gc-probe-')), 'totals.json') : '';
if (gc) {
  env.ATRIUM_GC_PROBE = probeFile;
  const probe = fileURLToPath(new URL('gc-probe.ts', import.meta.url));
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim();
  if (allocProfileDir) {
    mkdirSync(allocProfileDir, { recursive: true });
    env.ATRIUM_ALLOC_PROFILE = allocProfileDir;
  }
}
const app = await startDemoSite(undefined, env);
try {
  const pages = await measuredPages(app.origin);

  const started = rss();
  /** `count` GETs of `pathname`, `at` at a time, each with a query of its own. */
  let n = 0;
  async function render(pathname: string, count: number, at = concurrency) {
    let left = count;
    const worker = async () => {
      while (left-- > 0) {
        const { status } = await fetchBytes(`${app.origin}${pathname}?render=${n++}`);
        if (status >= 500) throw new Error(`${pathname} answered ${status}`);
      }
    };
    await Promise.all(Array.from({ length: at }, worker));
  }

  console.log(
    `CPU per uncached render (${perPage} renders per page after ${warmup} warm-up, ${concurrency} at a time)`,
  );
  let done = 0;
  for (const page of pages) {
    await render(page.path, warmup);
    if (gc) await probeTotals();
    const before = cpuMs([app.pid]);
    const startedAt = performance.now();
    await render(page.path, perPage);
    const ms = (cpuMs([app.pid]) - before) / perPage;
    const wall = (performance.now() - startedAt) / perPage;
    done += warmup + perPage;
    console.log(
      `  ${page.name.padEnd(6)} ${page.path.padEnd(40)} ${ms.toFixed(2)} ms CPU/render  (wall ${wall.toFixed(2)} ms)`,
    );
    if (gc) {
      const totals = await probeTotals();
      const per1000 = (value: number) => ((value * 1000) / perPage).toFixed(1);
      const kinds = Object.entries(totals.gcs)
        .map(([kind, { count, pauseMs }]) => `${kind} ${per1000(count)} (${per1000(pauseMs)} ms)`)
        .join(', ');
      console.log(
        `         ${(totals.allocatedBytes / perPage / 1024).toFixed(1)} KB allocated/render, ` +
          `${(totals.statements / perPage).toFixed(2)} SQLite statements/render; per 1,000 renders: ${kinds}`,
      );
      if (allocProfileDir) {
        renameSync(
          path.join(allocProfileDir, `${totals.signal}.heapprofile`),
          path.join(allocProfileDir, `${page.name}.heapprofile`),
        );
      }
    }
  }
  for (let i = 0; done < memoryRenders; i++) {
    const amount = Math.min(500, memoryRenders - done);
    // As many at a time as bench:site's connections: what is in flight is part of the memory.
    await render(pages[i % pages.length]!.path, amount, 32);
    done += amount;
  }
  const after = rss();
  console.log(
    `Memory after ${done} renders: ${after.rss.toFixed(0)} MB resident (peak ${after.peak.toFixed(0)} MB; ` +
      `${started.rss.toFixed(0)} MB when the app answered first)`,
  );
  if (heap) await printHeap(app.origin);
} finally {
  await app.stop();
}

type ProbeTotals = {
  signal: number;
  allocatedBytes: number;
  gcs: Record<string, { count: number; pauseMs: number }>;
  statements: number;
};

/** The probe's totals since its last signal (bench/gc-probe.ts), once it has written them. */
async function probeTotals(): Promise<ProbeTotals> {
  probeSignals += 1;
  process.kill(app.pid, 'SIGWINCH');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const totals = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeTotals;
      if (totals.signal === probeSignals) return totals;
    } catch {
      // Not written yet, or being written.
    }
  }
}

/** The app's resident memory now and at its peak (VmRSS, VmHWM), MB. */
function rss(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${app.pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
if (profileDir) console.log(`CPU profile in ${profileDir}`);

/** V8's heap and the memory outside it, from the app's Prometheus metrics (prom-client's defaults). */
async function printHeap(origin: string) {
  const { body } = await fetchBytes(`${origin}/api/metrics`, { authorization: `Bearer ${metricsToken}` });
  const value = (name: string, space?: string) => {
    const label = space ? `\\{space="${space}"\\}` : '';
    return Number(new RegExp(`^${name}${label} (\\S+)`, 'm').exec(body.toString())?.[1] ?? NaN) / 2 ** 20;
  };
  const spaces = [...body.toString().matchAll(/^nodejs_heap_space_size_total_bytes\{space="([^"]+)"\}/gm)].map(
    (m) => m[1]!,
  );
  console.log(
    `  V8 heap: ${value('nodejs_heap_size_used_bytes').toFixed(0)} MB used of ${value('nodejs_heap_size_total_bytes').toFixed(0)} MB; ` +
      `outside it (buffers, native): ${value('nodejs_external_memory_bytes').toFixed(0)} MB`,
  );
  for (const space of spaces) {
    console.log(
      `    ${space.padEnd(22)} ${value('nodejs_heap_space_size_used_bytes', space).toFixed(1).padStart(6)} MB used ` +
        `${value('nodejs_heap_space_size_total_bytes', space).toFixed(1).padStart(6)} MB committed`,
    );
  }
}
