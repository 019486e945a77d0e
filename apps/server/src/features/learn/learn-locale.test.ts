import { LearnMessages } from '@atrium/contract/learn';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire, refused, saved } from '../../testing/learn-fixtures.ts';
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
