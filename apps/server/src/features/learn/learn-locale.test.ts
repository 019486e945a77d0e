import { type AuditEntry, auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { LearnMessages } from '@atrium/contract/learn';
import { LocaleTexts } from '@atrium/contract/locales';
import type { Redirect } from '@atrium/contract/redirects';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire, refused, saved } from '../../testing/learn-fixtures.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';

/**
 * Decision 090: the public learn reads in the public site's page language (`?locale=`), and a
 * learn item's slug in each language.
 */
const ctx = useSignedInApp();
const api = learnApi(ctx);
const get = (url: string) => ctx.t.app.inject({ url });
const putSlug = (id: number, locale: string, slug: string, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/learn-blogs/${id}/slug/?locale=${locale}`,
    headers,
    payload: { slug },
  });

let blog: LearnWire;
type Card = { content_type: string; data: LearnWire };

beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  blog = await api.created('blog', { title: 'Water rights', subtitle: 'A field guide' });
  const french = await ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/learn-blogs/${blog.id}/?locale=fr`,
    headers: ctx.auth,
    payload: { title: 'Droits de l’eau' },
  });
  expect(french.statusCode, french.body).toBe(200);
});

describe('the public learn reads in a language (decision 090)', () => {
  it('lay the language’s texts over the item and name those it lacks', async () => {
    const french = await api.read<LearnWire>('/api/learn-blogs/slug/water-rights/?locale=fr');
    expect(french.data).toMatchObject({ id: blog.id, title: 'Droits de l’eau', subtitle: 'A field guide' });
    expect(french.data.untranslated).toEqual(expect.arrayContaining(['subtitle', 'description']));
    expect(french.data.untranslated).not.toContain('title');

    const english = await api.read<LearnWire>('/api/learn-blogs/slug/water-rights/');
    expect(english.data).toMatchObject({ title: 'Water rights', slugs: { en: 'water-rights' } });
    expect(english.data).not.toHaveProperty('untranslated');
  });

  it('take the language on the feed and the related items, and refuse a language the site does not have', async () => {
    const feed = await api.read<Card[]>('/api/learn-content/?locale=fr&limit=100');
    const card = feed.data.find((one) => one.content_type === 'blog' && one.data.id === blog.id)!;
    expect(card.data).toMatchObject({ title: 'Droits de l’eau' });
    expect(card.data.untranslated).toContain('description');
    expect((await api.read('/api/recent-content/?locale=ar')).success).toBe(true);
    expect((await get('/api/learn-blogs/slug/water-rights/related/?locale=fr')).statusCode).toBe(200);

    for (const url of [
      '/api/learn-blogs/slug/water-rights/?locale=de',
      '/api/learn-content/?locale=xx-not',
      '/api/learn-blogs/slug/water-rights/related/?locale=de',
    ]) {
      const refusal = await get(url);
      expect(refusal.statusCode, url).toBe(400);
      expect(refusal.json().success, url).toBe(false);
    }
  });
});

