import { Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { solvedCaptcha } from '../../testing/submissions.ts';
import { createTestApp, createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { createContentVersionRepository } from './content-version.repository.ts';

/**
 * The cache inside the app, over real HTTP (cache hits are answered in front of Fastify, which
 * inject does not pass through), with the feeds as the cached pages: they are rendered from the
 * database like the site's pages. The web pages themselves: e2e/page-cache.spec.ts.
 */
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** A fast poll, and the production lease (test-app.ts shortens it for the other tests). */
const fastPoll = (config: { pageCache: { maxBytes: number; pollMs: number } }) => ({
  pageCache: { maxBytes: config.pageCache.maxBytes, pollMs: 100 },
});

async function origin(app: Parameters<typeof listenOnLoopback>[0]) {
  return `http://127.0.0.1:${await listenOnLoopback(app)}`;
}

/** Asks until `check` holds or `ms` pass; true if it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

describe('page cache in the app', () => {
  const ctx = useSignedInApp(fastPoll);
  const learn = learnApi(ctx);
  let base = '';
  beforeAll(async () => {
    base = await origin(ctx.t.app);
  });
  const get = (path: string, init?: RequestInit) => fetch(base + path, init);
  const warm = async (path: string) => {
    await get(path);
    const again = await get(path);
    expect(again.headers.get('x-cache')).toBe('hit');
    return again;
  };

  it('a content write changes the cached page, before the write is answered', async () => {
    const blog = await learn.created('blog', { title: 'The first title' });
    expect(await (await warm('/rss.xml')).text()).toContain('The first title');
    const renamed = await learn.patch('blog', blog.id, { title: 'A better title' });
    expect(renamed.statusCode).toBe(200);
    const after = await get('/rss.xml');
    expect(after.headers.get('x-cache')).toBe('miss');
    const text = await after.text();
    expect(text).toContain('A better title');
    expect(text).not.toContain('The first title');
  });

  it('revalidates: 304 for the ETag it gave, on a hit and after a re-render of the same bytes', async () => {
    const sitemap = (await warm('/sitemap.xml')).headers.get('etag')!;
    const hit = await get('/sitemap.xml', { headers: { 'if-none-match': sitemap } });
    expect(hit.status).toBe(304);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(hit.headers.get('etag')).toBe(sitemap);

    const robots = (await warm('/robots.txt')).headers.get('etag')!;
    // A write empties the cache; rendered again, an unchanged file keeps its tag.
    await learn.created('video', { title: 'Unrelated', status: 0 });
    const again = await get('/robots.txt', { headers: { 'if-none-match': robots } });
    expect(again.headers.get('x-cache')).toBe('miss');
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(robots);
    expect((await get('/sitemap.xml', { headers: { 'if-none-match': sitemap } })).status).toBe(200);
  });

  it('public submissions and refused writes leave it alone', async () => {
    await warm('/rss.xml');
    const signup = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/mailinglists/',
      payload: { email: 'reader@example.org', status: 0, recaptchaToken: await solvedCaptcha(ctx.t) },
    });
    expect(signup.statusCode).toBe(201);
    const anonymous = await ctx.t.app.inject({ method: 'POST', url: '/api/learn-blogs/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/rss.xml')).headers.get('x-cache')).toBe('hit');
  });

  it('never keeps API answers or answers to a request with credentials', async () => {
    for (const path of ['/api/learn-content/', '/api/healthz/']) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get('x-cache')).toBeNull();
      expect(again.headers.get('etag')).toBeNull();
    }
    await warm('/rss.xml');
    const signedIn = await get('/rss.xml', { headers: ctx.auth });
    expect(signedIn.headers.get('x-cache')).toBe('miss');
  });

  it('hears of a write another process made, through the content version', async () => {
    await warm('/sitemap.xml');
    // A script (or another process) raising the version through its own connection.
    const other = createDatabase(ctx.t.config);
    try {
      await createContentVersionRepository(other, ctx.t.config.database.kind).bump();
    } finally {
      await other.destroy();
    }
    if (isPostgres) {
      // A script has no answer to hold back: its change is heard (notification, or a lease renewed).
      expect(await within(3000, async () => (await get('/sitemap.xml')).headers.get('x-cache') === 'miss')).toBe(true);
    } else {
      // SQLite: PRAGMA data_version saw the commit before this very request (decision 075).
      expect((await get('/sitemap.xml')).headers.get('x-cache')).toBe('miss');
    }
  });
});

describe('a cache hit', () => {
  it('is answered with the database closed (a failed read of the content version serves the page)', async () => {
    const t = await createTestApp();
    try {
      const base = await origin(t.app);
      await fetch(`${base}/rss.xml`);
      await t.db.destroy();
      const hit = await fetch(`${base}/rss.xml`);
      expect(hit.status).toBe(200);
      expect(hit.headers.get('x-cache')).toBe('hit');
      expect(await hit.text()).toContain('<rss');
      // A miss needs the database, which is gone.
      expect((await fetch(`${base}/sitemap.xml`)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.app.close();
      await t.close().catch(() => {});
    }
  });
});

describe.skipIf(!isPostgres)('two processes on one PostgreSQL', () => {
  type Instance = { app: Awaited<ReturnType<typeof buildApp>>; base: string; db: ReturnType<typeof createDatabase> };
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase(fastPoll);
    await migrateToLatest(shared.db);
    for (let i = 0; i < 2; i++) {
      // A long poll: what reaches the other process here is the notification.
      const db = createDatabase(shared.config);
      const app = await buildApp({
        config: { ...shared.config, pageCache: { ...shared.config.pageCache, pollMs: 60_000 } },
        db,
      });
      await app.ready();
      instances.push({ app, db, base: await origin(app) });
    }
  });
  afterAll(async () => {
    for (const { app, db } of instances) {
      await app.close();
      await db.destroy();
    }
    await shared?.close();
  });

  async function createBlog(instance: Instance, title: string) {
    const t = { app: instance.app, db: instance.db, config: shared.config, close: async () => {} } satisfies TestApp;
    return learnApi({ t, auth: (await signedInAdmin(t)).headers }).created('blog', { title });
  }

  const rssOf = async (instance: Instance) => (await fetch(`${instance.base}/rss.xml`)).text();

  it('a write on one empties the other’s cache', async () => {
    const [a, b] = instances as [Instance, Instance];
    await rssOf(a);
    expect(await rssOf(a)).not.toContain('Written on B');
    await createBlog(b, 'Written on B');
    expect(await within(3000, async () => (await rssOf(a)).includes('Written on B'))).toBe(true);
  });

  /** Cuts every LISTEN connection of the render caches (content-freshness.ts names them). */
  const cutListeners = (db: Instance['db']) =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'atrium-content'`.execute(db);

  it('catches up after its LISTEN connection is cut', async () => {
    const [a, b] = instances as [Instance, Instance];
    await rssOf(a);
    await cutListeners(a.db);
    await createBlog(b, 'Written while A was deaf');
    expect(await within(5000, async () => (await rssOf(a)).includes('Written while A was deaf'))).toBe(true);
  });

  // Decision 075: hits read nothing, yet a write answered by one process is on the other's very
  // next page: the writer answers only once every lease taken before its change has run out.
  it('a write answered by one is on the other’s very next cached page, each time', async () => {
    const [a, b] = instances as [Instance, Instance];
    for (let i = 1; i <= 5; i += 1) {
      await rssOf(a);
      const hit = await fetch(`${a.base}/rss.xml`);
      expect(hit.headers.get('x-cache')).toBe('hit');
      const title = `Written on B, answered, ${i}`;
      expect(await hit.text()).not.toContain(title);
      await createBlog(b, title);
      expect(await rssOf(a)).toContain(title);
    }
  });

  it('serves no stale page when its LISTEN connection is cut, neither before it notices nor after', async () => {
    const [a, b] = instances as [Instance, Instance];
    // Both listening again (the test above cut them).
    expect(await within(10_000, async () => (await fetch(`${a.base}/rss.xml`)).headers.get('x-cache') === 'hit')).toBe(
      true,
    );
    for (let i = 1; i <= 3; i += 1) {
      await rssOf(a);
      expect((await fetch(`${a.base}/rss.xml`)).headers.get('x-cache')).toBe('hit');
      const title = `Written on B after the cut, ${i}`;
      // The cut and the write race A's noticing it: its page must be fresh either way.
      await cutListeners(b.db);
      await createBlog(b, title);
      expect(await rssOf(a)).toContain(title);
      // Disconnected, A reads the version per request: still fresh, and still answered.
      const again = `Written on B while A reconnects, ${i}`;
      await createBlog(b, again);
      expect(await rssOf(a)).toContain(again);
    }
    // Back: hits again.
    expect(await within(10_000, async () => (await fetch(`${a.base}/rss.xml`)).headers.get('x-cache') === 'hit')).toBe(
      true,
    );
  });

  // In one test process a notification comes back within a millisecond or two, sooner than the
  // next request: the tests above would pass without the writer's wait. Here the LISTEN
  // connections are stalled (their sockets no longer read, as a process whose event loop is held
  // up or whose connection is half-open), so notifications never arrive: only the lease's term
  // and the writer's wait keep A's next page fresh.
  it('serves no stale page when notifications do not arrive at all', async () => {
    const [a, b] = instances as [Instance, Instance];
    expect(await within(10_000, async () => (await fetch(`${a.base}/rss.xml`)).headers.get('x-cache') === 'hit')).toBe(
      true,
    );
    // Both processes' LISTEN connections, once both are up: the test before killed them, and a
    // loaded machine may still be reconnecting one (its backoff starts at half a second).
    let listeners: Socket[] = [];
    const bothListening = await within(15_000, async () => {
      const { rows } = await sql<{ port: number }>`select client_port as port from pg_stat_activity
        where datname = current_database() and application_name = 'atrium-content'`.execute(a.db);
      const ports = new Set(rows.map((row) => row.port));
      const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
      listeners = handles.filter(
        (handle): handle is Socket => handle instanceof Socket && ports.has(handle.localPort ?? -1),
      );
      return listeners.length === 2;
    });
    expect(bothListening, 'both LISTEN connections up').toBe(true);
    try {
      for (const socket of listeners) socket.pause();
      for (let i = 1; i <= 3; i += 1) {
        const title = `Written on B, never announced, ${i}`;
        await createBlog(b, title);
        expect(await rssOf(a)).toContain(title);
      }
    } finally {
      for (const socket of listeners) socket.resume();
    }
  });
});
