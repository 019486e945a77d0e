import { PreviewMessages } from '@atrium/contract/previews';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildMeta } from '../../testing/pages-fixtures.ts';
import { learnApi, type LearnWire, YOUTUBE_WATCH } from '../../testing/learn-fixtures.ts';
import { checkResponsesAgainstSchemas } from '../../testing/response-check.ts';
import { createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import type { SignedInContext } from '../../testing/use-test-app.ts';

/**
 * Previews (decision 028) on both databases: links to a record's saved state, form previews of
 * unsaved values, and the read behind the site's /preview/<token> page. The page itself (HTML,
 * its headers, the page cache) is e2e/preview.spec.ts.
 */

const DAY_MS = 86_400_000;
/** A clock the test moves: expiry is checked without waiting. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };

const ctx = {} as SignedInContext;
beforeAll(async () => {
  const { db, config, close } = await createTestDatabase(() => ({}), { migrated: true });
  const app = await buildApp({ config, db, clock });
  checkResponsesAgainstSchemas(app);
  await app.ready();
  ctx.t = {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await close();
    },
  } as TestApp;
  ctx.auth = (await signedInAdmin(ctx.t)).headers;
});
afterAll(() => ctx.t?.close());

const learn = learnApi(ctx);
const inject = (options: InjectOptions) => ctx.t.app.inject(options);
const post = (url: string, payload: unknown, headers: Record<string, string> = ctx.auth) =>
  inject({ method: 'POST', url, payload: payload as object, headers });
const tokenOf = (url: string) => url.split('/preview/')[1]!;
const read = (token: string) => inject({ method: 'GET', url: `/api/preview/${token}/` });

describe('preview links', () => {
  let draft: LearnWire;
  beforeAll(async () => {
    draft = await learn.created('blog', { title: 'A draft nobody saw', status: 0 });
  });

  it('a link shows the draft, with noindex and no-store, and is listed until revoked', async () => {
    const created = await post('/api/preview-links/', { type: 'blog', id: draft.id });
    expect(created.statusCode).toBe(201);
    const link = created.json().data;
    expect(link.url).toMatch(new RegExp(`^${ctx.t.config.publicUrl}/preview/[\\w-]{43}$`));
    expect(Date.parse(link.expiresAt) - clock.at).toBe(7 * DAY_MS);

    const page = await read(tokenOf(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().data).toMatchObject({
      type: 'blog',
      kind: 'link',
      item: { id: draft.id, title: 'A draft nobody saw', status: 0 },
    });

    // The link shows the saved state as it is now, not as it was when the link was made.
    expect((await learn.patch('blog', draft.id, { title: 'A draft, renamed' })).statusCode).toBe(200);
    expect((await read(tokenOf(link.url))).json().data.item.title).toBe('A draft, renamed');

    const listed = await inject({
      method: 'GET',
      url: `/api/preview-links/?type=blog&id=${draft.id}`,
      headers: ctx.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      { id: link.id, type: 'blog', createdAt: link.createdAt, expiresAt: link.expiresAt },
    ]);

    const revoked = await inject({ method: 'DELETE', url: `/api/preview-links/${link.id}/`, headers: ctx.auth });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ success: true });
    expect((await read(tokenOf(link.url))).statusCode).toBe(404);
    const again = await inject({ method: 'DELETE', url: `/api/preview-links/${link.id}/`, headers: ctx.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: PreviewMessages.linkNotFound });
    const after = await inject({
      method: 'GET',
      url: `/api/preview-links/?type=blog&id=${draft.id}`,
      headers: ctx.auth,
    });
    expect(after.json().data).toEqual([]);
  });

  it('answers 404 once expired (a moved clock) and once the record is deleted', async () => {
    const item = await learn.created('video', { title: 'Soon gone', status: 0 });
    const first = (await post('/api/preview-links/', { type: 'video', id: item.id })).json().data;
    const second = (await post('/api/preview-links/', { type: 'video', id: item.id })).json().data;
    expect((await read(tokenOf(first.url))).json().data.item).toMatchObject({ VideoUrl: YOUTUBE_WATCH });

    const start = clock.at;
    clock.at = start + 7 * DAY_MS + 1;
    try {
      expect((await read(tokenOf(first.url))).statusCode).toBe(404);
      const listed = await inject({
        method: 'GET',
        url: `/api/preview-links/?type=video&id=${item.id}`,
        headers: ctx.auth,
      });
      expect(listed.json().data).toEqual([]);
    } finally {
      clock.at = start;
    }
    expect((await read(tokenOf(second.url))).statusCode).toBe(200);
    await learn.remove('video', item.id);
    const gone = await read(tokenOf(second.url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: PreviewMessages.notFound });
    // And no new link for a deleted record.
    expect((await post('/api/preview-links/', { type: 'video', id: item.id })).statusCode).toBe(404);
  });

  it('a default page has links too', async () => {
    const created = await post('/api/preview-links/', { type: 'page', id: 'about-us' });
    expect(created.statusCode).toBe(201);
    const data = (await read(tokenOf(created.json().data.url))).json().data;
    expect(data).toMatchObject({
      type: 'page',
      page: 'about-us',
      meta: { customUrl: 'about-us', pageType: 'default' },
    });
  });

  it('refuses a bad type or id (400), a missing record (404), and callers without a token (401)', async () => {
    for (const body of [
      { type: 'faq', id: 1 },
      { type: 'blog', id: 'home' },
      { type: 'page', id: 'contact-us' },
      { type: 'blog', id: -1 },
      { type: 'blog' },
      { type: 'blog', id: 1, extra: true },
    ]) {
      const answer = await post('/api/preview-links/', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().success).toBe(false);
    }
    const missing = await post('/api/preview-links/', { type: 'article', id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: PreviewMessages.notFound });

    expect((await post('/api/preview-links/', { type: 'blog', id: 1 }, {})).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/preview-links/?type=blog&id=1' })).statusCode).toBe(401);
    expect((await inject({ method: 'DELETE', url: '/api/preview-links/1/' })).statusCode).toBe(401);
    expect((await post('/api/previews/', { type: 'blog', values: {} }, {})).statusCode).toBe(401);
    const badQuery = await inject({ method: 'GET', url: '/api/preview-links/?type=blog&id=x', headers: ctx.auth });
    expect(badQuery.statusCode).toBe(400);
    expect((await read('not-a-token')).statusCode).toBe(404);
  });
});

describe('form previews', () => {
  it('show unsaved values of a half-written item over its saved state, sanitised, for an hour', async () => {
    const saved = await learn.created('article', { title: 'Saved title', status: 1 });
    const answer = await post('/api/previews/', {
      type: 'article',
      id: saved.id,
      values: {
        title: 'Unsaved title',
        description: '<p>Half <script>alert(1)</script>written<img src=x onerror=alert(1)></p>',
        created_at: '2025-0',
        cleared: ['logo'],
        hasNewFiles: true,
      },
    });
    expect(answer.statusCode).toBe(201);
    const { url, expiresAt } = answer.json().data;
    expect(Date.parse(expiresAt) - clock.at).toBe(60 * 60_000);
    const data = (await read(tokenOf(url))).json().data;
    expect(data).toMatchObject({ type: 'article', kind: 'form', hasNewFiles: true });
    expect(data.item).toMatchObject({
      id: saved.id,
      title: 'Unsaved title',
      created_at: saved.created_at,
      slug: saved.slug,
    });
    expect(data.item.description).not.toMatch(/script|onerror/);
    expect(data.item.description).toContain('written');
    expect(data.item.ArticleImage).toBe(saved.ArticleImage);
    // Nothing was saved.
    const stored = await inject({ method: 'GET', url: `/api/learn-articles/${saved.id}/`, headers: ctx.auth });
    expect(stored.json().data.title).toBe('Saved title');

    clock.at += 60 * 60_000;
    try {
      expect((await read(tokenOf(url))).statusCode).toBe(404);
    } finally {
      clock.at -= 60 * 60_000;
    }
  });

  it('a new item with nothing filled in previews too', async () => {
    const answer = await post('/api/previews/', {
      type: 'podcast',
      values: { title: 'Only a title', categories: [5, 999] },
    });
    expect(answer.statusCode).toBe(201);
    const data = (await read(tokenOf(answer.json().data.url))).json().data;
    expect(data.item).toMatchObject({
      id: 0,
      title: 'Only a title',
      description: '',
      categories: [5],
      podCastVideoUrl: null,
    });
  });

  it('a default page previews its meta form', async () => {
    const answer = await post('/api/previews/', { type: 'page', id: 'learn', values: { metaTitle: 'Learn, unsaved' } });
    expect(answer.statusCode).toBe(201);
    const data = (await read(tokenOf(answer.json().data.url))).json().data;
    expect(data).toMatchObject({ type: 'page', page: 'learn', meta: { metaTitle: 'Learn, unsaved' } });
  });

  it("a learn item's page previews the pages screen's unsaved meta; a link shows its saved meta", async () => {
    const item = await learn.created('video', { title: 'A video with meta', status: 0 });
    const link = (await post('/api/preview-links/', { type: 'video', id: item.id })).json().data;
    // No saved meta: the page uses the item's own texts.
    expect((await read(tokenOf(link.url))).json().data.page).toBeNull();

    const meta = { metaTitle: '  Unsaved meta title ', metaOGTitle: ' ' };
    const answer = await post('/api/previews/', { type: 'video', id: item.id, values: {}, meta });
    expect(answer.statusCode).toBe(201);
    const data = (await read(tokenOf(answer.json().data.url))).json().data;
    expect(data.item.title).toBe('A video with meta');
    expect(data.page).toMatchObject({
      metaTitle: 'Unsaved meta title',
      metaOGTitle: 'A video with meta',
      customUrl: item.slug,
      pageType: 'videos',
    });

    const saved = await inject({
      method: 'PATCH',
      url: `/api/pages/${item.slug}/`,
      payload: buildMeta(item.slug, 'videos'),
      headers: ctx.auth,
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(tokenOf(link.url))).json().data.page).toMatchObject({ metaTitle: `Title of ${item.slug}` });
    // Meta needs an item that exists.
    expect((await post('/api/previews/', { type: 'video', values: {}, meta })).statusCode).toBe(400);
  });

  it('refuses oversize values, unknown fields and missing records, and saves nothing', async () => {
    const cases: Array<[unknown, number]> = [
      [{ type: 'blog', values: { title: 'x'.repeat(501) } }, 400],
      [{ type: 'blog', values: { description: 'x'.repeat(200_001) } }, 400],
      [{ type: 'blog', values: { categories: Array.from({ length: 51 }, (_, i) => i + 1) } }, 400],
      [{ type: 'blog', values: { status: 1 } }, 400],
      [{ type: 'page', id: 'home', values: { metaTitle: 'x'.repeat(201) } }, 400],
      [{ type: 'page', id: 'contact-us', values: {} }, 400],
      [{ type: 'blog', id: 999_999, values: {} }, 404],
    ];
    for (const [body, status] of cases) {
      const answer = await post('/api/previews/', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(answer.json().success).toBe(false);
    }
    const huge = await post('/api/previews/', { type: 'blog', values: { description: 'x'.repeat(1_100_000) } });
    expect(huge.statusCode).toBe(413);
  });
});

describe('what a preview never touches', () => {
  it('making and revoking previews is no content change: the page cache is kept', async () => {
    const version = async () =>
      Number((await ctx.t.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    const link = (await post('/api/preview-links/', { type: 'page', id: 'home' })).json().data;
    await post('/api/previews/', { type: 'page', id: 'home', values: { metaTitle: 'Unsaved' } });
    await inject({ method: 'DELETE', url: `/api/preview-links/${link.id}/`, headers: ctx.auth });
    expect(await version()).toBe(before);
  });

  it('the sitemap and feeds list no draft and no preview address', async () => {
    const draft = await learn.created('blog', { title: 'Draft kept out of feeds', status: 0 });
    await post('/api/preview-links/', { type: 'blog', id: draft.id });
    for (const path of ['/sitemap.xml', '/rss.xml', '/podcast.xml']) {
      const body = (await inject({ method: 'GET', url: path })).body;
      expect(body, path).not.toContain('/preview/');
      expect(body, path).not.toContain(draft.slug);
    }
  });
});
