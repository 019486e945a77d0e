/**
 * Loaded into the server by `BENCH_GC=1 npm run bench:render` (through NODE_OPTIONS' --import):
 * what the process allocates and collects, figures a busy machine hardly changes (decision 093).
 * On each SIGWINCH it writes the totals since the previous one to ATRIUM_GC_PROBE as JSON: V8's
 * heap bytes allocated, its collections and their pauses by kind, and the SQLite statements
 * run. With ATRIUM_ALLOC_PROFILE=<dir>, V8's sampling heap profiler also records where the
 * sampled allocations were made, collected objects included, and each signal writes what it
 * recorded since the previous one to <dir>/<n>.heapprofile (n: the signal's number; Chrome's
 * DevTools opens it, Memory tab).
 *
 * SIGWINCH because the server handles the usual ones (close-with-grace stops it on SIGUSR2) and
 * a process without a terminal never gets this one otherwise.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { StatementSync } from 'node:sqlite';
import v8 from 'node:v8';

const output = process.env.ATRIUM_GC_PROBE;
const profileDir = process.env.ATRIUM_ALLOC_PROFILE;

/** SQLite statements run since the last signal: every read and write, the freshness pragma included. */
let statements = 0;
for (const method of ['all', 'get', 'run', 'iterate'] as const) {
  const original = StatementSync.prototype[method] as (...args: unknown[]) => unknown;
  StatementSync.prototype[method] = function counted(this: StatementSync, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  } as never;
}

/** The collections that free memory; V8 also reports marking steps and weak callbacks, which free nothing. */
const COLLECTIONS = new Set(['Scavenge', 'MinorMarkSweep', 'MarkSweepCompact']);

let profiler = new v8.GCProfiler();
let usedAtStart = v8.getHeapStatistics().used_heap_size;
profiler.start();
let session: Session | undefined;
/** Every allocation of 16 KB on average is sampled, the ones collected since included. */
const SAMPLING = {
  samplingInterval: 16_384,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
};
let signals = 0;

async function report() {
  const usedNow = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  profiler = new v8.GCProfiler();
  let allocated = 0;
  let previous = usedAtStart;
  const byKind: Record<string, { count: number; pauseMs: number }> = {};
  for (const gc of statistics) {
    const kind = (byKind[gc.gcType] ??= { count: 0, pauseMs: 0 });
    kind.count += 1;
    kind.pauseMs += gc.cost / 1000;
    if (!COLLECTIONS.has(gc.gcType)) continue;
    // Nothing is freed between collections: what the heap grew by since the last one was allocated.
    allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - previous);
    previous = gc.afterGC.heapStatistics.usedHeapSize;
  }
  allocated += Math.max(0, usedNow - previous);
  const totals = { signal: ++signals, allocatedBytes: allocated, gcs: byKind, statements };
  statements = 0;
  if (session) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(path.join(profileDir!, `${signals}.heapprofile`), JSON.stringify(profile));
  } else if (profileDir) {
    session = new Session();
    session.connect();
  }
  if (session) await session.post('HeapProfiler.startSampling', SAMPLING);
  if (output) writeFileSync(output, JSON.stringify(totals));
  usedAtStart = v8.getHeapStatistics().used_heap_size;
  profiler.start();
}

process.on('SIGWINCH', () => void report());
