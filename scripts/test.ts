/**
 * `npm test`: the API suite on SQLite, the same suite on a throwaway PostgreSQL, the fault
 * suite, then the end-to-end suite when one exists; the typecheck, lint and knip beside them all.
 * Every phase runs even after a failure; the exit code is non-zero when any failed, and the last
 * line counts the tests ('N passed, N failed').
 *
 * The web build runs beside the SQLite phase (decision 047), the checks beside every phase at the
 * lowest CPU priority (decision 094): a phase run alongside another writes its output to a file,
 * printed whole when it ends, so the streamed phase stays readable. The vitest phases' temporary
 * files go to memory when there is room (decision 103).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { memoryTmpdir } from './lib/memory-tmpdir.ts';
import { startPostgres } from './lib/postgres.ts';
import { systemPackagesInstalled } from './lib/system-packages.ts';

assertNodeVersion();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const playwrightBin = path.join(root, 'node_modules/@playwright/test/cli.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-test-run-'));

type Counts = { passed: number; failed: number; skipped: number; flaky?: number };
type PhaseResult = { name: string; ok: boolean; seconds: number; counts?: Counts; note?: string; beside?: string };
const results: PhaseResult[] = [];

let cleanups: Array<() => void> = [];
/** The phases' processes, stopped first when we are interrupted. */
const running = new Set<ReturnType<typeof spawn>>();
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
/**
 * The vitest phases' temporary files (every test file's database and media, the PostgreSQL cluster
 * and its databases) in memory when there is room (decision 103): on a disk the kernel's side of
 * them cost the PostgreSQL phase 18-30 % more CPU. The fault suite keeps the disk: it measures the
 * server's memory and fills a disk of its own on purpose; the end-to-end suite gained nothing.
 */
const memoryTmp = memoryTmpdir();
if (memoryTmp) cleanups.push(() => rmSync(memoryTmp, { recursive: true, force: true }));
const inMemory: Record<string, string> = memoryTmp ? { TMPDIR: memoryTmp } : {};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.log(`\n${signal} received: stopping.`);
    for (const child of running) child.kill(signal);
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function header(title: string) {
  const line = '='.repeat(78);
  console.log(`\n${line}\n  ${title}\n${line}`);
}

/** Where a phase's output goes: the terminal, or (for a phase run alongside another) a log file. */
type Output = { fd: number | 'inherit'; log: (line: string) => void };
const terminal: Output = { fd: 'inherit', log: (line) => console.log(line) };

/**
 * Work that only fills the CPU the tests leave idle runs under Linux's SCHED_IDLE policy (through
 * util-linux's chrt, which Debian always has): it gets a core only when no other process wants
 * it, whatever that process's niceness, so the tests' time bounds and the fault suite's
 * measurements keep their meaning, also under `nice -n 19 npm test` on a shared machine.
 * Where chrt is missing or may not set the policy (a container's seccomp), it gets niceness 19:
 * about 1.5 % of a core a niceness-0 process shares with it.
 */
const chrt = ['/usr/bin/chrt', '/bin/chrt'].find(
  (candidate) => existsSync(candidate) && spawnSync(candidate, ['--idle', '0', 'true']).status === 0,
);

