import { LearnMessages } from '@atrium/contract/learn';
import { ScheduleMessages } from '@atrium/contract/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { INITIATIVES_CATEGORY_ID, learnApi, type LearnWire, refused, saved } from '../../testing/learn-fixtures.ts';
import { mp4Bytes } from '../../testing/media-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import type { SignedInContext } from '../../testing/use-test-app.ts';
import { createContentVersionRepository } from '../../foundations/page-cache/content-version.repository.ts';

/**
 * Scheduled publishing (decision 034) on both databases: the fields and their rules, every
 * public read before and after publish_at and unpublish_at, the Scheduled filter, and the timer
 * that empties the caches at the instant with no request. The clock is the real one plus an
 * offset the tests move: no test waits for a real minute.
 */
const RECENT_CONTENT_ID = 6;
const MINUTE = 60_000;

const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
/** Moves the app's clock to `iso` plus `ms`. */
const setClock = (iso: string, ms = 0) => {
  clock.offset = Date.parse(iso) + ms - Date.now();
};
/** An instant `minutes` from the app's now, on the minute. */
const inMinutes = (minutes: number) =>
  new Date(Math.ceil((clock.now().getTime() + minutes * MINUTE) / MINUTE) * MINUTE).toISOString();

const ctx = {} as SignedInContext;
beforeAll(async () => {
  const database = await createTestDatabase(() => ({}), { migrated: true });
  const app = await buildApp({ config: database.config, db: database.db, clock });
  await app.ready();
  const t: TestApp = { app, db: database.db, config: database.config, close: () => app.close().then(database.close) };
  ctx.t = t;
  ctx.auth = (await signedInAdmin(t)).headers;
});
afterAll(() => ctx.t?.close());

const learn = learnApi(ctx);
const get = (url: string, headers: Record<string, string> = {}) => ctx.t.app.inject({ url, headers });
/** The ids a public read answers (of one type: feed entries of other types are left out). */
const publicIds = async (url: string, type = 'blog') =>
  ((await get(url)).json().data as Array<{ id?: number; content_type?: string; data?: { id: number } }>)
    .filter((r) => r.content_type === undefined || r.content_type === type)
    .map((r) => r.data?.id ?? r.id);
const count = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).json().data.count;

describe('the fields', () => {
  it('take ISO instants (kept in UTC), refuse anything else, and clear with empty', async () => {
    const item = await learn.created('blog', {
      title: 'Normalised',
      publish_at: '2031-05-01T09:30:00+02:00',
      unpublish_at: '2031-06-01T00:00:00Z',
    });
    expect(item).toMatchObject({ publish_at: '2031-05-01T07:30:00.000Z', unpublish_at: '2031-06-01T00:00:00.000Z' });
    for (const bad of ['tomorrow', '2031-05-01', '2031-05-01T09:30', '2031-13-01T00:00:00Z', 12]) {
      refused(await learn.patch('blog', item.id, { publish_at: bad }), 'publish_at', ScheduleMessages.instantInvalid);
    }
    const cleared = saved(await learn.patch('blog', item.id, { publish_at: '', unpublish_at: null }));
    expect(cleared).toMatchObject({ publish_at: null, unpublish_at: null });
  });

  it('unpublish_at must be after publish_at, checked on the record as it would be saved', async () => {
    refused(
      await learn.create('article', { publish_at: '2031-05-01T10:00:00Z', unpublish_at: '2031-05-01T10:00:00Z' }),
      'unpublish_at',
      ScheduleMessages.unpublishBeforePublish,
    );
    const item = await learn.created('article', { publish_at: '2031-05-01T10:00:00Z' });
    refused(
      await learn.patch('article', item.id, { unpublish_at: '2031-04-30T10:00:00Z' }),
      'unpublish_at',
      ScheduleMessages.unpublishBeforePublish,
    );
    const slider = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/hero-sliders/',
      headers: ctx.auth,
      payload: { ...sliderBody('Window'), publish_at: '2031-05-02T00:00:00Z', unpublish_at: '2031-05-01T00:00:00Z' },
    });
    refused(slider, 'unpublish_at', ScheduleMessages.unpublishBeforePublish);
    const list = await get('/api/learn-articles/?status=1&limit=100', ctx.auth);
    expect(list.json().data.map((r: LearnWire) => r.id)).toEqual([item.id]);
  });

  it("a learn item's date may be its publish day, not later; without publish_at, not after today", async () => {
    const publishAt = inMinutes(3 * 24 * 60);
    const publishDay = publishAt.slice(0, 10);
    const later = new Date(Date.parse(publishAt) + 2 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    refused(await learn.create('video', { created_at: publishDay }), 'created_at', LearnMessages.dateInFuture);
    const item = await learn.created('video', { created_at: publishDay, publish_at: publishAt });
    expect(item.created_at).toBe(publishDay);
    refused(
      await learn.patch('video', item.id, { created_at: later }),
      'created_at',
      ScheduleMessages.dateAfterPublishDay,
    );
    // Without its publish_at the date would be in the future again.
    refused(await learn.patch('video', item.id, { publish_at: '' }), 'created_at', LearnMessages.dateInFuture);
  });
});