describe('a learn item’s slug in a language (decision 090)', () => {
  it('is set by an editor, found in that language, and sends the default slug there', async () => {
    expect(saved(await putSlug(blog.id, 'fr', 'droits-de-l-eau'))).toEqual({ locale: 'fr', slug: 'droits-de-l-eau' });

    const found = await api.read<LearnWire>('/api/learn-blogs/slug/droits-de-l-eau/?locale=fr');
    expect(found.data).toMatchObject({
      id: blog.id,
      slug: 'droits-de-l-eau',
      title: 'Droits de l’eau',
      slugs: { en: 'water-rights', fr: 'droits-de-l-eau' },
    });
    // The default slug still leads to the item in French: to its French address.
    const moved = await get('/api/learn-blogs/slug/water-rights/?locale=fr');
    expect(moved.statusCode).toBe(301);
    expect(moved.json().data.slug).toBe('droits-de-l-eau');
    // The French slug is French only; the feed's cards in French link to it.
    expect((await get('/api/learn-blogs/slug/droits-de-l-eau/')).statusCode).toBe(404);
    const feed = await api.read<Card[]>('/api/learn-content/?locale=fr&limit=100');
    expect(feed.data.find((one) => one.content_type === 'blog' && one.data.id === blog.id)?.data.slug).toBe(
      'droits-de-l-eau',
    );
    // Arabic has none: the default slug serves it.
    expect((await api.read<LearnWire>('/api/learn-blogs/slug/water-rights/?locale=ar')).data.id).toBe(blog.id);
  });

  it('is unique in its language among every item’s slugs, and never a page’s', async () => {
    const other = await api.created('blog', { title: 'Other blog' });
    refused(await putSlug(other.id, 'fr', 'droits-de-l-eau'), 'slug', LearnMessages.slugTaken, 409);
    refused(await putSlug(other.id, 'fr', 'water-rights'), 'slug', LearnMessages.slugTaken, 409);
    refused(await putSlug(other.id, 'fr', 'learn'), 'slug', LearnMessages.slugReserved, 409);
    refused(await putSlug(other.id, 'fr', 'Not A Slug'), 'slug', LearnMessages.slugInvalid);
    refused(await putSlug(other.id, 'en', 'other-blog-en'), 'locale', LearnMessages.localeSlugDefault);
    expect((await putSlug(other.id, 'de', 'anders')).statusCode).toBe(400);
    expect((await putSlug(999_999, 'fr', 'nulle-part')).statusCode).toBe(404);
    // The same slug in another language is another address: allowed.
    expect(saved(await putSlug(other.id, 'ar', 'droits-de-l-eau')).slug).toBe('droits-de-l-eau');
  });

  it('asks for a signed-in editor before reading the body, and is removed with an empty slug', async () => {
    const anonymous = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/learn-blogs/${blog.id}/slug/?locale=fr`,
      payload: { nonsense: true },
    });
    expect(anonymous.statusCode).toBe(401);

    expect(saved(await putSlug(blog.id, 'fr', ''))).toEqual({ locale: 'fr', slug: '' });
    expect((await api.read<LearnWire>('/api/learn-blogs/slug/water-rights/?locale=fr')).data.slug).toBe('water-rights');
    expect((await get('/api/learn-blogs/slug/droits-de-l-eau/?locale=fr')).statusCode).toBe(404);
  });
});

/*
 * Decision 096: the slug as the translation form reads and saves it, the language's old address
 * kept as a redirect (served in front of the page cache, decision 078), and the change in the audit
 * log's words, the default slug's as well. After decision 090's tests above: the blog's French slug
 * was set and removed again.
 */
const getSlug = (id: number, locale: string, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({ url: `/api/learn-blogs/${id}/slug/?locale=${locale}`, headers });

async function latest(resource: string): Promise<AuditEntry> {
  const res = await ctx.t.app.inject({ url: `/api/audit-log/?resource=${resource}&limit=1`, headers: ctx.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.items[0];
}

async function redirectFrom(from: string): Promise<Redirect | undefined> {
  const res = await ctx.t.app.inject({
    url: `/api/redirects/?limit=100&searchedText=${encodeURIComponent(from)}`,
    headers: ctx.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Redirect[]).find((one) => one.from === from);
}

/** A learn item's meta texts may stay empty (decision 086): a Pages save that moves its address alone. */
const noTexts = { metaTitle: '', metaDescription: '', metaOGTitle: '', metaOGDescription: '', metaKeywords: '' };

let base = '';
let editor: Record<string, string>;
beforeAll(async () => {
  editor = (await signedInAdmin(ctx.t, 'editor')).headers;
  base = `http://127.0.0.1:${await listenOnLoopback(ctx.t.app)}`;
});

/** The Location of a public request's 301, answered in front of the page cache. */
async function movedTo(path: string): Promise<string | null> {
  const res = await fetch(base + path, { redirect: 'manual' });
  expect(res.status, path).toBe(301);
  return res.headers.get('location');
}

describe('a learn item’s slug in a language, as the translation form reads it (decision 096)', () => {
  it('answers nothing until one is set, then the language’s slug; an editor may read and set it', async () => {
    expect(saved(await getSlug(blog.id, 'fr', editor))).toEqual({ locale: 'fr', slug: '' });
    expect(saved(await putSlug(blog.id, 'fr', 'droits-de-l-eau', editor))).toEqual({
      locale: 'fr',
      slug: 'droits-de-l-eau',
    });
    expect(saved(await getSlug(blog.id, 'fr'))).toEqual({ locale: 'fr', slug: 'droits-de-l-eau' });
    expect(saved(await getSlug(blog.id, 'ar'))).toEqual({ locale: 'ar', slug: '' });
  });

  it('refuses a visitor, the default language, a language the site does not have and an item that is not there', async () => {
    expect((await getSlug(blog.id, 'fr', {})).statusCode).toBe(401);
    expect((await putSlug(blog.id, 'fr', 'x', {})).statusCode).toBe(401);
    refused(await getSlug(blog.id, 'en'), 'locale', LearnMessages.localeSlugDefault);
    refused(await getSlug(blog.id, 'de'), 'locale', LocaleTexts.unknownLocale('de'));
    expect((await getSlug(999_999, 'fr')).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/slug/`, headers: ctx.auth })).statusCode).toBe(
      400,
    );
  });

  it('keeps the default slug’s rules (decision 090’s cases above); a refusal changes nothing', async () => {
    const other = await api.created('blog', { title: 'Other water' });
    // Another item's old default slug is its (it still answers 301 there): never another's address.
    const moved = await pagesApi(ctx).patch(other.slug, buildMeta('other-waters', 'blogs', noTexts));
    expect(moved.statusCode, moved.body).toBe(200);
    refused(await putSlug(blog.id, 'ar', 'other-water'), 'slug', LearnMessages.slugTaken, 409);
    refused(await putSlug(other.id, 'fr', 'a'.repeat(81)), 'slug', LearnMessages.slugInvalid);
    refused(await putSlug(other.id, 'fr', 'droits-de-l-eau'), 'slug', LearnMessages.slugTaken, 409);
    expect(saved(await getSlug(other.id, 'fr')).slug).toBe('');
    expect(saved(await getSlug(blog.id, 'ar')).slug).toBe('');
  });
});

describe('the language’s old address (decision 096)', () => {
  it('answers 301 to the new one, in front of the page cache, through every later change', async () => {
    saved(await putSlug(blog.id, 'fr', 'eau-et-droits'));
    expect(await movedTo('/fr/blogs/droits-de-l-eau')).toBe('/fr/blogs/eau-et-droits');
    saved(await putSlug(blog.id, 'fr', 'le-droit-a-l-eau'));
    // A chain is one hop: both older addresses lead to the newest.
    expect(await movedTo('/fr/blogs/droits-de-l-eau')).toBe('/fr/blogs/le-droit-a-l-eau');
    expect(await movedTo('/fr/blogs/eau-et-droits')).toBe('/fr/blogs/le-droit-a-l-eau');
    // The default language's address and the other languages' are not touched.
    expect(await redirectFrom('/blogs/water-rights')).toBeUndefined();

    // Removed: the language's page is at the default slug under its prefix again.
    saved(await putSlug(blog.id, 'fr', ''));
    expect(await movedTo('/fr/blogs/le-droit-a-l-eau')).toBe('/fr/blogs/water-rights');
    // Taken again: that address is the page's, not a redirect's (no loop with the default slug's 301).
    saved(await putSlug(blog.id, 'fr', 'eau-et-droits'));
    expect(await redirectFrom('/fr/blogs/eau-et-droits')).toBeUndefined();
    expect(await movedTo('/fr/blogs/le-droit-a-l-eau')).toBe('/fr/blogs/water-rights');
  });
});

describe('an address change in the audit log’s words (decision 096)', () => {
  it('names the item in its language and both addresses', async () => {
    saved(await putSlug(blog.id, 'fr', 'droits-eau'));
    const entry = await latest('learn-blogs');
    expect(entry).toMatchObject({
      action: 'address_change',
      record_id: String(blog.id),
      summary: { title: 'Water rights (French)' },
    });
    expect(auditSummaryLines(entry.summary)).toEqual(['Address: /fr/blogs/eau-et-droits → /fr/blogs/droits-eau']);

    // A first slug in a language moves the page from the default slug under its prefix.
    const item = await api.created('blog', { title: 'Rain' });
    saved(await putSlug(item.id, 'ar', 'matar'));
    expect(auditSummaryLines((await latest('learn-blogs')).summary)).toEqual([
      'Address: /ar/blogs/rain → /ar/blogs/matar',
    ]);
    // The same slug again moves nothing: an edit that changed nothing.
    saved(await putSlug(item.id, 'ar', 'matar'));
    const again = await latest('learn-blogs');
    expect(again).toMatchObject({ action: 'update', summary: { title: 'Rain (Arabic)' } });
    expect(auditSummaryLines(again.summary)).toEqual([]);
  });

  it('says the default slug’s change on the Pages screen the same way', async () => {
    const pages = pagesApi(ctx);
    const item = await api.created('blog', { title: 'Wells' });
    const moved = await pages.patch(item.slug, buildMeta('deep-wells', 'blogs', noTexts));
    expect(moved.statusCode, moved.body).toBe(200);
    const entry = await latest('pages');
    expect(entry).toMatchObject({ action: 'address_change', summary: { title: 'Wells' } });
    expect(auditSummaryLines(entry.summary)).toContain('Custom URL: /blogs/wells → /blogs/deep-wells');

    // Moved again with its texts: an edit, whose lines still say the addresses.
    const edited = await pages.patch('deep-wells', buildMeta('wells', 'blogs', { metaTitle: 'Wells, again' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = await latest('pages');
    expect(edit.action).toBe('update');
    expect(auditSummaryLines(edit.summary)).toContain('Custom URL: /blogs/deep-wells → /blogs/wells');
  });
});