/** Runs a command with the phase's output; resolves with its exit code (signals count as failure). */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  out: Output,
  { idle = false }: { idle?: boolean } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const [file, argv]: [string, string[]] = idle && chrt ? [chrt, ['--idle', '0', command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: root, env, stdio: ['ignore', out.fd, out.fd] });
    // Before the command has started anything of its own: its children inherit the niceness.
    if (idle && !chrt && child.pid !== undefined) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Already gone (its exit is reported below), or a system without priorities: it runs as it is.
      }
    }
    running.add(child);
    child.on('error', (error) => {
      out.log(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

type PhaseWork = (out: Output) => Promise<Omit<PhaseResult, 'name' | 'seconds'>>;

async function timed(name: string, out: Output, work: PhaseWork): Promise<PhaseResult> {
  const started = performance.now();
  let result: Omit<PhaseResult, 'name' | 'seconds'>;
  try {
    result = await work(out);
  } catch (error) {
    out.log(`\n${name}: ${error instanceof Error ? error.message : String(error)}`);
    result = { ok: false };
  }
  return { name, seconds: (performance.now() - started) / 1000, ...result };
}

function record(result: PhaseResult) {
  results.push(result);
  console.log(`\n${result.name}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
}

/** A phase on its own, its output streamed. */
async function phase(name: string, work: PhaseWork) {
  header(name);
  record(await timed(name, terminal, work));
}

/**
 * A phase run while `beside` runs: its output goes to a file, printed under its own header once
 * it ends and the streamed phase is done. Call `finish()` after the streamed phase.
 */
function alongside(name: string, beside: string, work: PhaseWork): { finish: () => Promise<void> } {
  const logFile = path.join(scratch, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(logFile, 'w');
  const write = (line: string) => appendLine(fd, line);
  console.log(`\n(${name}: running alongside ${beside}; its output follows when both are done.)`);
  const done = timed(name, { fd, log: write }, work);
  return {
    finish: async () => {
      const result = await done;
      closeSync(fd);
      header(`${name} (ran alongside ${beside})`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      record({ ...result, beside });
    },
  };
}

function appendLine(fd: number, line: string) {
  writeSync(fd, `${line}\n`);
}

/** The environment for a child, without a database URL inherited from the caller. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

async function vitest(out: Output, label: string, extraEnv: Record<string, string> = {}, extraArgs: string[] = []) {
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
    out,
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

/**
 * The PostgreSQL, fault and end-to-end phases need Debian's packages, which .ci/run installs in
 * the background on a fresh machine while npm ci and the first phases run: wait for them, say how
 * long, and fail the phase (with apt's log) when the install failed.
 */
let reportedInstall = false;
async function systemPackages(out: Output) {
  const install = await systemPackagesInstalled();
  if (!reportedInstall && process.env.ATRIUM_SYSTEM_PACKAGES) {
    reportedInstall = true;
    const tail = install.ok ? install.log.trimEnd().split('\n').slice(-3) : install.log.trimEnd().split('\n');
    out.log(
      `Debian's packages, installed in the background: ${install.ok ? 'done' : 'FAILED'} (waited ${install.waitedSeconds.toFixed(1)} s)`,
    );
    for (const line of tail) out.log(`  ${line}`);
  }
  if (!install.ok) throw new Error("the background install of Debian's packages failed (apt's log above)");
}

const runStarted = performance.now();

/**
 * `node scripts/test.ts pg faults`: only the named phases (checks, sqlite, pg, faults, e2e); none
 * named runs all, except the checks when vitest filters narrow the run.
 */
const phases = ['checks', 'sqlite', 'pg', 'faults', 'e2e'] as const;
/** Anything else (`npm run test:pg -- apps/server/src/foundations/auth`) narrows the vitest phases as vitest's own filters. */
const args = process.argv.slice(2);
const named = args.filter((arg) => (phases as readonly string[]).includes(arg));
const vitestFilters = args.filter((arg) => !named.includes(arg));
const unknown = vitestFilters.filter((arg) => !arg.startsWith('-') && !/[/.]/.test(arg));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}: name any of ${phases.join(', ')}, or test files.`);
  process.exit(2);
}
const wanted = (name: (typeof phases)[number]) =>
  named.length === 0 ? name !== 'checks' || vitestFilters.length === 0 : named.includes(name);

// Typecheck, lint and knip (decision 072) test nothing at run time and have no time bound: they
// start first and run beside every other phase at the lowest CPU priority, so they take only the
// CPU the tests leave idle (the fault suite mostly waits on purpose) instead of two cores' worth
// of a step of their own before the tests (decision 094). tsc then knip, and eslint beside them,
// as each keeps one core busy; each writes to a log of its own, printed in that order.
const checksPhase = 'Typecheck, lint and knip';
const checksWork: PhaseWork = async (out) => {
  const npm = (script: string) => {
    const logFile = path.join(scratch, `checks-${script}.log`);
    const fd = openSync(logFile, 'w');
    const own: Output = { fd, log: (line) => appendLine(fd, line) };
    return {
      run: () => run('npm', ['run', script], childEnv(), own, { idle: true }).finally(() => closeSync(fd)),
      print: (code: number) => {
        out.log(`\n> npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
        out.log(readFileSync(logFile, 'utf8').trimEnd());
      },
    };
  };
  const [typecheck, knip, lint] = [npm('typecheck'), npm('knip'), npm('lint')];
  const [[typecheckCode, knipCode], lintCode] = await Promise.all([
    typecheck.run().then(async (code) => [code, await knip.run()] as const),
    lint.run(),
  ]);
  typecheck.print(typecheckCode);
  knip.print(knipCode);
  lint.print(lintCode);
  return { ok: typecheckCode === 0 && knipCode === 0 && lintCode === 0 };
};
const checks = wanted('checks') ? alongside(checksPhase, 'every other phase', checksWork) : undefined;

const hasE2e = wanted('e2e') && existsSync(path.join(root, 'playwright.config.ts'));

