/**
 * The real server as a child process (apps/server/src/main.ts), for the fault tests: they kill
 * it, take its database away and fill its disk, so it cannot run inside the test's own process.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../apps/server/src/launcher.ts';
import { freePort } from '../apps/server/src/testing/free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainScript = path.join(root, 'apps/server/src/main.ts');

const ADMIN_EMAIL = 'faults@example.org';
const ADMIN_PASSWORD = 'fault-tolerant-9';

export type ServerOptions = {
  dataDir: string;
  /** PostgreSQL; SQLite in dataDir when unset. */
  databaseUrl?: string;
  /** Runs the server as this user (needs root): root ignores file permissions. */
  user?: { uid: number; gid: number };
  /** A port of its own (a process started again behind nginx keeps its port); free one by default. */
  port?: number;
  /** More of its environment (WORKERS). */
  env?: Record<string, string>;
};

export type ServerProcess = {
  url: string;
  pid: number;
  /** Null while it runs; how it ended once it has. */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Everything it printed (JSON log lines), for failure messages. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Sends a signal without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves when it has exited. */
  exited: Promise<void>;
};

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave a server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // The API alone: a web build left by another suite would only slow the start.
    WEB_BUILD_DIR: path.join(options.dataDir, 'no-web-build'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  // Started by the server's launcher, as `npm start` starts it (decision 075): what a fault test
  // measures of its memory and its pauses is then what production does.
  const child = spawnServer(mainScript, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(child);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    exit: () => exit,
    output: () => output,
    async kill(signal) {
      if (!exit) child.kill(signal);
      await exited;
    },
    signal: (signal) => void child.kill(signal),
    exited,
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`The server exited before it was ready (${JSON.stringify(exit)}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/healthz/`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  await server.kill('SIGKILL');
  throw new Error(`The server did not answer within 30 s:\n${output}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The first administrator's token (ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function signIn(server: ServerProcess): Promise<{ authorization: string }> {
  const res = await fetch(`${server.url}/api/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { access: string } };
  return { authorization: `Bearer ${body.data.access}` };
}

/** What one request got: an answer (status and JSON body) or an error (no answer), and how long it took. */
export type Outcome = {
  label: string;
  startedAt: number;
  ms: number;
  status?: number;
  // A JSON answer, read by each test as the shape its endpoint documents.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body?: any;
  error?: string;
};

/** Sends a request and never throws: a dropped connection or a timeout is an outcome too. */
export async function attempt(
  label: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = 10_000,
): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, and the envelope checks will say so.
    }
    return { label, startedAt, ms: performance.now() - startedAt, status: res.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const reason = cause?.code ?? (error as Error).name ?? String(error);
    return { label, startedAt, ms: performance.now() - startedAt, error: `${(error as Error).message} (${reason})` };
  }
}

export function createIndustry(
  server: ServerProcess,
  auth: { authorization: string },
  name: string,
  timeoutMs?: number,
) {
  return attempt(
    'create',
    `${server.url}/api/industries/`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ industriesName: name, status: 1 }),
    },
    timeoutMs,
  );
}

export function uploadImage(server: ServerProcess, auth: { authorization: string }, png: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fault.png');
  return attempt('upload', `${server.url}/api/ckeditor/images/`, { method: 'POST', headers: auth, body: form });
}

/** The uid and gid of a user, or undefined when there is no such user. */
export function userIds(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Whether `user` can run the server from this checkout: Node and the sources must be readable
 * by it (a checkout under /root, say, is not). The reason when not.
 */
export function canRunAs(user: { uid: number; gid: number }): { ok: true } | { ok: false; reason: string } {
  const probe = `try { require('node:fs').accessSync(process.argv[1], require('node:fs').constants.R_OK) } catch (e) { console.error(e.message); process.exit(1) }`;
  const check = spawnSync(process.execPath, ['-e', probe, mainScript], { ...user, encoding: 'utf8' });
  if (check.status === 0) return { ok: true };
  const why = check.error ? String(check.error) : check.stderr.trim();
  return { ok: false, reason: `uid ${user.uid} cannot run ${process.execPath} on ${mainScript}: ${why}` };
}

/** Short numbers for the report: count, median and worst time. */
export function summary(outcomes: Outcome[]): string {
  if (!outcomes.length) return 'none';
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return `${outcomes.length} requests, median ${median.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms`;
}
