/**
 * How a server process is started, in one place (decision 075): `npm start` and the service unit
 * of docs/deploy.md (both `node scripts/start.js`, which runs the built server through
 * `runServer`), node:cluster's workers (cluster.ts), the fault tests' server (faults/server.ts)
 * and the demo site the benches and Lighthouse measure (scripts/lib/demo-site.ts). Nobody writes
 * node options or allocator variables by hand anywhere else, so they cannot drift apart.
 *
 * The server runs with Node's and glibc's defaults: no V8 flag, no MALLOC_* variable. The seven
 * V8 flags and three glibc variables of decisions 046 to 066 were measured again, paired with
 * none on the same build, and none paid the 10% a flag must pay to be kept (five were garbage
 * collector internals with no stability promise, and Node upgrades change what they do); the
 * figures are in bench/NOTES.md (075). An option added here must be a documented, stable Node
 * option, with a paired measurement and a decision record behind it; launcher.test.ts checks
 * that this Node accepts every one.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Node's command-line options for the server process (none: see above). */
export const serverNodeOptions: readonly string[] = [];

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