function sliderBody(title: string) {
  return {
    title: `<p>${title}</p>`,
    briefDescription: 'Brief',
    selectedPage: 'home',
    heroSliderType: 1,
    heroSliderVideoType: 0,
    heroSliderVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    status: 1,
  };
}

describe('what the public sees, before and after the instant', () => {
  it('a scheduled item is nowhere public until publish_at, everywhere after, and gone after unpublish_at', async () => {
    const categories = `${INITIATIVES_CATEGORY_ID},${RECENT_CONTENT_ID}`;
    const live = await learn.created('blog', { title: 'Already live', categories });
    const publishAt = inMinutes(10);
    const unpublishAt = inMinutes(20);
    const later = await learn.created('blog', {
      title: 'Ready for Monday',
      categories,
      created_at: '2025-03-02',
      publish_at: publishAt,
      unpublish_at: unpublishAt,
    });
    const slider = saved<{ id: number }>(
      await ctx.t.app.inject({
        method: 'POST',
        url: '/api/hero-sliders/',
        headers: ctx.auth,
        payload: { ...sliderBody('Monday slider'), publish_at: publishAt },
      }),
      201,
    );

    async function seen() {
      const feed = await publicIds('/api/learn-content/?limit=100');
      const byCategory = await publicIds(`/api/learn-content/?limit=100&categories=${INITIATIVES_CATEGORY_ID}`);
      const counts = (await get('/api/learn-content/category-counts/')).json().data as Array<{
        category: number;
        count: number;
      }>;
      const rss = (await get('/rss.xml')).body;
      const sitemap = (await get('/sitemap.xml')).body;
      return {
        list: (await publicIds('/api/learn-blogs/?limit=100')).includes(later.id),
        count: await count('/api/learn-blogs/count/'),
        slug: (await get(`/api/learn-blogs/slug/${later.slug}/`)).statusCode,
        meta: (await get(`/api/pages/${later.slug}/`)).statusCode,
        related: (await publicIds(`/api/learn-blogs/slug/${live.slug}/related/`)).includes(later.id),
        feed: feed.includes(later.id),
        feedCount: await count('/api/learn-content/count/'),
        byCategory: byCategory.includes(later.id),
        byCategoryCount: await count(`/api/learn-content/count/?categories=${INITIATIVES_CATEGORY_ID}`),
        categoryCount: counts.find((c) => c.category === INITIATIVES_CATEGORY_ID)?.count,
        recent: (await publicIds('/api/recent-content/?limit=100')).includes(later.id),
        rss: rss.includes('Ready for Monday'),
        sitemap: sitemap.includes(`/blogs/${later.slug}`),
        slider: (await publicIds('/api/hero-sliders/?limit=100')).includes(slider.id),
        sliderCount: await count('/api/hero-sliders/count/'),
        inSite: await ctx.t.app.operations.call('GET /learn-blogs/slug/:slug/', { params: { slug: later.slug } }),
      };
    }

    const before = await seen();
    expect(before).toMatchObject({
      list: false,
      slug: 404,
      meta: 404,
      related: false,
      feed: false,
      byCategory: false,
      recent: false,
      rss: false,
      sitemap: false,
      slider: false,
    });
    expect(before.inSite.status).toBe(404);
    // The administrator sees it, published.
    expect((await get(`/api/learn-blogs/${later.id}/`, ctx.auth)).json().data.status).toBe(1);

    setClock(publishAt);
    const after = await seen();
    expect(after).toMatchObject({
      list: true,
      count: before.count + 1,
      slug: 200,
      meta: 200,
      related: true,
      feed: true,
      feedCount: before.feedCount + 1,
      byCategory: true,
      byCategoryCount: before.byCategoryCount + 1,
      categoryCount: before.categoryCount! + 1,
      recent: true,
      rss: true,
      sitemap: true,
      slider: true,
      sliderCount: before.sliderCount + 1,
    });
    expect(after.inSite.status).toBe(200);

    setClock(unpublishAt);
    const ended = await seen();
    expect(ended).toMatchObject({
      list: false,
      count: before.count,
      slug: 404,
      meta: 404,
      related: false,
      feed: false,
      feedCount: before.feedCount,
      byCategory: false,
      byCategoryCount: before.byCategoryCount,
      categoryCount: before.categoryCount,
      recent: false,
      rss: false,
      sitemap: false,
      // The slider has no unpublish_at: it stays.
      slider: true,
    });
  });

  it('a scheduled podcast stays out of the podcast feed until its minute', async () => {
    const publishAt = inMinutes(5);
    const episode = await learn.created('podcast', {
      title: 'Scheduled episode',
      podCastVideoType: 1,
      podCastVideoUrl: undefined,
      podCastVideoFile: { filename: 'episode.mp4', content: mp4Bytes(), type: 'video/mp4' },
      publish_at: publishAt,
    });
    expect(episode.status).toBe(1);
    expect((await get('/podcast.xml')).body).not.toContain('Scheduled episode');
    setClock(publishAt);
    expect((await get('/podcast.xml')).body).toContain('Scheduled episode');
  });
});

