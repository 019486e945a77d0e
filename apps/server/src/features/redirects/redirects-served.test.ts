import { LearnPageTypes } from '@atrium/contract/pages';
import type { Redirect } from '@atrium/contract/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { type SignedInContext, useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decision 078: redirects answered in front of the page cache, over real HTTP (the front door
 * is the server's request listener, which inject does not pass through).
 */
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

function redirectsApi(ctx: SignedInContext) {
  return {
    async add(from: string, to: string, status = 301): Promise<Redirect> {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/redirects/',
        headers: ctx.auth,
        payload: { from, to, status },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    },
    async patch(id: number, body: Record<string, unknown>): Promise<Redirect> {
      const res = await ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/redirects/${id}/`,
        headers: ctx.auth,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async remove(id: number) {
      const res = await ctx.t.app.inject({ method: 'DELETE', url: `/api/redirects/${id}/`, headers: ctx.auth });
      expect(res.statusCode, res.body).toBe(200);
    },
    async find(from: string): Promise<Redirect | undefined> {
      const res = await ctx.t.app.inject({
        url: `/api/redirects/?limit=100&searchedText=${encodeURIComponent(from)}`,
        headers: ctx.auth,
      });
      return (res.json().data as Redirect[]).find((r) => r.from === from);
    },
  };
}

describe('redirects in front of the page cache', () => {
  const ctx = useSignedInApp();
  const redirects = redirectsApi(ctx);
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listenOnLoopback(ctx.t.app)}`;
  });
  const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });
  const locationOf = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(301);
    return res.headers.get('location');
  };

  it('answers 301 and 302 with the target in Location, for GET and HEAD', async () => {
    await redirects.add('/old-page', '/new-page');
    await redirects.add('/campaign', 'https://example.org/spring?from=site', 302);
    const permanent = await get('/old-page');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('location')).toBe('/new-page');
    expect(permanent.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await permanent.text()).toBe('');
    const temporary = await get('/campaign');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('https://example.org/spring?from=site');
    expect(temporary.headers.get('cache-control')).toBe('no-cache');
    const head = await get('/old-page', { method: 'HEAD' });
    expect(head.status).toBe(301);
    expect(head.headers.get('location')).toBe('/new-page');
    // With or without the trailing slash: one address.
    expect(await locationOf('/old-page/')).toBe('/new-page');
  });

  it('carries the query string over to the target', async () => {
    await redirects.add('/with-query', '/target');
    await redirects.add('/target-has-one', '/landing?ref=old');
    expect(await locationOf('/with-query?utm_source=mail&q=a%20b')).toBe('/target?utm_source=mail&q=a%20b');
    expect(await locationOf('/target-has-one?x=1')).toBe('/landing?ref=old&x=1');
  });

  it('matches a from with a query on its parameters, carrying the others (WordPress’s /?p=12)', async () => {
    await redirects.add('/?p=12', '/blogs/twelve');
    expect(await locationOf('/?p=12')).toBe('/blogs/twelve');
    expect(await locationOf('/?utm_medium=feed&p=12')).toBe('/blogs/twelve?utm_medium=feed');
    expect((await get('/?p=13')).status).not.toBe(301);
    expect((await get('/')).status).not.toBe(301);
  });

  it('serves a chain in one hop, and stores it collapsed', async () => {
    const first = await redirects.add('/chain-a', '/chain-b');
    await redirects.add('/chain-b', '/chain-c');
    expect(await locationOf('/chain-a')).toBe('/chain-c');
    expect(await locationOf('/chain-b')).toBe('/chain-c');
    expect((await redirects.find('/chain-a'))?.to).toBe('/chain-c');
    // The other way round: the new redirect is stored pointing at the end of the chain.
    await redirects.add('/chain-z', '/chain-a');
    expect((await redirects.find('/chain-z'))?.to).toBe('/chain-c');
    expect(await locationOf('/chain-z')).toBe('/chain-c');
    expect(first.id).toBeGreaterThan(0);
  });

  it('serves a change on the very next request: added, edited, deleted', async () => {
    expect((await get('/moving')).status).not.toBe(301);
    const made = await redirects.add('/moving', '/first');
    expect(await locationOf('/moving')).toBe('/first');
    await redirects.patch(made.id, { to: '/second', status: 302 });
    const edited = await get('/moving');
    expect(edited.status).toBe(302);
    expect(edited.headers.get('location')).toBe('/second');
    await redirects.remove(made.id);
    expect((await get('/moving')).status).not.toBe(301);
  });

  it('wins over a cached page of its address, and leaves the other cached pages cached', async () => {
    await get('/rss.xml');
    expect((await get('/rss.xml')).headers.get('x-cache')).toBe('hit');
    const made = await redirects.add('/rss.xml', '/feed.xml');
    expect(await locationOf('/rss.xml')).toBe('/feed.xml');
    // Redirects held, other pages are still answered from the cache.
    await get('/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('x-cache')).toBe('hit');
    await redirects.remove(made.id);
    const back = await get('/rss.xml');
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('<rss');
  });

  it('lets a request carrying credentials through (an API client, never a visitor’s page)', async () => {
    await redirects.add('/credentials', '/elsewhere');
    expect((await get('/credentials', { headers: ctx.auth })).status).not.toBe(301);
  });

  it('counts hits in memory and writes them in a batch', async () => {
    const made = await redirects.add('/counted', '/somewhere');
    for (let i = 0; i < 3; i++) await locationOf(`/counted?n=${i}`);
    // Nothing is written per request.
    expect((await redirects.find('/counted'))?.hits).toBe(0);
    await ctx.t.app.redirects.flushHits();
    const counted = await redirects.find('/counted');
    expect(counted?.hits).toBe(3);
    expect(Date.parse(counted?.last_hit_at ?? '')).not.toBeNaN();
    await locationOf('/counted');
    await ctx.t.app.redirects.flushHits();
    expect((await redirects.find('/counted'))?.hits).toBe(3 + 1);
    expect(made.hits).toBe(0);
  });

  it('keeps a learn item’s old address: a slug change adds a 301, renaming back makes no loop', async () => {
    const learn = learnApi(ctx);
    const pages = pagesApi(ctx);
    const blog = await learn.created('blog', { title: 'Moving Post', status: 1 });
    const type = LearnPageTypes.blog;
    expect((await pages.patch(blog.slug, buildMeta('moved-post', type))).statusCode).toBe(200);
    expect(await locationOf(`/${type}/moving-post`)).toBe(`/${type}/moved-post`);
    expect(await locationOf(`/${type}/moving-post?utm=x`)).toBe(`/${type}/moved-post?utm=x`);
    expect((await get(`/${type}/moved-post`)).status).not.toBe(301);

    // Back to the first slug: the old redirect from it goes (the page answers there again).
    expect((await pages.patch('moved-post', buildMeta('moving-post', type))).statusCode).toBe(200);
    expect(await locationOf(`/${type}/moved-post`)).toBe(`/${type}/moving-post`);
    expect((await get(`/${type}/moving-post`)).status).not.toBe(301);
    expect(await redirects.find(`/${type}/moving-post`)).toBeUndefined();

    // A third slug: both older addresses lead there in one hop.
    expect((await pages.patch('moving-post', buildMeta('moved-again', type))).statusCode).toBe(200);
    expect(await locationOf(`/${type}/moving-post`)).toBe(`/${type}/moved-again`);
    expect(await locationOf(`/${type}/moved-post`)).toBe(`/${type}/moved-again`);
  });
});

