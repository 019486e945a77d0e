import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnalyticsAnswer } from '@atrium/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { csvRecords } from '../../foundations/csv/csv.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { solvedCaptcha } from '../../testing/submissions.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { webBuildManifestFile } from '../../web-build-layout.ts';

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
  return html(200, page.path === '/' ? 'Home &amp; garden' : 'Page ' + page.path);
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
      const off = await buildApp({ config: { ...t.config, analytics: { enabled: false, days: 730 } }, db: t.db });
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
