/**
 * Decision 044: several processes. Two processes behind nginx, each with a DATA_DIR of its own
 * (as on two boxes), sharing only PostgreSQL, an S3 bucket (s3rver) and JWT_SECRET, serve one site, and a rolling restart under load answers every request;
 * `WORKERS=2` forks two workers, and a SIGTERM lets an upload in flight finish.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/testing/free-port.ts';
import { mp4Stream, pngBytes, streamedMultipart } from '../apps/server/src/testing/media-fixtures.ts';
import { streamRequest } from '../apps/server/src/testing/raw-http.ts';
import { startS3Server } from '../apps/server/src/testing/s3-server.ts';
import { childPids } from '../scripts/lib/demo-site.ts';
import { type PostgresCluster, startPostgres } from '../scripts/lib/postgres.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { attempt, type Outcome, type ServerProcess, signIn, sleep, startServer, summary } from './server.ts';

const MB = 1024 * 1024;
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Checks `check` every 50 ms until it holds or `ms` pass; whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(50);
  }
  return false;
}

const describeOutcomes = (list: Outcome[]) =>
  list.slice(0, 5).map((o) => `${o.label} ${o.status ?? o.error} ${o.ms.toFixed(0)} ms`);

let cluster: PostgresCluster | undefined;
/** One PostgreSQL for the file; each test gets a database of its own on it. */
async function database(name: string): Promise<string> {
  cluster ??= await startPostgres({ log: () => {}, onCleanup: (destroy) => cleanups.push(destroy) });
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('two processes on one PostgreSQL behind nginx', () => {
  let databaseUrl: string;
  const dataDirs: string[] = [];
  let shared: Record<string, string>;
  const ports: number[] = [];
  const servers: ServerProcess[] = [];
  let nginx: Nginx;
  let auth: { authorization: string };

  const start = (i: number) => startServer({ dataDir: dataDirs[i]!, databaseUrl, port: ports[i], env: shared });

  beforeAll(async () => {
    databaseUrl = await database('two_processes');
    dataDirs.push(tempDir('atrium-faults-two-a-'), tempDir('atrium-faults-two-b-'));
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const bucket = s3.storage as Extract<typeof s3.storage, { driver: 's3' }>;
    shared = {
      JWT_SECRET: 'two-processes-share-this-signing-secret-0123456789',
      STORAGE: 's3',
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ENDPOINT: bucket.endpoint!,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    };
    ports.push(await freePort(), await freePort());
    // Both at once on an empty database: the migrations and the first administrator happen once.
    servers.push(...(await Promise.all([start(0), start(1)])));
    cleanups.push(() => Promise.all(servers.map((s) => s.kill('SIGKILL'))));
    nginx = await startNginx(ports);
    cleanups.push(() => nginx.stop());
    auth = await signIn(servers[0]!);
  });

  it('a write and an upload through one are on the other’s public pages and media at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // B holds the feed in its page cache before the write.
    await fetch(`${b.url}/rss.xml`);
    expect((await fetch(`${b.url}/rss.xml`)).headers.get('x-cache')).toBe('hit');

    const png = await pngBytes(40, 30);
    const form = new FormData();
    const fields = {
      selectedPage: 'learn',
      title: 'Written through A',
      description: '<p>Seen through B.</p>',
      created_at: '2025-03-01',
      categories: '5',
      status: '1',
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('BlogImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'through-a.png');
    const created = await fetch(`${a.url}/api/learn-blogs/`, { method: 'POST', headers: auth, body: form });
    const text = await created.text();
    expect(created.status, text).toBe(201);

    // PostgreSQL tells B of the change (the content version); no poll interval to wait for.
    const seenMs = performance.now();
    const seen = await within(3_000, async () =>
      (await (await fetch(`${b.url}/rss.xml`)).text()).includes('Written through A'),
    );
    expect(seen, 'the new blog in B’s feed within 3 s').toBe(true);
    console.log(
      `[faults] a write through A was in B's cached feed after ${(performance.now() - seenMs).toFixed(0)} ms`,
    );

    // The uploaded image, as B serves it.
    const image = JSON.stringify(JSON.parse(text)).match(/"(\/media\/[^"]+\.(?:png|webp|avif|jpe?g))"/)?.[1];
    expect(image, `an image path in ${text}`).toBeDefined();
    const served = await fetch(`${b.url}${image}`);
    expect(served.status, `B serving ${image}`).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('share their limits: the sixth failed sign-in is refused wherever it lands', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = (server: ServerProcess) =>
      fetch(`${server.url}/api/admin-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'someone-else@example.org', password: 'wrong-password-1' }),
      });
    // Five failures in 15 minutes per address and identifier (RATE_LIMITS), counted by both.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 ? b : a)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await login(b)).status).toBe(429);
  });

  it('a rolling restart under load through nginx answers every request', async () => {
    // Reads: nginx passes a read that a stopping process reset to the other process, never a
    // write (it cannot know whether the write happened). Writes go on across SIGHUP below.
    const outcomes = await underLoad(
      4,
      (c, n) => {
        const kind = n % 3;
        return kind === 0
          ? attempt('sitemap (render)', `${nginx.url}/sitemap.xml?n=${c}-${n}`, {}, 15_000)
          : kind === 1
            ? attempt('rss (cached)', `${nginx.url}/rss.xml`, {}, 15_000)
            : attempt('list', `${nginx.url}/api/industries/?limit=5`, { headers: auth }, 15_000);
      },
      async () => {
        const report: string[] = [];
        for (let i = 0; i < servers.length; i++) {
          const from = performance.now();
          const old = servers[i]!;
          old.signal('SIGTERM');
          await old.exited;
          expect(old.exit(), `process ${i} after SIGTERM:\n${old.output().slice(-2000)}`).toEqual({
            code: 0,
            signal: null,
          });
          const stoppedMs = performance.now() - from;
          servers[i] = await start(i);
          report.push(
            `process ${i}: stopped in ${stoppedMs.toFixed(0)} ms, serving again after ${(performance.now() - from).toFixed(0)} ms`,
          );
        }
        return report;
      },
    );
    expectAllAnswered(outcomes, () => nginx.errorLog().slice(-3000));
  }, 180_000);
});

/**
 * Runs `clients` loops of `request` while `during` runs (and 300 ms before it); prints a
 * summary with what `during` reports, and answers every outcome.
 */
async function underLoad(
  clients: number,
  request: (client: number, n: number) => Promise<Outcome>,
  during: () => Promise<string[]>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let loading = true;
  const loops = Array.from({ length: clients }, async (_, c) => {
    for (let n = 0; loading; n++) outcomes.push(await request(c, n));
  });
  let report: string[];
  try {
    await sleep(300);
    report = await during();
  } finally {
    loading = false;
    await Promise.all(loops);
  }
  console.log(`[faults] ${clients} clients: ${summary(outcomes)}\n  ${report.join('\n  ')}`);
  return outcomes;
}

/** The lines of a server's output that tell what its processes did (not its request log). */
const notable = (output: string) =>
  output
    .split('\n')
    .filter((line) => !/"(incoming request|request completed)"/.test(line))
    .join('\n')
    .slice(-4000);

function expectAllAnswered(outcomes: Outcome[], context: () => string) {
  const failed = outcomes.filter((o) => o.error || (o.status !== undefined && o.status >= 500));
  expect(
    describeOutcomes(failed),
    `requests without an answer or with a 5xx: ${failed.length ? context() : ''}`,
  ).toEqual([]);
  const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
  expect(describeOutcomes(unexpected), 'answers other than 200 and 201').toEqual([]);
  expect(outcomes.length).toBeGreaterThan(50);
}

describe('WORKERS=2', () => {
  it('forks two workers that serve, and a SIGTERM lets an upload in flight finish before exiting 0', async () => {
    const dataDir = tempDir('atrium-faults-workers-');
    // On PostgreSQL: on SQLite, workers writing at once wait for each other's write lock, and
    // that wait (node:sqlite's busy_timeout) holds the waiting worker's every request.
    const primary = await startServer({
      dataDir,
      databaseUrl: await database('workers'),
      env: { WORKERS: '2', LOG_LEVEL: 'info' },
    });
    cleanups.push(() => primary.kill('SIGKILL'));
    // The primary forks the second worker once the first listens: both are there soon after.
    expect(await within(60_000, async () => childPids(primary.pid).length === 2), 'two worker processes').toBe(true);
    await within(60_000, async () => primary.output().includes('2 workers serving'));
    const auth = await signIn(primary);

    // Every request reaches a worker: the two answer in turn.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt('healthz', `${primary.url}/api/healthz/`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

    // SIGHUP: each worker replaced by a new one that listens first; writes and reads meanwhile,
    // through nginx (which opens a connection per request: a client keeping connections alive
    // may see one closed under it as its worker stops, and must retry, as browsers do).
    const port = Number(new URL(primary.url).port);
    const proxy = await startNginx([port]);
    cleanups.push(() => proxy.stop());
    const rolled = primary.output().length;
    const outcomes = await underLoad(
      4,
      (c, n) =>
        n % 2 === 0
          ? attempt(
              'create',
              `${proxy.url}/api/industries/`,
              {
                method: 'POST',
                headers: { ...auth, 'content-type': 'application/json' },
                body: JSON.stringify({ industriesName: `rolling ${c}-${n}`, status: 1 }),
              },
              15_000,
            )
          : attempt('list', `${proxy.url}/api/industries/?limit=5`, { headers: auth }, 15_000),
      async () => {
        const from = performance.now();
        primary.signal('SIGHUP');
        const done = await within(90_000, async () => primary.output().slice(rolled).includes('rolling restart done'));
        expect(done, `the rolling restart:\n${notable(primary.output().slice(rolled))}`).toBe(true);
        return [`SIGHUP: both workers replaced in ${(performance.now() - from).toFixed(0)} ms`];
      },
    );
    expectAllAnswered(outcomes, () => primary.output().slice(-3000));
    expect(childPids(primary.pid).length).toBe(2);

    // A video slowly uploaded: 8 MB, quiet for 300 ms after every megabyte (about 2.5 s in all).
    const size = 8 * MB;
    const body = streamedMultipart(
      {
        title: 'Slow upload',
        briefDescription: 'Sent while stopping',
        selectedPage: 'home',
        heroSliderType: '1',
        heroSliderVideoType: '1',
      },
      {
        field: 'heroSliderVideoFile',
        filename: 'slow.mp4',
        type: 'video/mp4',
        size,
        chunks: mp4Stream(size, 128 * 1024),
      },
    );
    const upload = streamRequest(`${primary.url}/api/hero-sliders/`, {
      ...body,
      headers: { ...auth, ...body.headers },
      pause: { everyBytes: MB, ms: 300 },
    });
    await sleep(700);
    const stopAt = performance.now();
    primary.signal('SIGTERM');
    // The port closes to new connections while the upload goes on.
    expect(
      await within(
        3_000,
        async () => (await attempt('healthz', `${primary.url}/api/healthz/`, {}, 1_000)).error !== undefined,
      ),
    ).toBe(true);
    const res = await upload;
    expect(res.status, res.body).toBe(201);
    await primary.exited;
    console.log(
      `[faults] WORKERS=2: SIGTERM during an 8 MB upload; it finished, and the primary exited ${(performance.now() - stopAt).toFixed(0)} ms after the signal`,
    );
    expect(primary.exit(), primary.output().slice(-2000)).toEqual({ code: 0, signal: null });
  }, 240_000);
});