// The web build (for the end-to-end suite) is a single process and mostly waits on its own
// workers: it runs beside the first vitest phase, in a process of its own. The suite's global
// setup then finds it up to date (and would wait for it, through the build's lock, if not).
const buildPhase = 'Web build (for end-to-end)';
const buildWork: PhaseWork = async (out) => {
  const code = await run(
    node,
    ['--input-type=module', '-e', "import { ensureWebBuild } from './scripts/web-build.ts'; await ensureWebBuild();"],
    childEnv(),
    out,
  );
  return { ok: code === 0 };
};
const firstVitest = wanted('sqlite') ? 'the SQLite phase' : wanted('pg') ? 'the PostgreSQL phase' : undefined;
const build = hasE2e && firstVitest ? alongside(buildPhase, firstVitest, buildWork) : undefined;

if (memoryTmp) console.log(`Temporary files of the test phases in memory: ${memoryTmp}`);
if (wanted('sqlite')) await phase('API tests on SQLite (vitest)', (out) => vitest(out, 'sqlite', inMemory));
if (wanted('sqlite')) await build?.finish();

if (wanted('pg'))
  await phase('API tests on PostgreSQL (vitest)', async (out) => {
    await systemPackages(out);
    const pg = await startPostgres({
      onCleanup: (destroy) => cleanups.push(destroy),
      log: out.log,
      parent: memoryTmp,
    });
    try {
      return await vitest(out, 'postgres', { TEST_DATABASE_URL: pg.url, ...inMemory });
    } finally {
      pg.destroy();
    }
  });
if (!wanted('sqlite')) await build?.finish();
// Only the vitest phases use it: its memory goes back before the fault suite and the browsers start.
if (memoryTmp) rmSync(memoryTmp, { recursive: true, force: true });

// The real server killed, cut off from PostgreSQL and short of disk (its own clusters; npm run test:faults).
// Not beside the vitest or end-to-end phases: it measures the server's memory and answer times,
// which a busy CPU would skew (beside the end-to-end suite, a 300 MB upload's memory went over its
// bound; decision 047). The paced 300 MB upload is 35-40 s of mostly waiting: it runs beside the
// other fault files, which its memory bound allows for (faults/large-upload.fault.test.ts).
const faultsConfig = ['--config', 'vitest.faults.config.ts'];
const pacedUpload = 'faults/large-upload.fault.test.ts';
if (wanted('faults') && vitestFilters.length > 0) {
  await phase('Fault tests (vitest)', async (out) => {
    await systemPackages(out);
    return vitest(out, 'faults', {}, faultsConfig);
  });
} else if (wanted('faults')) {
  const upload = alongside('Fault test: a paced 300 MB upload (vitest)', 'the other fault tests', async (out) => {
    await systemPackages(out);
    return vitest(out, 'faults-upload', {}, [...faultsConfig, pacedUpload]);
  });
  await phase('Fault tests (vitest)', async (out) => {
    await systemPackages(out);
    return vitest(out, 'faults', {}, [...faultsConfig, '--exclude', pacedUpload]);
  });
  await upload.finish();
}

if (!wanted('e2e')) {
  // Not asked for.
} else if (hasE2e) {
  if (!build) await phase(buildPhase, buildWork);
  await phase('End-to-end tests (playwright)', async (out) => {
    await systemPackages(out);
    const report = path.join(scratch, 'playwright.json');
    const code = await run(
      node,
      [playwrightBin, 'test', '--reporter=list,json'],
      childEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
      out,
    );
    let counts: Counts | undefined;
    if (existsSync(report)) {
      try {
        const parsed = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
        const stats = parsed.stats ?? {};
        const flaky = flakyTitles(parsed.suites ?? []);
        if (flaky.length) {
          out.log(`\n${flaky.length} flaky (passed on retry; fix at its cause, decision 021):`);
          for (const title of flaky) out.log(`  ${title}`);
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

await checks?.finish();

header('Summary');
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  const flaky = r.counts?.flaky ? ` (${r.counts.flaky} of them flaky, named above)` : '';
  const counts = r.counts
    ? `${r.counts.passed} passed${flaky}, ${r.counts.failed} failed, ${r.counts.skipped} skipped`
    : '';
  const state = r.note ? r.note : r.ok ? 'passed' : 'FAILED';
  const beside = r.beside ? `   (beside ${r.beside})` : '';
  console.log(`  ${r.name.padEnd(36)} ${state.padEnd(8)} ${r.seconds.toFixed(1).padStart(6)} s   ${counts}${beside}`);
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