describe.skipIf(!isPostgres)('two processes on one PostgreSQL', () => {
  type Instance = { app: Awaited<ReturnType<typeof buildApp>>; base: string; db: ReturnType<typeof createDatabase> };
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    await migrateToLatest(shared.db);
    for (let i = 0; i < 2; i++) {
      const db = createDatabase(shared.config);
      // A long poll: what reaches the other process is the content version's notice or lease.
      const app = await buildApp({
        config: { ...shared.config, pageCache: { ...shared.config.pageCache, pollMs: 60_000 } },
        db,
      });
      await app.ready();
      instances.push({ app, db, base: `http://127.0.0.1:${await listenOnLoopback(app)}` });
    }
  });
  afterAll(async () => {
    for (const { app, db } of instances) {
      await app.close();
      await db.destroy();
    }
    await shared?.close();
  });

  it('a redirect saved through one is answered by the other on its very next request', async () => {
    const [a, b] = instances as [Instance, Instance];
    const t = { app: b.app, db: b.db, config: shared.config, close: async () => {} } satisfies TestApp;
    const onB = redirectsApi({ t, auth: (await signedInAdmin(t)).headers });
    for (let i = 1; i <= 3; i += 1) {
      const from = `/across-${i}`;
      expect((await fetch(`${a.base}${from}`, { redirect: 'manual' })).status).not.toBe(301);
      const made = await onB.add(from, `/landed-${i}`);
      const answered = await fetch(`${a.base}${from}`, { redirect: 'manual' });
      expect(answered.status).toBe(301);
      expect(answered.headers.get('location')).toBe(`/landed-${i}`);
      await onB.remove(made.id);
      expect((await fetch(`${a.base}${from}`, { redirect: 'manual' })).status).not.toBe(301);
    }
  });
});