describe('the Scheduled filter', () => {
  it('lists and counts the published items whose publish_at is to come; the public never gets them', async () => {
    const scheduled = await learn.created('article', { title: 'Filter scheduled', publish_at: inMinutes(60) });
    const draft = await learn.created('article', { title: 'Filter draft', status: 0, publish_at: inMinutes(60) });
    const now = await learn.created('article', { title: 'Filter now' });
    const ids = async (query: string) =>
      ((await get(`/api/learn-articles/?limit=100&${query}`, ctx.auth)).json().data as LearnWire[]).map((r) => r.id);
    expect(await ids('scheduled=true')).toContain(scheduled.id);
    expect(await ids('scheduled=true')).not.toContain(draft.id);
    expect(await ids('scheduled=true')).not.toContain(now.id);
    expect(await ids('scheduled=false&status=1')).toContain(now.id);
    expect(await ids('scheduled=false&status=1')).not.toContain(scheduled.id);
    const scheduledCount = await count('/api/learn-articles/count/?scheduled=true', ctx.auth);
    expect(scheduledCount).toBe((await ids('scheduled=true')).length);
    expect(await count('/api/learn-articles/count/?scheduled=true')).toBe(0);
    expect(await publicIds('/api/learn-articles/?scheduled=true')).toEqual([]);

    const bad = await get('/api/learn-articles/count/?scheduled=yes', ctx.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect((await get('/api/hero-sliders/count/?scheduled=true', ctx.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/admin-settings/', () => {
  it('answers the organisation time zone to an administrator only', async () => {
    expect((await get('/api/admin-settings/')).statusCode).toBe(401);
    const answer = await get('/api/admin-settings/', ctx.auth);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { orgTimezone: 'UTC' } });
  });
});

describe('the timer', () => {
  it('at publish_at it empties the cached pages and the site reads, with no request', async () => {
    const base = `http://127.0.0.1:${await listenOnLoopback(ctx.t.app)}`;
    const fetchText = async (path: string) => {
      const response = await fetch(base + path);
      return { cache: response.headers.get('x-cache'), text: await response.text() };
    };
    const publishAt = inMinutes(7);
    const item = await learn.created('blog', { title: 'Appears on its own', publish_at: publishAt });
    // Cached: the feed and the site's in-process read, both without the item.
    await fetchText('/rss.xml');
    expect(await fetchText('/rss.xml')).toMatchObject({ cache: 'hit' });
    const feedOp = () => ctx.t.app.operations.call('GET /learn-content/', { query: { limit: '100' } });
    const idsIn = (answer: Awaited<ReturnType<typeof feedOp>>) =>
      (answer.body.data as Array<{ content_type: string; data: { id: number } }>)
        .filter((e) => e.content_type === 'blog')
        .map((e) => e.data.id);
    expect(idsIn(await feedOp())).not.toContain(item.id);
    const versions = createContentVersionRepository(ctx.t.db, ctx.t.config.database.kind);
    const version = (await versions.read()).version;

    // 150 ms before the minute. The timer reads the schedule after every write and each minute;
    // a real clock does not jump, so it is told to read again now.
    setClock(publishAt, -150);
    await ctx.t.app.publishSchedule.rearm();
    const cachedBefore = await fetchText('/rss.xml');
    expect(cachedBefore.text).not.toContain('Appears on its own');

    // No request from here: only the timer can empty the cache.
    const deadline = Date.now() + 3_000;
    while ((await versions.read()).version === version && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await versions.read()).version).toBeGreaterThan(version);
    expect(clock.now().toISOString() >= publishAt).toBe(true);
    const after = await fetchText('/rss.xml');
    expect(after.cache).toBe('miss');
    expect(after.text).toContain('Appears on its own');
    expect(idsIn(await feedOp())).toContain(item.id);
  });

  it('another process sharing the database empties its cache at that minute too', async () => {
    // A second app on its own connection, hearing content versions every 100 ms (PostgreSQL also
    // notifies). Its own timer is left waiting: what changes its page here is this app's timer.
    const otherDb = createDatabase(ctx.t.config);
    const other = await buildApp({
      config: { ...ctx.t.config, pageCache: { ...ctx.t.config.pageCache, pollMs: 100 } },
      db: otherDb,
      clock,
    });
    try {
      await other.ready();
      const base = `http://127.0.0.1:${await listenOnLoopback(other)}`;
      const publishAt = inMinutes(9);
      await learn.created('blog', { title: 'Appears everywhere', publish_at: publishAt });
      const rss = async () => {
        const response = await fetch(`${base}/rss.xml`);
        return { cache: response.headers.get('x-cache'), text: await response.text() };
      };
      // Once the create has been heard there, the other process keeps a page without the item.
      const deadline = Date.now() + 3_000;
      while ((await rss()).cache !== 'hit' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await rss()).toMatchObject({ cache: 'hit' });
      expect((await rss()).text).not.toContain('Appears everywhere');

      setClock(publishAt, -150);
      await ctx.t.app.publishSchedule.rearm();
      const seen = Date.now() + 3_000;
      while (!(await rss()).text.includes('Appears everywhere') && Date.now() < seen) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await rss()).text).toContain('Appears everywhere');
    } finally {
      await other.close();
      await otherDb.destroy();
    }
  });
});
