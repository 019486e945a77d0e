import { existsSync } from 'node:fs';
import path from 'node:path';
import { RevisionMessages, RevisionTexts } from '@atrium/contract/revisions';
import { describe, expect, it } from 'vitest';
import { INITIATIVES_CATEGORY_ID, learnApi, pngPart } from '../../testing/learn-fixtures.ts';
import { multipart } from '../../testing/media-fixtures.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Three kept per record, so retention shows after a few saves. */
const KEEP = 3;
const ctx = useSignedInApp((config) => ({ ...config, revisionsKeep: KEEP }));
const learn = learnApi(ctx);

type Entry = {
  id: number;
  created_at: string;
  author: { id: number; name: string } | null;
  summary: string;
  changed: string[];
};

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, auth = true) {
  return ctx.t.app.inject({ method, url, headers: auth ? ctx.auth : {}, ...(payload ? { payload } : {}) });
}

async function ok<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, status = 200) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { success: true; message?: string; data: T };
}

const history = (base: string, id: number | string, query = '') =>
  ok<{ items: Entry[]; total: number }>('GET', `${base}/${id}/revisions/${query}`).then((a) => a.data);

function onDisk(mediaPath: string) {
  if (ctx.t.config.storage.driver !== 'local') throw new Error('local storage expected');
  return existsSync(path.join(ctx.t.config.storage.dir, mediaPath.replace(/^\/media\//, '')));
}

describe('revisions of an FAQ', () => {
  it('keeps one per save, lists them newest first with paging, shows one and restores it', async () => {
    const created = await ok<{ id: number }>(
      'POST',
      '/api/faqs/',
      { title: 'Why?', Description: '<p>Because one.</p>' },
      201,
    );
    const id = created.data.id;
    await ok('PATCH', `/api/faqs/${id}/`, { Description: '<p>Because two.</p>' });
    await ok('PATCH', `/api/faqs/${id}/`, { title: 'Why not?' });
    // Publishing is no save of the content: no revision.
    await ok('PATCH', `/api/faqs/${id}/`, { status: 1 });

    const all = await history('/api/faqs', id);
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.changed)).toEqual([['title'], ['Description'], []]);
    expect(all.items[2]!.summary).toBe(RevisionTexts.firstSaved);
    expect(all.items[0]!.summary).toBe('Title');
    expect(all.items[0]!.author?.name).toBeTruthy();
    const ids = all.items.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const page = await history('/api/faqs', id, '?limit=1&skip=1');
    expect(page).toMatchObject({ total: 3, items: [{ id: ids[1] }] });

    const first = await ok<{ data: Record<string, unknown>; current: Record<string, unknown>; richText: string[] }>(
      'GET',
      `/api/faqs/${id}/revisions/${ids[2]}/`,
    );
    expect(first.data.data).toEqual({ title: 'Why?', Description: '<p>Because one.</p>' });
    expect(first.data.current).toEqual({ title: 'Why not?', Description: '<p>Because two.</p>' });
    expect(first.data.richText).toEqual(['Description']);

    const restored = await ok<{ title: string; Description: string; status: number }>(
      'POST',
      `/api/faqs/${id}/revisions/${ids[2]}/restore/`,
    );
    expect(restored.message).toBe(RevisionMessages.restored);
    expect(restored.data).toMatchObject({ title: 'Why?', Description: '<p>Because one.</p>', status: 1 });
    const after = await history('/api/faqs', id);
    // A restore is a save: a new revision on top (and the oldest pruned at KEEP).
    expect(after.total).toBe(KEEP);
    expect(after.items[0]!.changed.sort()).toEqual(['Description', 'title']);

    const audit = await ctx.t.db.selectFrom('audit_log').selectAll().where('action', '=', 'restore_revision').execute();
    expect(audit).toMatchObject([{ resource: 'faqs', record_id: String(id) }]);
  });

  it('answers 401 without a token, 404 for an unknown record or revision, 400 for a bad page', async () => {
    const { data } = await ok<{ id: number }>('POST', '/api/faqs/', { title: 'Q', Description: '<p>A</p>' }, 201);
    const other = await ok<{ id: number }>('POST', '/api/faqs/', { title: 'Q2', Description: '<p>A2</p>' }, 201);
    const [mine] = (await history('/api/faqs', data.id)).items;
    for (const [method, url] of [
      ['GET', `/api/faqs/${data.id}/revisions/`],
      ['GET', `/api/faqs/${data.id}/revisions/${mine!.id}/`],
      ['POST', `/api/faqs/${data.id}/revisions/${mine!.id}/restore/`],
    ] as const) {
      const res = await call(method, url, undefined, false);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
    for (const [method, url] of [
      ['GET', '/api/faqs/999999/revisions/'],
      ['GET', `/api/faqs/${data.id}/revisions/999999/`],
      // Another record's revision is not this one's.
      ['GET', `/api/faqs/${other.data.id}/revisions/${mine!.id}/`],
      ['POST', `/api/faqs/${other.data.id}/revisions/${mine!.id}/restore/`],
      ['POST', '/api/faqs/999999/revisions/1/restore/'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    const bad = await call('GET', `/api/faqs/${data.id}/revisions/?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.limit).toBeTruthy();
    const badId = await call('GET', `/api/faqs/${data.id}/revisions/x/`);
    expect(badId.statusCode).toBe(400);
    // Resources without revisions have no such calls.
    expect((await call('GET', '/api/industries/1/revisions/')).statusCode).toBe(404);
  });
});

describe('revisions of a learn item', () => {
  it('keep the categories and the image; a replaced image stays while a revision points at it', async () => {
    const other = await learn.category('Revisions topic', 2);
    const item = await learn.created('blog');
    const firstImage = item.BlogImage as string;
    expect(firstImage).toMatch(/^\/media\/images\//);
    const edited = await learn.patch('blog', item.id, {
      title: 'Retitled',
      categories: String(other),
      BlogImage: pngPart('second.png'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const secondImage = edited.json().data.BlogImage as string;
    expect(secondImage).not.toBe(firstImage);
    // The first image is the first revision's: kept.
    expect(onDisk(firstImage)).toBe(true);

    const { items } = await history('/api/learn-blogs', item.id);
    expect(items).toHaveLength(2);
    expect(items[0]!.changed).toEqual(expect.arrayContaining(['title', 'BlogImage', 'categories']));
    const detail = await ok<{ data: Record<string, unknown>; files: string[] }>(
      'GET',
      `/api/learn-blogs/${item.id}/revisions/${items[1]!.id}/`,
    );
    expect(detail.data.data).toMatchObject({
      title: item.title,
      BlogImage: firstImage,
      categories: [INITIATIVES_CATEGORY_ID],
    });
    expect(detail.data.files).toContain('BlogImage');
    expect(detail.data.data).not.toHaveProperty('status');

    const restored = await ok<Record<string, unknown>>(
      'POST',
      `/api/learn-blogs/${item.id}/revisions/${items[1]!.id}/restore/`,
    );
    expect(restored.data).toMatchObject({
      title: item.title,
      BlogImage: firstImage,
      categories: [INITIATIVES_CATEGORY_ID],
      slug: item.slug,
    });
    // The second image is a revision's now: kept too.
    expect(onDisk(secondImage)).toBe(true);
    expect((await history('/api/learn-blogs', item.id)).total).toBe(3);
  });

  it('keeps the newest REVISIONS_KEEP; a file no record and no remaining revision uses is removed', async () => {
    const item = await learn.created('blog');
    const images = [item.BlogImage as string];
    for (const name of ['b.png', 'c.png', 'd.png']) {
      const res = await learn.patch('blog', item.id, { BlogImage: pngPart(name) });
      expect(res.statusCode, res.body).toBe(200);
      images.push(res.json().data.BlogImage as string);
    }
    const { total, items } = await history('/api/learn-blogs', item.id);
    expect(total).toBe(KEEP);
    expect(items).toHaveLength(KEEP);
    // The first image's only revision was pruned: gone. The others are kept revisions' (the last the record's).
    expect(onDisk(images[0]!)).toBe(false);
    for (const kept of images.slice(1)) expect(onDisk(kept)).toBe(true);
  });
});

describe('revisions and the trash', () => {
  it('a record deleted forever takes its revisions along, and the files only they held', async () => {
    const item = await learn.created('blog');
    const first = item.BlogImage as string;
    const edited = await learn.patch('blog', item.id, { BlogImage: pngPart('next.png') });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = edited.json().data.BlogImage as string;
    expect(onDisk(first)).toBe(true);
    await learn.remove('blog', item.id);
    // In the trash: nothing goes yet.
    expect(onDisk(first)).toBe(true);
    const forever = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/learn-blogs/${item.id}/permanent/`,
      headers: ctx.auth,
    });
    expect(forever.statusCode, forever.body).toBe(200);
    const left = await ctx.t.db
      .selectFrom('revisions')
      .select('id')
      .where('resource', '=', 'learn-blogs')
      .where('record_id', '=', item.id)
      .execute();
    expect(left).toEqual([]);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(false);
  });
});

describe('revisions of the singletons', () => {
  const filled = {
    title: 'Get in touch',
    description: 'We answer within two days.',
    company: 'Atrium Network',
    email: 'hello@example.org',
    phone: '555-010-2030',
    address: '1 Main Street, Richmond, VA',
  };

  async function patchDetails(id: number, fields: Record<string, unknown>) {
    const form = await multipart(fields as Parameters<typeof multipart>[0]);
    const res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/contact-us-details/${id}/`,
      headers: { ...ctx.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { title: string; backgroundImage: string };
  }

  it('contact details: the state before the first save is kept, then each save', async () => {
    const list = await ok<Array<{ id: number }>>('GET', '/api/contact-us-details/');
    const id = list.data[0]!.id;
    const first = await patchDetails(id, { ...filled, backgroundImage: pngPart('bg.png') });
    await patchDetails(id, { title: 'Write to us', backgroundImage: pngPart('bg2.png') });
    const { items } = await history('/api/contact-us-details', id);
    expect(items).toHaveLength(3);
    // The record as it was before revisions: no author.
    expect(items[2]!.author).toBeNull();
    expect(items[0]!.changed).toEqual(expect.arrayContaining(['title', 'backgroundImage']));
    const restored = await ok<{ title: string; backgroundImage: string }>(
      'POST',
      `/api/contact-us-details/${id}/revisions/${items[1]!.id}/restore/`,
    );
    expect(restored.data).toMatchObject({ title: first.title, backgroundImage: first.backgroundImage });
    expect(onDisk(first.backgroundImage)).toBe(true);
  });

  it('main FAQ: a revision per save', async () => {
    const form = await multipart({ title: 'Questions', FaqImage: pngPart('faq.png') });
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/faqs-main/',
      headers: { ...ctx.auth, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    await ok('PATCH', `/api/faqs-main/${id}/`, { title: 'Your questions' });
    const { items } = await history('/api/faqs-main', id);
    expect(items.map((r) => r.changed)).toEqual([['title'], []]);
  });
});

describe('revisions of a page', () => {
  const pages = pagesApi(ctx);

  it('a default page: each save of its meta or folds keeps one; restore brings back meta and folds', async () => {
    const before = await pages.defaultPage('about-us');
    expect(
      (await pages.patch('about-us', buildMeta('about-us', 'default', { metaTitle: 'About, first' }))).statusCode,
    ).toBe(200);
    const folds = before.folds;
    // A fold hidden: the folds are part of the page's revision.
    const hidden = await pages.saveFold('about-us', {
      id: folds[0]!.id,
      name: folds[0]!.name,
      status: folds[0]!.status ? 0 : 1,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(
      (await pages.patch('about-us', buildMeta('about-us', 'default', { metaTitle: 'About, second' }))).statusCode,
    ).toBe(200);

    const list = await history('/api/pages', 'about-us');
    // The page as it was before its first save, then three saves.
    expect(list.total).toBe(KEEP);
    expect(list.items.map((r) => r.changed)).toEqual([['metaTitle'], ['folds'], expect.arrayContaining(['metaTitle'])]);
    const detail = await ok<{ data: Record<string, unknown>; current: Record<string, unknown> }>(
      'GET',
      `/api/pages/about-us/revisions/${list.items[2]!.id}/`,
    );
    expect(detail.data.data).toMatchObject({ metaTitle: 'About, first' });
    expect(detail.data.current).toMatchObject({ metaTitle: 'About, second' });

    const restored = await ok<{ metaTitle: string; folds: Array<{ name: string; status: number }> }>(
      'POST',
      `/api/pages/about-us/revisions/${list.items[2]!.id}/restore/`,
    );
    expect(restored.message).toBe(RevisionMessages.restored);
    expect(restored.data.metaTitle).toBe('About, first');
    expect(restored.data.folds.map((f) => [f.name, f.status])).toEqual(folds.map((f) => [f.name, f.status]));
    expect((await history('/api/pages', 'about-us')).items[0]!.changed).toEqual(
      expect.arrayContaining(['metaTitle', 'folds']),
    );
  });

  it('a learn item’s page: its address is kept and restored (the old slug back), 401 and 404 as elsewhere', async () => {
    const item = await learn.created('blog', { title: 'Paged item' });
    const first = await pages.patch(item.slug, buildMeta(item.slug, 'blogs', { metaTitle: 'First' }));
    expect(first.statusCode, first.body).toBe(200);
    const moved = await pages.patch(item.slug, buildMeta('a-new-address', 'blogs', { metaTitle: 'Second' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const list = await history('/api/pages', 'a-new-address');
    expect(list.total).toBe(2);
    const restored = await ok<{ customUrl: string; metaTitle: string }>(
      'POST',
      `/api/pages/a-new-address/revisions/${list.items[1]!.id}/restore/`,
    );
    expect(restored.data).toMatchObject({ customUrl: item.slug, metaTitle: 'First' });

    expect((await call('GET', `/api/pages/${item.slug}/revisions/`, undefined, false)).statusCode).toBe(401);
    expect((await call('GET', '/api/pages/nobody-has-this/revisions/')).statusCode).toBe(404);
    expect((await call('GET', `/api/pages/${item.slug}/revisions/999999/`)).statusCode).toBe(404);
    expect((await call('POST', `/api/pages/${item.slug}/revisions/999999/restore/`)).statusCode).toBe(404);
  });
});
