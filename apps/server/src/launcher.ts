/**
 * How a server process is started, in one place (decision 075): `npm start` and the service unit
 * of docs/deploy.md (both `node scripts/start.js`, which runs the built server through
 * `runServer`), node:cluster's workers (cluster.ts), the fault tests' server (faults/server.ts)
 * and the demo site the benches and Lighthouse measure (scripts/lib/demo-site.ts). Nobody writes
 * node options or allocator variables by hand anywhere else, so they cannot drift apart.
 *
 * Two options, both of the few V8 options Node documents as useful and allows in NODE_OPTIONS
 * (not V8 internals), both kept because the memory budget (≤ 250 MB resident after 10,000
 * uncached renders) needs them, measured paired on the same build (bench/NOTES.md, 075):
 * - `--max-semi-space-size=8`: V8 lets its young generation grow to what it sizes for the
 *   machine's memory (two 64 MB semi-spaces here) and keeps it; with only the old-space limit
 *   the process ended at 355-404 MB, with both at 241-252 MB.
 * - `--max-old-space-size=512`: V8 sizes the old generation from the machine's memory too and
 *   lets it fill with garbage before collecting; with only the semi-space limit, 451 MB. A
 *   process whose live data came near 512 MB (several times today's ~75 MB) would stop with an
 *   out-of-memory error: raise it for a much larger site.
 * The five V8-internal flags and three glibc variables set before decision 075 were measured
 * again against these two and did not pay the 10% a flag must pay to be kept. An option added
 * here must be one Node documents, with a paired measurement and a decision record behind it;
 * launcher.test.ts checks that this Node accepts every one.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Node's command-line options for the server process (see above). */
export const serverNodeOptions: readonly string[] = ['--max-semi-space-size=8', '--max-old-space-size=512'];

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
  return spawn(process.execPath, [...serverNodeOptions, ...extraOptions(options.env), entry], options);
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
