/**
 * `npm test`: the API suite on SQLite, the same suite on a throwaway PostgreSQL, the fault
 * suite, then the end-to-end suite when one exists. Every phase runs even after a failure; the
 * exit code is non-zero when any failed, and the last line counts the tests ('N passed, N failed').
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { startPostgres } from './lib/postgres.ts';
import { ensureWebBuild } from './web-build.ts';

assertNodeVersion();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const playwrightBin = path.join(root, 'node_modules/@playwright/test/cli.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-test-run-'));

type Counts = { passed: number; failed: number; skipped: number; flaky?: number };
type PhaseResult = { name: string; ok: boolean; seconds: number; counts?: Counts; note?: string };
const results: PhaseResult[] = [];

let cleanups: Array<() => void> = [];
/** The phase's process, stopped first when we are interrupted. */
let current: ReturnType<typeof spawn> | undefined;
/** Runs every cleanup once, synchronously, so it also works from signal and exit handlers. */
function cleanUp() {
  const pending = cleanups.reverse();
  cleanups = [];
  for (const fn of pending) {
    try {
      fn();
    } catch (error) {
      console.error(`cleanup failed: ${String(error)}`);
    }
  }
}
cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.log(`\n${signal} received: stopping.`);
    current?.kill(signal);
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function header(title: string) {
  const line = '='.repeat(78);
  console.log(`\n${line}\n  ${title}\n${line}`);
}

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

async function phase(name: string, work: () => Promise<Omit<PhaseResult, 'name' | 'seconds'>>) {
  header(name);
  const started = performance.now();
  let result: Omit<PhaseResult, 'name' | 'seconds'>;
  try {
    result = await work();
  } catch (error) {
    console.log(`\n${name}: ${error instanceof Error ? error.message : String(error)}`);
    result = { ok: false };
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, ...result });
  console.log(`\n${name}: ${result.ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

/** The environment for a child, without a database URL inherited from the caller. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

async function vitest(label: string, extraEnv: Record<string, string> = {}, extraArgs: string[] = []) {
  const report = path.join(scratch, `vitest-${label}.json`);
  const code = await run(
    node,
    [
      vitestBin,
      'run',
      ...extraArgs,
      ...vitestFilters,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    childEnv(extraEnv),
  );
  return { ok: code === 0, counts: readVitestCounts(report) };
}

function readVitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    return {
      passed: r.numPassedTests ?? 0,
      failed: r.numFailedTests ?? 0,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  } catch {
    return undefined;
  }
}

const runStarted = performance.now();

/** `node scripts/test.ts pg faults`: only the named phases (sqlite, pg, faults, e2e); none named runs all. */
const phases = ['sqlite', 'pg', 'faults', 'e2e'] as const;
/** Anything else (`npm run test:pg -- apps/server/src/modules/auth`) narrows the vitest phases as vitest's own filters. */
const args = process.argv.slice(2);
const named = args.filter((arg) => (phases as readonly string[]).includes(arg));
const vitestFilters = args.filter((arg) => !named.includes(arg));
const unknown = vitestFilters.filter((arg) => !arg.startsWith('-') && !/[/.]/.test(arg));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}: name any of ${phases.join(', ')}, or test files.`);
  process.exit(2);
}
const wanted = (name: (typeof phases)[number]) => named.length === 0 || named.includes(name);

if (wanted('sqlite')) await phase('API tests on SQLite (vitest)', () => vitest('sqlite'));

if (wanted('pg'))
  await phase('API tests on PostgreSQL (vitest)', async () => {
    const pg = await startPostgres({ onCleanup: (destroy) => cleanups.push(destroy) });
    try {
      return await vitest('postgres', { TEST_DATABASE_URL: pg.url });
    } finally {
      pg.destroy();
    }
  });

// The real server killed, cut off from PostgreSQL and short of disk (its own clusters; npm run test:faults).
if (wanted('faults'))
  await phase('Fault tests (vitest)', () => vitest('faults', {}, ['--config', 'vitest.faults.config.ts']));

if (!wanted('e2e')) {
  // Not asked for.
} else if (existsSync(path.join(root, 'playwright.config.ts'))) {
  // On its own, so the summary shows what the build costs apart from the suite (the suite's
  // global setup then finds it up to date).
  await phase('Web build (for end-to-end)', async () => {
    await ensureWebBuild();
    return { ok: true };
  });
  await phase('End-to-end tests (playwright)', async () => {
    const report = path.join(scratch, 'playwright.json');
    const code = await run(
      node,
      [playwrightBin, 'test', '--reporter=list,json'],
      childEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
    );
    let counts: Counts | undefined;
    if (existsSync(report)) {
      try {
        const parsed = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
        const stats = parsed.stats ?? {};
        const flaky = flakyTitles(parsed.suites ?? []);
        if (flaky.length) {
          console.log(`\n${flaky.length} flaky (passed on retry; fix at its cause, decision 021):`);
          for (const title of flaky) console.log(`  ${title}`);
        }
        counts = {
          passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
          failed: stats.unexpected ?? 0,
          skipped: stats.skipped ?? 0,
          flaky: stats.flaky ?? 0,
        };
      } catch {
        counts = undefined;
      }
    }
    return { ok: code === 0, counts };
  });
} else {
  header('End-to-end tests (playwright)');
  console.log('No playwright.config.ts: skipped.');
  results.push({
    name: 'End-to-end tests (playwright)',
    ok: true,
    seconds: 0,
    note: 'skipped: no playwright.config.ts',
  });
}

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { stats?: Record<string, number>; suites?: PlaywrightSuite[] };

/** The tests that failed first and passed on their retry, as 'file:line title'. */
function flakyTitles(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} ${spec.title}`),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

header('Summary');
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  const flaky = r.counts?.flaky ? ` (${r.counts.flaky} of them flaky, named above)` : '';
  const counts = r.counts
    ? `${r.counts.passed} passed${flaky}, ${r.counts.failed} failed, ${r.counts.skipped} skipped`
    : '';
  const state = r.note ? r.note : r.ok ? 'passed' : 'FAILED';
  console.log(`  ${r.name.padEnd(36)} ${state.padEnd(8)} ${r.seconds.toFixed(1).padStart(6)} s   ${counts}`);
  if (r.counts) {
    total.passed += r.counts.passed;
    total.failed += r.counts.failed;
    total.skipped += r.counts.skipped;
  }
  // A phase that failed without a failing test (a crash, a server that would not start) counts as one failure.
  if (!r.ok && (!r.counts || r.counts.failed === 0)) total.failed += 1;
}
const failedPhases = results.filter((r) => !r.ok).map((r) => r.name);
console.log(`  total ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
if (failedPhases.length) console.log(`  failed phases: ${failedPhases.join('; ')}`);
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = failedPhases.length ? 1 : 0;
