/**
 * How a server process is started, in one place (decision 075): `npm start` and the service unit
 * of docs/deploy.md (both `node scripts/start.js`, which runs the built server through
 * `runServer`), node:cluster's workers (cluster.ts), the fault tests' server (faults/server.ts)
 * and the demo site the benches and Lighthouse measure (scripts/lib/demo-site.ts). Nobody writes
 * node options anywhere else, so they cannot drift apart.
 *
 * The options, and why each is kept, are decision 087's (its table; figures in bench/NOTES.md,
 * 075 and 087):
 * - `--max-semi-space-size=8` and `--max-old-space-size=512`, two of the few V8 options Node
 *   documents as useful (and allows in NODE_OPTIONS): V8 otherwise sizes both generations from
 *   the machine's memory and the process ended at 500-522 MB after 10,000 uncached renders;
 *   with the old-space limit alone at 355-404, the semi-space limit alone at 451, both at
 *   241-325. A site whose live data neared 512 MB (several times today's ~65 MB) would stop with
 *   an out-of-memory error: raise it here for a much larger site.
 * - `--no-separate-gc-phases`, a V8 internal with no promise across releases, kept because alone
 *   it paid 17% of the resident memory after 10,000 uncached renders in quiet paired runs
 *   (235-238 MB against 283-287 with the two options alone; the budget is 250 MB). The four
 *   other garbage-collector flags of decisions 064-066 went: alone, pretenuring off paid 3%, and
 *   the MemBalancer and one marking thread cost memory (307-308 and 381-385 MB). Renders meet
 *   their throughput budget without any of them (decision 087).
 * No allocator variable: glibc's `MALLOC_*` paid 2-6% (decision 087), under the bar.
 * launcher.test.ts checks that this Node accepts every option and that decision 087 names each.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Node's command-line options for the server process (see above). */
export const serverNodeOptions: readonly string[] = [
  '--max-semi-space-size=8',
  '--max-old-space-size=512',
  '--no-separate-gc-phases',
];

/** What a process started by `runServer` needs on its command line that it lacks. */
function missingOptions(): string[] {
  return serverNodeOptions.filter((option) => !process.execArgv.includes(option));
}

/**
 * @public scripts/start.js imports it from the built server (apps/server/build), where knip does
 * not look.
 *
 * Runs the server's entry (main.js or main.ts) in this process when it already has the server's
 * node options, or else in a child started with them, this process passing on its signals and
 * ending with the child's exit code (so a service manager sees one server either way).
 */
export async function runServer(entry: string): Promise<void> {
  if (missingOptions().length === 0) {
    await import(pathToFileURL(entry).href);
    return;
  }
  const child = spawnServer(entry, { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGUSR2'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** Starts the server's entry in a child process with the server's node options. */
export function spawnServer(entry: string, options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, [...serverNodeOptions, ...extraOptions(options.env), entry], {
    ...options,
    env: options.env ?? process.env,
  });
}

/**
 * node:cluster's workers: this process's own options (a worker is the same program), and the
 * server's when this process was started without them.
 */
export function workerExecArgv(): string[] {
  return [...process.execArgv, ...missingOptions()];
}

/**
 * Options to try without editing this file, for a paired benchmark (bench/NOTES.md):
 * `ATRIUM_TRY_NODE_OPTIONS="--max-old-space-size=512"`. Not for production: what pays its way
 * belongs in `serverNodeOptions`, with its record.
 */
function extraOptions(env: NodeJS.ProcessEnv | undefined): string[] {
  return (env?.ATRIUM_TRY_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
}
