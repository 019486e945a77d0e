import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AnalyticsAnswer,
  AnalyticsBeaconTexts,
  ItemFiguresTexts,
  type LearnItemFigures,
} from '@atrium/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { csvRecords } from '../../foundations/csv/csv.ts';
import { pageTokens } from '../../foundations/page-tokens/page-token.ts';
import { systemClock } from '../../service-deps.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { solvedCaptcha } from '../../testing/submissions.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { webBuildManifestFile } from '../../web-build-layout.ts';
import { createLearnService } from '../learn/learn.service.ts';

/**
 * Decision 082, over real HTTP: the page store answers before Fastify (inject never reaches it),
 * and every page it or the renderer answers must be counted exactly once.
 */

/** A site bundle whose pages carry a title; /search runs the site search as the real page does. */
function siteBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-analytics-web-'));
  mkdirSync(path.join(dir, 'server'));
  mkdirSync(path.join(dir, 'client', 'admin'), { recursive: true });
  writeFileSync(
    path.join(dir, 'server', 'site.js'),
    `const html = (status, title) => ({ status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from('<!DOCTYPE html><html><head><title>' + title + '</title></head><body></body></html>') });
export const sitePages = [{ path: '/' }, { path: '/learn' }, { path: '/search' }, { path: '/blogs/:slug' }];
export async function renderSitePage(page, url, params, deps) {
  if (params.slug === 'gone') return html(410, 'Gone');
  if (page.path === '/search') {
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    const answer = await deps.api({ method: 'GET', path: '/search/' }, { query: { q } });
    return html(200, 'Results for ' + q + ': ' + answer.body.total);
  }
  const path = new URL(url, 'http://x').pathname;
  const page200 = html(200, page.path === '/' ? 'Home &amp; garden' : 'Page ' + page.path);
  // As the real site marks a page for the beacon (decision 089), when the server says it is on.
  if (deps.config.beaconToken) page200.body = Buffer.concat([page200.body, Buffer.from('<span hidden data-island="beacon" data-path="' + path + '" data-token="' + deps.config.beaconToken(path) + '"></span>')]);
  return page200;
}
export async function renderNotFound() { return html(404, 'Not found'); }
export function forgetCachedHtml() {}
export function setCachedHtmlBytes() {}
`,
  );
  writeFileSync(path.join(dir, 'client', 'admin', 'index.html'), '<!doctype html>\n');
  writeFileSync(webBuildManifestFile(dir), JSON.stringify({ entry: 'site.js', styles: [] }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const today = () => new Date().toISOString().slice(0, 10);

describe('analytics: a controlled load, counted exactly', () => {
  const build = siteBuild();
  let t: TestApp;
  let editor: Record<string, string>;
  let base = '';
  const visit = (url: string, ua: string | undefined, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(base + url, {
      method,
      redirect: 'manual',
      headers: { ...(ua ? { 'user-agent': ua } : {}), ...headers },
    }).then(async (res) => {
      await res.arrayBuffer();
      return res;
    });
  const summary = async (query = `from=${today()}&to=${today()}`) => {
    const res = await t.app.inject({ url: `/api/analytics/?${query}`, headers: editor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AnalyticsAnswer;
  };

  beforeAll(async () => {
    t = await createTestApp(() => ({ webBuildDir: build.dir, publicUrl: 'https://site.example' }));
    editor = (await signedInAdmin(t, 'editor')).headers;
    base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  });
  afterAll(async () => {
    await t?.close();
    build.remove();
  });

  it('counts pages served from the cache and rendered, and leaves out bots, opt-outs, prefetches and errors', async () => {
    // A published item for the search that finds something.
    const admin = await signedInAdmin(t);
    await learnApi({ t, auth: admin.headers }).created('video', { title: 'Gardens in winter' });

    // Desktop: the home rendered, then from the store, then revalidated (a 304 is a view of a page
    // the browser kept), /learn from a news site, the same search twice in other spellings.
    expect((await visit('/', DESKTOP)).headers.get('x-cache')).toBe('miss');
    const cached = await visit('/', DESKTOP);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect((await visit('/', DESKTOP, { 'if-none-match': cached.headers.get('etag')! })).status).toBe(304);
    await visit('/learn', DESKTOP, { referer: 'https://www.news.example/story' });
    await visit('/search?q=Tulips%20%20Blue', DESKTOP);
    await visit('/search?q=tulips+blue', DESKTOP);
    // Phone: from a campaign, twice, and a search that finds the item.
    await visit('/learn?utm_source=Letter&utm_medium=email&utm_campaign=spring', PHONE);
    await visit('/learn?utm_source=Letter&utm_medium=email&utm_campaign=spring', PHONE);
    await visit('/search?q=gardens', PHONE, { referer: 'https://site.example/learn' });
    // Tablet: one article.
    await visit('/blogs/hello', TABLET);

    // Not counted.
    await visit('/', GOOGLEBOT);
    await visit('/', undefined);
    await visit('/', DESKTOP, { dnt: '1' });
    await visit('/', DESKTOP, { 'sec-gpc': '1' });
    await visit('/learn', DESKTOP, { 'sec-purpose': 'prefetch' });
    await visit('/', DESKTOP, {}, 'HEAD');
    expect((await visit('/nowhere', DESKTOP)).status).toBe(404);
    expect((await visit('/blogs/gone', DESKTOP)).status).toBe(410);
    await visit('/admin/dashboard', DESKTOP);
    await visit('/sitemap.xml', DESKTOP);

    // A form sent from the learn page; one sent with no page known.
    for (const referer of ['https://site.example/learn', undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mailinglists/',
        headers: referer ? { referer } : {},
        payload: { email: `reader${referer ? 1 : 2}@example.org`, status: 0, recaptchaToken: await solvedCaptcha(t) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    await t.app.analytics.flush();
    const figures = await summary();
    expect(figures.pageviews).toBe(10);
    expect(figures.visitors).toBe(3);
    expect(figures.series).toEqual([{ day: today(), pageviews: 10, visitors: 3 }]);
    expect(figures.hours.reduce((sum, hour) => sum + hour.pageviews, 0)).toBe(10);
    expect(figures.hours.every((hour) => hour.hour.startsWith(`${today()}T`))).toBe(true);
    expect(figures.pages).toEqual([
      { path: '/learn', title: 'Page /learn', pageviews: 3, visitors: 2 },
      { path: '/search', title: null, pageviews: 3, visitors: 2 },
      { path: '/', title: 'Home & garden', pageviews: 3, visitors: 1 },
      { path: '/blogs/hello', title: 'Page /blogs/:slug', pageviews: 1, visitors: 1 },
    ]);
    expect(figures.referrers).toEqual([
      { source: '', pageviews: 7, visitors: 3 },
      { source: 'letter', pageviews: 2, visitors: 1 },
      { source: 'news.example', pageviews: 1, visitors: 1 },
    ]);
    expect(figures.devices).toEqual([
      { device: 'desktop', pageviews: 6, visitors: 1 },
      { device: 'mobile', pageviews: 3, visitors: 1 },
      { device: 'tablet', pageviews: 1, visitors: 1 },
    ]);
    expect(figures.campaigns).toEqual([
      { source: 'letter', medium: 'email', campaign: 'spring', pageviews: 2, visitors: 1 },
    ]);
    expect(figures.searches).toEqual([
      { query: 'tulips blue', count: 2, results: 0 },
      { query: 'gardens', count: 1, results: 1 },
    ]);
    expect(figures.forms).toEqual({
      totals: [{ form: 'mailinglists', submissions: 2 }],
      pages: [
        { form: 'mailinglists', path: '', submissions: 1, visitors: 0, conversion: 0 },
        { form: 'mailinglists', path: '/learn', submissions: 1, visitors: 2, conversion: 0.5 },
      ],
    });

    // No address and no user agent anywhere in what is kept.
    for (const table of [
      'analytics_hourly',
      'analytics_totals',
      'analytics_seen',
      'analytics_titles',
      'analytics_searches',
      'analytics_forms',
    ] as const) {
      const stored = JSON.stringify(await t.db.selectFrom(table).selectAll().execute());
      expect(stored).not.toMatch(/127\.0\.0\.1|Mozilla|iPhone/);
    }
  });

  it('answers the same figures as CSV', async () => {
    const res = await t.app.inject({ url: `/api/analytics/export/?from=${today()}&to=${today()}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRecords(res.body).map((record) => record.cells);
    expect(rows[0]).toEqual(['section', 'key', 'detail', 'pageviews', 'visitors', 'count']);
    expect(rows).toContainEqual(['total', `${today()}..${today()}`, '', '10', '3', '']);
    expect(rows).toContainEqual(['search', 'tulips blue', '0', '', '', '2']);
    expect(rows).toContainEqual(['page', '/', 'Home & garden', '3', '1', '']);
  });

  it('refuses the anonymous, bad dates, a reversed or too long range', async () => {
    expect((await t.app.inject({ url: `/api/analytics/?from=${today()}&to=${today()}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/analytics/export/?from=${today()}&to=${today()}` })).statusCode).toBe(401);
    for (const [query, message] of [
      ['from=2026-02-30&to=2026-03-01', 'from must be a real date.'],
      ['from=yesterday&to=2026-03-01', 'from must be a date as YYYY-MM-DD.'],
      ['from=2026-03-02&to=2026-03-01', 'to must be on or after from.'],
      ['from=2020-01-01&to=2026-03-01', 'A range is at most 731 days.'],
      ['to=2026-03-01', 'from must be a date as YYYY-MM-DD.'],
    ]) {
      const res = await t.app.inject({ url: `/api/analytics/?${query}`, headers: editor });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
    // A range with nothing in it: zeros, not an error.
    const empty = await summary('from=2020-01-01&to=2020-01-31');
    expect(empty).toMatchObject({ pageviews: 0, visitors: 0, pages: [], series: [], hours: [], searches: [] });
  });
});

describe('analytics: processes add up, and closing writes what was counted', () => {
  it('two apps on one database, each closed before its batch was due, and none with ANALYTICS=false', async () => {
    const build = siteBuild();
    const t = await createTestApp(() => ({ webBuildDir: build.dir, publicUrl: 'https://site.example' }));
    try {
      const second = await buildApp({ config: t.config, db: t.db });
      const off = await buildApp({
        config: { ...t.config, analytics: { enabled: false, days: 730, beacon: false } },
        db: t.db,
      });
      const ports = [await listenOnLoopback(t.app), await listenOnLoopback(second), await listenOnLoopback(off)];
      for (const port of ports)
        for (let i = 0; i < 3; i += 1)
          await fetch(`http://127.0.0.1:${port}/learn`, { headers: { 'user-agent': DESKTOP } }).then((r) => r.text());
      // Closed as SIGTERM closes them (server.ts): the batches not yet due are written on close.
      await second.close();
      await off.close();
      await t.app.analytics.flush();
      const rows = await t.db
        .selectFrom('analytics_totals')
        .select(['dimension', 'value', 'views', 'visitors'])
        .where('dimension', 'in', ['site', 'page'])
        .where('span', '=', 1)
        .orderBy('dimension')
        .execute();
      // One visitor (same address and browser, same day's secret) across both processes.
      expect(rows).toEqual([
        { dimension: 'page', value: '/learn', views: 6, visitors: 1 },
        { dimension: 'site', value: '', views: 6, visitors: 1 },
      ]);
    } finally {
      await t.close();
      build.remove();
    }
  });
});

describe('analytics: a learn item’s own figures (decision 089)', () => {
  const build = siteBuild();
  let t: TestApp;
  let editor: Record<string, string>;
  let admin: { authorization: string };
  let base = '';
  const read = (url: string, ua: string) =>
    fetch(base + url, { headers: { 'user-agent': ua }, redirect: 'manual' }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  const figures = async (type: string, id: number | string, headers = editor) =>
    t.app.inject({ url: `/api/analytics/learn/${type}/${id}/`, headers });

  beforeAll(async () => {
    t = await createTestApp(() => ({ webBuildDir: build.dir, publicUrl: 'https://site.example' }));
    editor = (await signedInAdmin(t, 'editor')).headers;
    admin = (await signedInAdmin(t)).headers;
    base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  });
  afterAll(async () => {
    await t?.close();
    build.remove();
  });

  it('counts the item’s addresses, the one it had before a slug change too, day by day for 30 days', async () => {
    const learn = learnApi({ t, auth: admin });
    const item = await learn.created('blog', { title: 'Pruning roses' });
    const other = await learn.created('blog', { title: 'Pruning apples' });
    const before = `/blogs/${item.slug}`;
    expect(await read(before, DESKTOP)).toBe(200);
    expect(await read(before, DESKTOP)).toBe(200);
    expect(await read(`/blogs/${other.slug}`, PHONE)).toBe(200);
    await t.app.analytics.flush();
    await createLearnService({ db: t.db, clock: systemClock }).changeSlug('blog', item.id, 'roses-in-winter');
    expect(await read('/blogs/roses-in-winter', PHONE)).toBe(200);
    await read('/blogs/roses-in-winter', GOOGLEBOT);
    await t.app.analytics.flush();

    const res = await figures('blog', item.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as LearnItemFigures;
    expect(data).toMatchObject({
      to: today(),
      paths: ['/blogs/roses-in-winter', before],
      pageviews: 3,
      visitors: 2,
    });
    expect(data.series).toHaveLength(30);
    expect(data.series[0]!.day).toBe(data.from);
    expect(data.series.at(-1)).toEqual({ day: today(), pageviews: 3, visitors: 2 });
    expect(data.series.slice(0, -1).every((day) => day.pageviews === 0 && day.visitors === 0)).toBe(true);

    // Another type's item with the same id is another item; an item never read has zeros.
    const unread = (await figures('blog', other.id)).json().data as LearnItemFigures;
    expect(unread).toMatchObject({ paths: [`/blogs/${other.slug}`], pageviews: 1, visitors: 1 });
  });

  it('refuses the anonymous, an unknown type or id, and answers 404 for an item that does not exist', async () => {
    expect((await t.app.inject({ url: '/api/analytics/learn/blog/1/' })).statusCode).toBe(401);
    for (const [type, id] of [
      ['poem', 1],
      ['blog', 0],
      ['blog', 'x1'],
      ['blog', 2 ** 31],
    ] as const)
      expect((await figures(type, id)).statusCode, `${type} ${id}`).toBe(400);
    const missing = await figures('video', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ItemFiguresTexts.notFound);
  });
});

describe('analytics: the beacon, for a site behind a CDN (decision 089)', () => {
  const build = siteBuild();
  let t: TestApp;
  let editor: Record<string, string>;
  let base = '';
  const beacon = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/beacon/',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  /** The page's own path and token, as its beacon island reads them. */
  const pageMark = async (url: string) => {
    const res = await fetch(base + url, { headers: { 'user-agent': DESKTOP } });
    const html = await res.text();
    const found = /data-path="([^"]+)" data-token="([^"]+)"/.exec(html);
    expect(found, html).not.toBeNull();
    return { path: found![1]!, token: found![2]! };
  };

  beforeAll(async () => {
    t = await createTestApp((config) => ({
      webBuildDir: build.dir,
      publicUrl: 'https://site.example',
      analytics: { ...config.analytics, beacon: true },
    }));
    editor = (await signedInAdmin(t, 'editor')).headers;
    base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  });
  afterAll(async () => {
    await t?.close();
    build.remove();
  });

  it('counts what the beacon sends by the server’s rules, and no page served counts itself', async () => {
    const learn = await pageMark('/learn?utm_source=ignored');
    expect(learn).toEqual({ path: '/learn', token: expect.stringMatching(/^[\w-]{22}$/) });
    const home = await pageMark('/');
    const counted = async (payload: unknown, headers?: Record<string, string>) => {
      const res = await beacon(payload, headers);
      expect(res.statusCode, res.body).toBe(202);
      return (res.json().data as { counted: boolean }).counted;
    };
    expect(
      await counted({
        ...learn,
        search: '?utm_source=Letter&utm_medium=email&utm_campaign=spring',
        referrer: 'https://www.news.example/story',
      }),
    ).toBe(true);
    expect(await counted({ ...home, search: '', referrer: '' })).toBe(true);
    expect(await counted({ ...home }, { 'user-agent': PHONE })).toBe(true);
    // The server's rules: bots, no user agent, DNT, GPC.
    expect(await counted(home, { 'user-agent': GOOGLEBOT })).toBe(false);
    expect(await counted(home, { 'user-agent': '' })).toBe(false);
    expect(await counted(home, { dnt: '1' })).toBe(false);
    expect(await counted(home, { 'sec-gpc': '1' })).toBe(false);

    await t.app.analytics.flush();
    const res = await t.app.inject({ url: `/api/analytics/?from=${today()}&to=${today()}`, headers: editor });
    const figures = res.json().data as AnalyticsAnswer;
    // The pages fetched above (served and rendered) counted nothing: only the three beacons.
    expect(figures).toMatchObject({ pageviews: 3, visitors: 2 });
    expect(figures.pages).toEqual([
      { path: '/', title: 'Home & garden', pageviews: 2, visitors: 2 },
      { path: '/learn', title: 'Page /learn', pageviews: 1, visitors: 1 },
    ]);
    expect(figures.campaigns).toEqual([
      { source: 'letter', medium: 'email', campaign: 'spring', pageviews: 1, visitors: 1 },
    ]);
    expect(figures.devices.map((one) => one.device)).toEqual(['desktop', 'mobile']);
  });

  it('refuses what is not a page’s beacon: forged, foreign, cut, empty, NUL, oversize, wrong type, too many', async () => {
    const pageviews = async () => {
      await t.app.analytics.flush();
      const res = await t.app.inject({ url: `/api/analytics/?from=${today()}&to=${today()}`, headers: editor });
      return (res.json().data as AnalyticsAnswer).pageviews;
    };
    const counted = await pageviews();
    const home = await pageMark('/');
    const refusedWith = async (status: number, payload: unknown, headers?: Record<string, string>) => {
      const res = await beacon(payload, headers);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`).toBe(status);
      expect(res.json().success).toBe(false);
    };
    // Another page's token, a made-up one, a path it was not made for.
    await refusedWith(400, { path: '/learn', token: home.token });
    await refusedWith(400, { path: '/', token: 'A'.repeat(22) });
    await refusedWith(400, { path: '/', token: home.token.slice(1) });
    // Not a path of this site.
    for (const path of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'learn', '', '/a b'])
      await refusedWith(400, { path, token: home.token });
    await refusedWith(400, { ...home, search: 'utm_source=x' });
    await refusedWith(400, { ...home, extra: 1 });
    await refusedWith(400, { ...home, referrer: 'x'.repeat(1025) });
    await refusedWith(400, { ...home, path: '/\u0000' });
    await refusedWith(400, { ...home, referrer: 'https://a.example/\u0000' });
    await refusedWith(400, '{"path":"/","tok');
    await refusedWith(400, '');
    await refusedWith(400, 'null');
    await refusedWith(413, JSON.stringify({ ...home, referrer: 'x'.repeat(1024 * 1024) }));
    await refusedWith(415, JSON.stringify(home), { 'content-type': 'text/plain' });
    await refusedWith(415, JSON.stringify(home), { 'content-type': 'application/x-www-form-urlencoded' });

    // One address: 120 a minute, then 429 before the body is read; another address is not held back.
    for (let i = 0; i < 120; i += 1) expect((await beacon(home, {}, '203.0.113.9')).statusCode).toBe(202);
    const over = await beacon(home, {}, '203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(AnalyticsBeaconTexts.tooMany);
    expect((await beacon(home, {}, '203.0.113.10')).statusCode).toBe(202);

    // What was accepted is counted, and nothing refused: the 121 beacons answered 202.
    expect(await pageviews()).toBe(counted + 121);
  });
});

describe('analytics: the beacon is off by default', () => {
  it('pages carry no beacon mark, and a beacon counts nothing', async () => {
    const build = siteBuild();
    const t = await createTestApp(() => ({ webBuildDir: build.dir, publicUrl: 'https://site.example' }));
    try {
      const base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
      const html = await (await fetch(`${base}/`, { headers: { 'user-agent': DESKTOP } })).text();
      expect(html).not.toContain('data-island="beacon"');
      const token = pageTokens(t.config.jwtSecret).sign('/');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/beacon/',
        headers: { 'content-type': 'application/json', 'user-agent': DESKTOP },
        payload: { path: '/', token },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data).toEqual({ counted: false });
      await t.app.analytics.flush();
      // The page the server served is counted; the beacon is not.
      const rows = await t.db
        .selectFrom('analytics_totals')
        .select(['views'])
        .where('dimension', '=', 'site')
        .where('span', '=', 1)
        .execute();
      expect(rows).toEqual([{ views: 1 }]);
    } finally {
      await t.close();
      build.remove();
    }
  });
});
