/**
 * The app as `npm start` runs it (the built server, scripts/server-build.ts: the production web
 * build, the default log level) on a fresh data directory with the demo content, on a free loopback port:
 * what `npm run bench:site` and `npm run lighthouse` measure.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../../apps/server/src/launcher.ts';
import { freePort } from '../../apps/server/src/testing/free-port.ts';
import { builtServerEntry, ensureServerBuild } from '../server-build.ts';
import { webBuildDir } from '../web-build.ts';

/** A running demo site: where it answers, its process (for CPU accounting), how to stop it. */
export type DemoSite = { origin: string; pid: number; stop: () => Promise<void> };

/** A GET as node:http sends it (no Accept-Encoding unless given): status and body bytes. */
export function fetchBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

export async function waitUntil(check: () => Promise<boolean>, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts the app on the demo content; `databaseUrl` puts it on PostgreSQL instead of SQLite,
 * `env` sets more of its environment (PAGE_CACHE_MB).
 */
export async function startDemoSite(databaseUrl?: string, env: Record<string, string> = {}): Promise<DemoSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-demo-site-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  ensureServerBuild();
  // Started by the server's launcher (decision 075), as `npm start` starts it.
  const child = spawnServer(builtServerEntry, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      WEB_BUILD_DIR: webBuildDir,
      ...env,
    },
    // Production logs at info to stdout; here they go nowhere, as to a log shipper that keeps up.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`the app exited (code ${code}) before it answered`))),
  );
  try {
    // The demo seed runs before the app listens: once it answers, the content is there.
    await Promise.race([
      waitUntil(async () => (await fetchBytes(`${origin}/api/healthz/`)).status === 200, 'the app', 600_000),
      exited,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => {});
  return { origin, pid: child.pid!, stop };
}

/**
 * CPU time (user and system, ms) used so far by these processes and their children's threads,
 * from /proc: what a server spent, whatever else the machine did meanwhile.
 */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces), 1-based from field 3: utime is 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended has nothing more to count.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The processes a process started (nginx's workers), from /proc. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Linux's USER_HZ on every architecture Debian ships. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The pages the budgets name: home, learn, and the newest published blog. */
export async function measuredPages(origin: string): Promise<Array<{ name: string; path: string }>> {
  const blogs = await fetchBytes(`${origin}/api/learn-blogs/?status=1&limit=1&sort_by=-created_at`);
  const blog = (JSON.parse(blogs.body.toString()) as { data: Array<{ slug: string }> }).data[0];
  if (!blog) throw new Error('the demo content has no published blog');
  return [
    { name: 'home', path: '/' },
    { name: 'learn', path: '/learn' },
    { name: 'blog', path: `/blogs/${blog.slug}` },
  ];
}
