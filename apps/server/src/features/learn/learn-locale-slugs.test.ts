import { type AuditEntry, auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { LearnMessages } from '@atrium/contract/learn';
import { LocaleTexts } from '@atrium/contract/locales';
import type { Redirect } from '@atrium/contract/redirects';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire, refused, saved } from '../../testing/learn-fixtures.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decision 096: a learn item's slug in a language as the translation form reads and saves it:
 * the read, the language's old address kept as a redirect (served in front of the page cache,
 * decision 078), and the change in the audit log's words, the default slug's as well.
 */
const ctx = useSignedInApp();
const api = learnApi(ctx);
const slugUrl = (id: number, locale: string) => `/api/learn-blogs/${id}/slug/?locale=${locale}`;
const putSlug = (id: number, locale: string, slug: string, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({ method: 'PUT', url: slugUrl(id, locale), headers, payload: { slug } });
const getSlug = (id: number, locale: string, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({ url: slugUrl(id, locale), headers });

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
let blog: LearnWire;
let editor: Record<string, string>;
beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  blog = await api.created('blog', { title: 'Water rights' });
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

  it('keeps the default slug’s rules; a refusal changes nothing (decision 090’s cases in learn-locale.test.ts)', async () => {
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
