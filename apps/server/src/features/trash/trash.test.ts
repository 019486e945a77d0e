import { LearnMessages } from '@atrium/contract/learn';
import { TrashMessages } from '@atrium/contract/trash';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createResourceService } from '../../resource-kit/service.ts';
import { loadResources } from '../../resources/index.ts';
import type { Clock } from '../../service-deps.ts';
import { INITIATIVES_CATEGORY_ID, learnApi, type LearnWire, pngPart, saved } from '../../testing/learn-fixtures.ts';
import { checkResponsesAgainstSchemas } from '../../testing/response-check.ts';
import { createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import type { SignedInContext } from '../../testing/use-test-app.ts';

/**
 * Decision 032: the trash of the learn items (categories, slug, files, page, feeds), the purge
 * after TRASH_DAYS with a clock the test moves, and the audit of restore and delete forever. The
 * calls every resource with a trash keeps are in resource-contract.suite.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-01T10:00:00.000Z');
const clock: Clock = { now: () => now };

const ctx = {} as SignedInContext;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase(() => ({}), { migrated: true });
  app = await buildApp({ config: database.config, db: database.db, clock });
  checkResponsesAgainstSchemas(app);
  await app.ready();
  const t = { app, db: database.db, config: database.config, close: async () => {} } as TestApp;
  ctx.t = t;
  ctx.auth = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const api = learnApi(ctx);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: ctx.auth, ...(payload ? { payload } : {}) });
}

const mediaStatus = async (path: string) => (await app.inject({ url: path })).statusCode;
const version = async () =>
  Number((await database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);
const links = (id: number) =>
  database.db
    .selectFrom('learn_item_categories')
    .select('category_id')
    .where('content_type', '=', 'blog')
    .where('item_id', '=', id)
    .orderBy('category_id')
    .execute();

describe('a learn item in the trash', () => {
  let category: number;
  beforeAll(async () => {
    category = await api.category('Trash Topic');
  });

  it('comes back exactly: status, position, slug, categories and files', async () => {
    const item = await api.created('blog', {
      title: 'Round Trip Blog',
      categories: `${INITIATIVES_CATEGORY_ID},${category}`,
      authorImage: pngPart('author.png'),
    });
    const draft = await api.created('blog', { title: 'Round Trip Draft', status: 0 });
    const before = await api.read<LearnWire>(`/api/learn-blogs/slug/round-trip-blog/`);
    expect(await links(item.id)).toHaveLength(2);

    await api.remove('blog', item.id);
    await api.remove('blog', draft.id);
    // Files stay while the item is in the trash; the links stay, hidden with it.
    expect(await mediaStatus(item.BlogImage as string)).toBe(200);
    expect(await links(item.id)).toHaveLength(2);

    const restored = saved<LearnWire>(await call('POST', `/api/learn-blogs/${item.id}/restore/`));
    const { updated_at: _a, ...was } = before.data;
    // The list resource's answer also says which languages it has (decision 081); the slug read does not.
    const { updated_at: _b, locales: _c, ...is } = restored;
    expect(is).toEqual(was);
    expect(restored).toMatchObject({ status: 1, position: item.position, slug: 'round-trip-blog' });
    expect(restored.categories).toEqual([INITIATIVES_CATEGORY_ID, category]);
    expect((await api.read<LearnWire>('/api/learn-blogs/slug/round-trip-blog/')).data.id).toBe(item.id);
    const feed = await api.read<Array<{ data: { id: number } }>>(`/api/learn-content/?categories=${category}`);
    expect(feed.data.map((entry) => entry.data.id)).toContain(item.id);

    const back = saved<LearnWire>(await call('POST', `/api/learn-blogs/${draft.id}/restore/`));
    expect(back.status).toBe(0);
  });

  it('keeps its slug reserved; its page answers 404, and 410 once deleted forever', async () => {
    const item = await api.created('blog', { title: 'Reserved While Trashed' });
    await api.remove('blog', item.id);
    expect((await api.created('article', { title: 'Reserved While Trashed' })).slug).toBe('reserved-while-trashed-2');
    await api.read('/api/learn-blogs/slug/reserved-while-trashed/', 404);

    saved(await call('DELETE', `/api/learn-blogs/${item.id}/permanent/`));
    for (const url of [
      '/api/learn-blogs/slug/reserved-while-trashed/',
      '/api/learn-blogs/slug/reserved-while-trashed/related/',
    ]) {
      const gone = await api.read(url, 410);
      expect(gone).toEqual({ success: false, message: TrashMessages.gone });
    }
    // The tombstone keeps the slug: no new item takes it, and an unknown slug is still a 404.
    expect((await api.created('video', { title: 'Reserved While Trashed' })).slug).toBe('reserved-while-trashed-3');
    await api.read('/api/learn-blogs/slug/never-was/', 404);
    // Another type's address of the slug does not exist: 404, not 410.
    await api.read('/api/learn-podcasts/slug/reserved-while-trashed/', 404);
  });

  it('an old slug of an item deleted forever answers 410 too', async () => {
    const item = await api.created('podcast', { title: 'First Name' });
    await database.db
      .insertInto('learn_slugs')
      .values({ slug: 'first-name-old', content_type: 'podcast', item_id: item.id, created_at: now.toISOString() })
      .execute();
    await api.remove('podcast', item.id);
    await api.read('/api/learn-podcasts/slug/first-name-old/', 404);
    saved(await call('DELETE', `/api/learn-podcasts/${item.id}/permanent/`));
    await api.read('/api/learn-podcasts/slug/first-name-old/', 410);
  });

  it('deleted forever, loses its links, page meta and files, but a file another record uses is kept', async () => {
    const item = await api.created('blog', { title: 'Shared Picture', categories: String(category) });
    const other = await api.created('blog', { title: 'Borrower' });
    const shared = item.BlogImage as string;
    const own = other.BlogImage as string;
    // Another record points at the same file (as a restored revision may).
    await database.db.updateTable('learn_blogs').set({ image: shared }).where('id', '=', other.id).execute();
    await database.db
      .insertInto('pages')
      .values({
        page_type: 'blogs',
        custom_url: null,
        item_id: item.id,
        meta_title: 'Meta',
        meta_description: '',
        meta_og_title: '',
        meta_og_description: '',
        meta_keywords: '',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await api.remove('blog', item.id);
    saved(await call('DELETE', `/api/learn-blogs/${item.id}/permanent/`));

    expect(await links(item.id)).toEqual([]);
    const meta = await database.db.selectFrom('pages').select('id').where('item_id', '=', item.id).execute();
    expect(meta).toEqual([]);
    expect(await mediaStatus(shared)).toBe(200);
    // The other record's own former file was not this item's: untouched.
    expect(await mediaStatus(own)).toBe(200);

    await api.remove('blog', other.id);
    saved(await call('DELETE', `/api/learn-blogs/trash/permanent/`, { ids: [other.id] }));
    expect(await mediaStatus(shared)).toBe(404);
  });

  it('leaves the sitemap, the feeds and the public reads at once, and is back after a restore', async () => {
    const item = await api.created('blog', { title: 'Seen Everywhere' });
    const sitemap = async () => (await app.inject({ url: '/sitemap.xml' })).body;
    const rss = async () => (await app.inject({ url: '/rss.xml' })).body;
    const learnFeed = async () =>
      (await api.read<Array<{ data: { id: number } }>>('/api/learn-content/?limit=100')).data.map((e) => e.data.id);
    expect(await sitemap()).toContain('/blogs/seen-everywhere');
    expect(await rss()).toContain('Seen Everywhere');
    expect(await learnFeed()).toContain(item.id);

    const raised = await version();
    await api.remove('blog', item.id);
    expect(await version()).toBeGreaterThan(raised);
    expect(await sitemap()).not.toContain('/blogs/seen-everywhere');
    expect(await rss()).not.toContain('Seen Everywhere');
    expect(await learnFeed()).not.toContain(item.id);

    const beforeRestore = await version();
    saved(await call('POST', `/api/learn-blogs/${item.id}/restore/`));
    expect(await version()).toBeGreaterThan(beforeRestore);
    expect(await sitemap()).toContain('/blogs/seen-everywhere');
    expect(await learnFeed()).toContain(item.id);

    await api.remove('blog', item.id);
    const beforeForever = await version();
    saved(await call('DELETE', `/api/learn-blogs/${item.id}/permanent/`));
    expect(await version()).toBeGreaterThan(beforeForever);
    expect(await sitemap()).not.toContain('/blogs/seen-everywhere');
  });
});

describe('the purge after TRASH_DAYS', () => {
  it('deletes forever what was deleted more than TRASH_DAYS ago, with its files, and nothing newer', async () => {
    const old = await api.created('blog', { title: 'Old Rubbish' });
    const recent = await api.created('blog', { title: 'Recent Rubbish' });
    const faq = saved<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/faqs/',
        headers: ctx.auth,
        payload: { title: 'Old FAQ', Description: '<p>x</p>' },
      }),
      201,
    );
    await api.remove('blog', old.id);
    saved(await app.inject({ method: 'DELETE', url: `/api/faqs/${faq.id}/`, headers: ctx.auth }));
    now = new Date(now.getTime() + 20 * DAY_MS);
    await api.remove('blog', recent.id);

    now = new Date(now.getTime() + 11 * DAY_MS); // 31 days after the first deletions, 11 after the last
    const raised = await version();
    expect(await app.trash.run()).toBe(2);
    expect(await version()).toBeGreaterThan(raised);
    const left = await database.db
      .selectFrom('learn_blogs')
      .select('id')
      .where('id', 'in', [old.id, recent.id])
      .execute();
    expect(left.map((r) => Number(r.id))).toEqual([recent.id]);
    expect(await database.db.selectFrom('faqs').select('id').where('id', '=', faq.id).execute()).toEqual([]);
    expect(await mediaStatus(old.BlogImage as string)).toBe(404);
    expect(await mediaStatus(recent.BlogImage as string)).toBe(200);
    await api.read('/api/learn-blogs/slug/old-rubbish/', 410);
    // Nothing more to do: a second run deletes nothing and changes no content.
    const settled = await version();
    expect(await app.trash.run()).toBe(0);
    expect(await version()).toBe(settled);
  });

  it('is safe when several processes purge at once: each row is deleted once, its files by one of them', async () => {
    // What the earlier tests left in the trash goes first.
    now = new Date(now.getTime() + 40 * DAY_MS);
    await app.trash.run();
    const items = await Promise.all(
      ['Race One', 'Race Two', 'Race Three'].map((title) => api.created('blog', { title })),
    );
    for (const item of items) await api.remove('blog', item.id);
    now = new Date(now.getTime() + 40 * DAY_MS);
    const definitions = await loadResources();
    const blogs = definitions.find((definition) => definition.key === 'learn-blogs')!;
    // Four services on one database: four processes' purges.
    const purges = Array.from({ length: 4 }, () =>
      createResourceService({ db: database.db, media: app.media, clock }, blogs).purge(
        new Date(now.getTime() - 30 * DAY_MS).toISOString(),
        2,
      ),
    );
    const deleted = await Promise.all(purges);
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(3);
    for (const item of items) expect(await mediaStatus(item.BlogImage as string)).toBe(404);
  });
});

describe('the audit log', () => {
  it('records restore and delete forever, with the ids of bulk calls', async () => {
    const [a, b] = [
      await api.created('video', { title: 'Audited A' }),
      await api.created('video', { title: 'Audited B' }),
    ];
    await api.remove('video', a.id);
    await api.remove('video', b.id);
    saved(await call('POST', `/api/learn-videos/${a.id}/restore/`));
    saved(await call('POST', '/api/learn-videos/trash/restore/', { ids: [b.id] }));
    await api.remove('video', a.id);
    await api.remove('video', b.id);
    saved(await call('DELETE', `/api/learn-videos/${a.id}/permanent/`));
    saved(await call('DELETE', '/api/learn-videos/trash/permanent/', { ids: [b.id] }));
    const rows = await database.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'record_id', 'summary'])
      .where('resource', '=', 'learn-videos')
      .where('action', 'in', ['restore', 'delete_forever'])
      .orderBy('id')
      .execute();
    // Each with the title it had (decision 085): a record deleted forever is still named.
    expect(rows.map((row) => ({ ...row, summary: row.summary && JSON.parse(row.summary) }))).toEqual([
      { action: 'restore', resource: 'learn-videos', record_id: String(a.id), summary: { title: 'Audited A' } },
      {
        action: 'restore',
        resource: 'learn-videos',
        record_id: null,
        summary: { titles: ['Audited B'], ids: [b.id] },
      },
      { action: 'delete_forever', resource: 'learn-videos', record_id: String(a.id), summary: { title: 'Audited A' } },
      {
        action: 'delete_forever',
        resource: 'learn-videos',
        record_id: null,
        summary: { titles: ['Audited B'], ids: [b.id] },
      },
    ]);
  });
});

describe('submissions', () => {
  it('keep the spec’s delete: no trash calls', async () => {
    for (const key of ['mailinglists', 'requestedappointments', 'contact-us']) {
      expect((await call('GET', `/api/${key}/trash/count/`)).statusCode, key).toBe(404);
      expect((await call('POST', `/api/${key}/1/restore/`)).statusCode, key).toBe(404);
      expect((await call('DELETE', `/api/${key}/1/permanent/`)).statusCode, key).toBe(404);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the trash calls', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    for (const path of [
      '/api/faqs/trash/',
      '/api/faqs/trash/count/',
      '/api/faqs/{id}/restore/',
      '/api/faqs/{id}/permanent/',
      '/api/faqs/trash/restore/',
      '/api/faqs/trash/permanent/',
    ])
      expect(Object.keys(doc.paths), path).toContain(path);
    expect(Object.keys(doc.paths)).not.toContain('/api/mailinglists/trash/');
  });
});

it('answers 404 for a learn slug that was never given, as before', async () => {
  const body = await api.read('/api/learn-articles/slug/nothing-here/', 404);
  expect(body.message).toBe(LearnMessages.notFound);
});
