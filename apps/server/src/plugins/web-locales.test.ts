import { afterAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from '../testing/newsletters.ts';
import { standInWebBuild } from '../testing/stand-in-web-build.ts';
import { useSignedInApp } from '../testing/use-test-app.ts';

/**
 * Decision 090: every page of the site's table again under each other language's prefix, on
 * Fastify's router; the prefix checked against the site's languages as they are now. The
 * stand-in build's pages answer the address and language they were given.
 */
const build = standInWebBuild();
const ctx = useSignedInApp(() => ({ webBuildDir: build.dir }));
afterAll(() => build.remove());
const get = (url: string) => ctx.t.app.inject({ url });
const putLocales = (locales: object[]) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: '/api/locales/',
    headers: ctx.auth,
    payload: { defaultLocale: 'en', locales },
  });

describe('the site’s pages in each language (decision 090)', () => {
  it('answers a language the site does not have with the site’s 404', async () => {
    const res = await get('/fr/learn');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found /fr/learn in en');
  });

  it('renders each page under a language’s prefix, in that language, at its own path', async () => {
    expect(
      (
        await putLocales([
          { code: 'en', name: 'English' },
          { code: 'fr', name: 'Français' },
          { code: 'ar', name: 'العربية' },
        ])
      ).statusCode,
    ).toBe(200);

    const learn = await get('/fr/learn');
    expect(learn.statusCode).toBe(200);
    expect(learn.body).toContain('/learn {} ');
    expect(learn.body).toContain('at /learn in fr');
    expect((await get('/fr')).body).toContain('<p>/ {} ');
    expect((await get('/fr')).body).toContain('at / in fr');
    const blog = await get('/ar/blogs/a-slug?x=1');
    expect(blog.body).toContain('/blogs/:slug {"slug":"a-slug"}');
    expect(blog.body).toContain('at /blogs/a-slug?x=1 in ar');
    // The default language at the root, as it was.
    expect((await get('/learn')).body).toContain('at /learn in en');
  });

  it('answers the 404 for an unknown or the default language’s prefix, and an unknown page in the language', async () => {
    for (const url of ['/de/learn', '/en/learn', '/xx', '/en']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(`not found ${url} in en`);
    }
    const missing = await get('/fr/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('not found /no-such-page in fr');
  });

  it('folds a language’s address to one spelling, as the default language’s', async () => {
    for (const [url, location] of [
      ['/FR/Learn', '/fr/learn'],
      ['/fr/', '/fr'],
      ['/Ar/blogs/A-Slug/', '/ar/blogs/a-slug'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    expect((await get('/API/nothing')).statusCode).not.toBe(301);
  });

  it('keeps the rules of a page in every language: the search not indexed', async () => {
    expect((await get('/fr/search?q=eau')).headers['x-robots-tag']).toBe('noindex');
  });

  it('takes a language away at once: its pages are the 404 after the change', async () => {
    expect((await get('/ar/learn')).body).toContain('in ar');
    expect(
      (
        await putLocales([
          { code: 'en', name: 'English' },
          { code: 'fr', name: 'Français' },
        ])
      ).statusCode,
    ).toBe(200);
    const gone = await get('/ar/learn');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('not found /ar/learn in en');
    expect((await get('/fr/learn')).body).toContain('in fr');
  });

  it('sends a mail link’s page at the default address on to its subscriber’s language (decision 102)', async () => {
    const rows = await insertSubscribers(ctx.t.db, [
      { email: 'page-fr@example.org', locale: 'fr' },
      { email: 'page-en@example.org', locale: 'en' },
      // Arabic was taken away above.
      { email: 'page-ar@example.org', locale: 'ar' },
    ]);
    const tokenOf = (email: string) => rows.find((row) => row.email === email)!.token;
    const french = tokenOf('page-fr@example.org');
    const old = await get(`/mailing-list/unsubscribe?token=${french}`);
    expect(old.statusCode).toBe(303);
    expect(old.headers.location).toBe(`/fr/mailing-list/unsubscribe?token=${french}`);
    expect(old.headers['cache-control']).toBe('no-store');
    expect(old.headers['referrer-policy']).toBe('no-referrer');
    // Its own language's address, the default language's subscribers', a language gone and a token of no one's: rendered.
    expect((await get(old.headers.location as string)).body).toContain('in fr');
    for (const token of [tokenOf('page-en@example.org'), tokenOf('page-ar@example.org'), 'A'.repeat(43), 'bad']) {
      const page = await get(`/mailing-list/unsubscribe?token=${token}`);
      expect(page.statusCode, token).toBe(200);
      expect(page.body, token).toContain('in en');
    }
  });
});
