import { systemClock } from '../../service-deps.ts';
import {
  type LearnCategoryCount,
  type LearnFeedItem,
  LearnMessages,
  type LearnType,
  LearnTypes,
  RECENT_CONTENT_LIMIT,
} from '@atrium/contract/learn';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire, pngPart, YOUTUBE_WATCH } from '../../testing/learn-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { createLearnService } from './learn.service.ts';

const ctx = useSignedInApp();
const api = learnApi(ctx);
/** The system category the home page's recent content comes from (the sixth the migration inserts). */
const RECENT_CONTENT_ID = 6;

type Item = {
  type: LearnType;
  id: number;
  slug: string;
  position: number;
  date: string;
  status: 0 | 1;
  page: 'home' | 'learn';
  categories: number[];
};

const key = (type: string, id: number) => `${type}:${id}`;
const keysOf = (items: Array<{ content_type: string; data: { id: number } }>) =>
  items.map((i) => key(i.content_type, i.data.id));

describe('an item by its slug', () => {
  it('answers a published item with its record', async () => {
    const item = await api.created('blog', { title: 'Readable Blog', authorName: 'Ada' });
    const body = await api.read<LearnWire>('/api/learn-blogs/slug/readable-blog/');
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: item.id,
      slug: 'readable-blog',
      title: 'Readable Blog',
      authorName: 'Ada',
      categoryNames: ['Initiatives'],
    });
  });

  it('answers 404 with the envelope for a draft, a deleted item, another type’s slug or an unknown slug', async () => {
    const draft = await api.created('video', { title: 'Hidden Draft', status: 0 });
    const deleted = await api.created('video', { title: 'Deleted One' });
    await api.remove('video', deleted.id);
    await api.created('podcast', { title: 'Podcast Only' });
    for (const url of [
      '/api/learn-videos/slug/hidden-draft/',
      '/api/learn-videos/slug/deleted-one/',
      '/api/learn-videos/slug/podcast-only/',
      '/api/learn-videos/slug/no-such-item/',
      '/api/learn-videos/slug/NOT%20a%20slug/',
    ]) {
      const body = await api.read(url, 404);
      expect(body, url).toEqual({ success: false, message: LearnMessages.notFound });
    }
    // Published, it answers; unpublished again, it is gone.
    await api.patch('video', draft.id, { status: 1 });
    await api.read('/api/learn-videos/slug/hidden-draft/');
    await api.patch('video', draft.id, { status: 0 });
    await api.read('/api/learn-videos/slug/hidden-draft/', 404);
  });

  it('answers an old slug of an unpublished item with 404, not a redirect', async () => {
    const item = await api.created('article', { title: 'Renamed Draft', status: 0 });
    await createLearnService({ db: ctx.t.db, clock: systemClock }).changeSlug('article', item.id, 'renamed-draft-now');
    await api.read('/api/learn-articles/slug/renamed-draft/', 404);
    await api.read('/api/learn-articles/slug/renamed-draft-now/', 404);
  });
});

describe("articles with a logo (the public footer's partner logos)", () => {
  it('hasLogo=1 lists only published articles with a logo, hasLogo=0 only those without', async () => {
    const withLogo = await api.created('article', { title: 'Logo Partner', articleLogo: pngPart('logo.png') });
    const draftWithLogo = await api.created('article', { title: 'Logo Draft', status: 0, articleLogo: pngPart() });
    const plain = await api.created('article', { title: 'No Logo Partner' });
    const ids = async (query: string) =>
      (await api.read<LearnWire[]>(`/api/learn-articles/?limit=100&${query}`)).data.map((a) => a.id);
    expect(await ids('hasLogo=1')).toContain(withLogo.id);
    expect(await ids('hasLogo=1')).not.toContain(plain.id);
    expect(await ids('hasLogo=1')).not.toContain(draftWithLogo.id);
    expect(await ids('hasLogo=0')).toContain(plain.id);
    expect(await ids('hasLogo=0')).not.toContain(withLogo.id);
    expect((await api.read('/api/learn-articles/?hasLogo=yes', 400)).message).toContain('hasLogo must be 0 or 1.');
    await api.read('/api/learn-blogs/?hasLogo=1', 400);
  });
});

describe('related items', () => {
  it('are published items of the same type sharing a category, newest first, itself excluded, at most 9', async () => {
    const shared = await api.category('Related Shared');
    const other = await api.category('Related Other');
    const self = await api.created('podcast', { title: 'Related Self', categories: `${shared},${other}` });
    const dated = async (date: string, extra: Record<string, unknown> = {}) =>
      (await api.created('podcast', { created_at: date, categories: String(shared), ...extra })).id;
    const expected: number[] = [];
    for (let day = 1; day <= 11; day++) expected.unshift(await dated(`2024-05-${String(day).padStart(2, '0')}`));
    const sameDay = await dated('2024-05-11');
    await dated('2024-06-01', { status: 0 });
    const gone = await dated('2024-06-02');
    await api.remove('podcast', gone);
    const viaOther = (await api.created('podcast', { created_at: '2024-04-01', categories: String(other) })).id;
    await api.created('podcast', { created_at: '2024-07-01', categories: '5' });
    await api.created('video', { created_at: '2024-07-01', categories: String(shared) });

    const related = (await api.read<LearnWire[]>(`/api/learn-podcasts/slug/${self.slug}/related/`)).data;
    // Same date: the newer row first.
    expect(related.map((r) => r.id)).toEqual([sameDay, ...expected].slice(0, 9));
    expect(related.map((r) => r.id)).not.toContain(viaOther);
    expect(related.map((r) => r.id)).not.toContain(self.id);

    const lonely = await api.created('podcast', { title: 'No Categories', categories: '' });
    expect((await api.read(`/api/learn-podcasts/slug/${lonely.slug}/related/`)).data).toEqual([]);
    await api.read('/api/learn-podcasts/slug/no-such-podcast/related/', 404);
  });

  it('answer an old slug with 301 to the related address under the new one', async () => {
    const item = await api.created('blog', { title: 'Moving Related' });
    await createLearnService({ db: ctx.t.db, clock: systemClock }).changeSlug('blog', item.id, 'moved-related');
    const moved = await ctx.t.app.inject({ url: '/api/learn-blogs/slug/moving-related/related/' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/learn-blogs/slug/moved-related/related/');
  });
});

describe('the learn feed and recent content', () => {
  const items: Item[] = [];
  let health: number;
  let tech: number;

  beforeAll(async () => {
    // Start from no learn items: the feed reads all four tables.
    for (const type of LearnTypes) await ctx.t.db.deleteFrom(`learn_${type}s` as 'learn_blogs').execute();
    health = await api.category('Feed Health');
    tech = await api.category('Feed Tech');
    // Media types named like the content types: any case; articles and podcasts have none.
    await api.category('Blog', 1, { icon: 3 });
    await api.category('VIDEO', 1, { icon: 7 });
    await api.category('Podcast', 1, { icon: 9, status: 0 });
    for (let i = 0; i < 24; i++) {
      const type = LearnTypes[i % 4]!;
      const categories = [
        ...(i % 2 === 0 ? [health] : []),
        ...(i % 3 === 0 ? [tech] : []),
        ...(i % 4 === 1 || i % 5 === 0 ? [RECENT_CONTENT_ID] : []),
      ];
      const item: Omit<Item, 'id' | 'slug'> = {
        type,
        // Positions repeat within and across types, so ties must be broken the same way on every page.
        position: (i * 7) % 10,
        date: `2025-01-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`,
        status: i % 6 === 5 ? 0 : 1,
        page: i % 3 === 0 ? 'home' : 'learn',
        categories,
      };
      const record = await api.created(type, {
        title: `Feed item ${i}`,
        position: item.position,
        created_at: item.date,
        status: item.status,
        selectedPage: item.page,
        categories: categories.join(','),
        authorName: `Author ${i}`,
        ...(i === 0 ? { authorImage: pngPart('author.png') } : {}),
      });
      items.push({ ...item, id: record.id, slug: record.slug });
    }
  });

  /** What the feed should answer: published items passing `keep`, in the order asked. */
  function expected(keep: (item: Item) => boolean, order: 'position' | '-position' | 'created_at' | '-created_at') {
    const [column, direction] = order.startsWith('-') ? [order.slice(1), -1] : [order, 1];
    const value = (i: Item) => (column === 'position' ? i.position : i.date);
    return items
      .filter((i) => i.status === 1 && keep(i))
      .sort((a, b) => {
        const byValue = value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0;
        const byId = a.id - b.id;
        const byType = a.type < b.type ? -1 : a.type > b.type ? 1 : 0;
        return direction * (byValue || byId || byType);
      })
      .map((i) => key(i.type, i.id));
  }

  async function feed(query: string): Promise<LearnFeedItem[]> {
    return (await api.read<LearnFeedItem[]>(`/api/learn-content/?limit=100&${query}`)).data;
  }
  async function count(query: string): Promise<number> {
    return (await api.read<{ count: number }>(`/api/learn-content/count/?${query}`)).data.count;
  }

  it('lists published items of every type in the order asked, ties broken the same way every time', async () => {
    for (const order of ['position', '-position', 'created_at', '-created_at'] as const) {
      expect(keysOf(await feed(`sort_by=${order}`)), order).toEqual(expected(() => true, order));
    }
    expect(keysOf(await feed(''))).toEqual(expected(() => true, 'position'));
    expect(await count('')).toBe(expected(() => true, 'position').length);
  });

  it('pages with limit and skip without overlap', async () => {
    const all = expected(() => true, '-created_at');
    const pages: string[] = [];
    for (let skip = 0; skip < all.length + 5; skip += 5) {
      const page = (await api.read<LearnFeedItem[]>(`/api/learn-content/?sort_by=-created_at&limit=5&skip=${skip}`))
        .data;
      expect(page.length).toBeLessThanOrEqual(5);
      pages.push(...keysOf(page));
    }
    expect(pages).toEqual(all);
    expect((await api.read<LearnFeedItem[]>('/api/learn-content/')).data).toHaveLength(10);
  });

  it('filters by categories (any of), media types (any of, any case) and page; the groups combine', async () => {
    const cases: Array<[string, (i: Item) => boolean]> = [
      [`categories=${health}`, (i) => i.categories.includes(health)],
      [`categories=${health},${tech}`, (i) => i.categories.includes(health) || i.categories.includes(tech)],
      ['mediaType=Blog,VIDEO', (i) => i.type === 'blog' || i.type === 'video'],
      ['mediaType=podcast', (i) => i.type === 'podcast'],
      ['selectedPage=home', (i) => i.page === 'home'],
      [
        `categories=${tech}&mediaType=article,blog&selectedPage=home`,
        (i) => i.categories.includes(tech) && ['article', 'blog'].includes(i.type) && i.page === 'home',
      ],
      ['categories=999999', () => false],
    ];
    for (const [query, keep] of cases) {
      const want = expected(keep, 'position');
      expect(keysOf(await feed(query)), query).toEqual(want);
      expect(await count(query), query).toBe(want.length);
    }
  });

  it('counts every category in one answer, as the count of each would (the learn filter)', async () => {
    for (const query of ['', 'mediaType=Blog,VIDEO', 'mediaType=podcast&selectedPage=home', 'selectedPage=learn']) {
      const answer = await api.read<LearnCategoryCount[]>(`/api/learn-content/category-counts/?${query}`);
      const counted = new Map(answer.data.map((c) => [c.category, c.count]));
      for (const category of [health, tech, RECENT_CONTENT_ID]) {
        expect(counted.get(category) ?? 0, `${category} ${query}`).toBe(
          await count(`categories=${category}${query ? `&${query}` : ''}`),
        );
      }
      // Only categories that have a published item, each once, in id order.
      expect(answer.data.every((c) => c.count > 0)).toBe(true);
      expect(answer.data.map((c) => c.category)).toEqual([...counted.keys()].sort((a, b) => a - b));
    }
    for (const query of ['categories=1', 'mediaType=movie', 'limit=1', 'selectedPage=nowhere']) {
      const refused = await ctx.t.app.inject({ url: `/api/learn-content/category-counts/?${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().success).toBe(false);
    }
  });

  it('shapes each item as requirements 3 §3 says, with its media-type icon', async () => {
    const listed = await feed('');
    const byKey = new Map(listed.map((i) => [key(i.content_type, i.data.id), i]));
    const first = items[0]!;
    const blog = byKey.get(key(first.type, first.id))!;
    expect(blog).toMatchObject({
      content_type: 'blog',
      content_type_icon: 3,
      data: {
        id: first.id,
        slug: first.slug,
        title: 'Feed item 0',
        position: first.position,
        created_at: first.date,
        authorName: 'Author 0',
        authorImage: expect.stringMatching(/^\/media\/images\//),
        // Item 0 has all three, named in the categories' order (Recent Content is a system category, first).
        categoryNames: ['Recent Content', 'Feed Health', 'Feed Tech'],
        image: expect.stringMatching(/^\/media\/images\//),
        videoUrl: null,
        videoFile: null,
      },
    });
    expect(blog.data.category_details.map((c) => c.id).sort()).toEqual([...first.categories].sort());
    const iconOf = (type: LearnType) => listed.find((i) => i.content_type === type)?.content_type_icon;
    expect(iconOf('video')).toBe(7);
    // No media-type category named Article; the Podcast one is inactive.
    expect(iconOf('article')).toBeNull();
    expect(iconOf('podcast')).toBeNull();
    const video = listed.find((i) => i.content_type === 'video')!;
    expect(video.data).toMatchObject({ image: null, videoUrl: YOUTUBE_WATCH, videoFile: null });
    expect(blog.data).toMatchObject({ cta_status: 0, cta_url: null });
  });

  it('answers 400 to a query it does not take', async () => {
    for (const query of [
      'mediaType=movie',
      'categories=abc',
      'categories=-1',
      'selectedPage=nowhere',
      'sort_by=title',
      'searchedText=x',
      'limit=0',
      'limit=101',
      'skip=-1',
      'unknown=1',
    ]) {
      const response = await ctx.t.app.inject({ url: `/api/learn-content/?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await ctx.t.app.inject({ url: '/api/learn-content/count/?limit=1' })).statusCode).toBe(400);
  });

  it('shows published items only, whatever status asks, even to an administrator', async () => {
    const asAdmin = await ctx.t.app.inject({ url: '/api/learn-content/?status=0&limit=100', headers: ctx.auth });
    expect(keysOf(asAdmin.json().data)).toEqual(expected(() => true, 'position'));
  });

  it('recent content: the newest published items of the Recent Content category, 4 unless asked', async () => {
    const recent = expected((i) => i.categories.includes(RECENT_CONTENT_ID), '-created_at');
    expect(recent.length).toBeGreaterThan(RECENT_CONTENT_LIMIT);
    expect(keysOf((await api.read<LearnFeedItem[]>('/api/recent-content/')).data)).toEqual(
      recent.slice(0, RECENT_CONTENT_LIMIT),
    );
    expect(keysOf((await api.read<LearnFeedItem[]>('/api/recent-content/?limit=2')).data)).toEqual(recent.slice(0, 2));
    expect(keysOf((await api.read<LearnFeedItem[]>('/api/recent-content/?limit=100')).data)).toEqual(recent);
    expect((await ctx.t.app.inject({ url: '/api/recent-content/?limit=0' })).statusCode).toBe(400);
  });

  it('isCategoryUsed: true while an item that is not deleted has the category', async () => {
    const service = createLearnService({ db: ctx.t.db, clock: systemClock });
    const unused = await api.category('Feed Unused');
    const draftOnly = await api.category('Feed Draft Only');
    const deletedOnly = await api.category('Feed Deleted Only');
    await api.created('article', { categories: String(draftOnly), status: 0 });
    const gone = await api.created('podcast', { categories: String(deletedOnly) });
    await api.remove('podcast', gone.id);
    expect(await service.isCategoryUsed(health)).toBe(true);
    expect(await service.isCategoryUsed(draftOnly)).toBe(true);
    expect(await service.isCategoryUsed(deletedOnly)).toBe(false);
    expect(await service.isCategoryUsed(unused)).toBe(false);
  });

  it("carries the call to action an item has (a featured initiative's Read more goes there)", async () => {
    const tag = await api.category('Feed CTA');
    const item = await api.created('article', {
      title: 'Feed with a call',
      categories: [tag],
      cta_status: 1,
      cta_url: 'https://example.org/join',
    });
    const [found] = await feed(`categories=${tag}`);
    expect(found?.data).toMatchObject({ id: item.id, cta_status: 1, cta_url: 'https://example.org/join' });
  });
});

describe('the category filter follows every change to an item', () => {
  it('publishing, reordering, re-dating, moving page and deleting show at once in the filtered feed', async () => {
    const tag = await api.category('Follow Me');
    const filtered = async (query = '') =>
      keysOf((await api.read<LearnFeedItem[]>(`/api/learn-content/?categories=${tag}&${query}`)).data);
    const count = async (query = '') =>
      (await api.read<{ count: number }>(`/api/learn-content/count/?categories=${tag}&${query}`)).data.count;
    const a = await api.created('article', {
      categories: String(tag),
      status: 0,
      position: 5,
      created_at: '2024-01-01',
    });
    const b = await api.created('video', { categories: String(tag), position: 6, created_at: '2024-01-02' });
    expect(await filtered()).toEqual([key('video', b.id)]);

    await api.patch('article', a.id, { status: 1 });
    expect(await filtered()).toEqual([key('article', a.id), key('video', b.id)]);
    expect(await count()).toBe(2);

    const reordered = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/learn-articles/reorder/',
      headers: ctx.auth,
      payload: { items: [{ id: a.id, position: 9 }] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await filtered('sort_by=position')).toEqual([key('video', b.id), key('article', a.id)]);

    expect(await filtered('sort_by=-created_at')).toEqual([key('video', b.id), key('article', a.id)]);
    await api.patch('article', a.id, { created_at: '2024-03-01', selectedPage: 'home' });
    expect(await filtered('sort_by=-created_at')).toEqual([key('article', a.id), key('video', b.id)]);
    expect(await filtered('selectedPage=home')).toEqual([key('article', a.id)]);
    expect(await count('selectedPage=learn')).toBe(1);

    await api.remove('video', b.id);
    expect(await filtered()).toEqual([key('article', a.id)]);
    await api.patch('article', a.id, { status: 0 });
    expect(await filtered()).toEqual([]);
    expect(await count()).toBe(0);
    expect(await createLearnService({ db: ctx.t.db, clock: systemClock }).isCategoryUsed(tag)).toBe(true);
    const bulk = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/learn-articles/bulk-delete/',
      headers: ctx.auth,
      payload: { ids: [a.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await createLearnService({ db: ctx.t.db, clock: systemClock }).isCategoryUsed(tag)).toBe(false);
  });
});
