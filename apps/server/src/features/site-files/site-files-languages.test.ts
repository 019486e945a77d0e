import { LearnKeys } from '@atrium/contract/learn';
import { SiteMenu } from '@atrium/contract/site';
import { parseRssFeed } from 'feedsmith';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, saved } from '../../testing/learn-fixtures.ts';
import { audioFile } from '../../testing/media-fixtures.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { assertWellFormedXml } from '../../testing/xml-check.ts';

/** Decision 091: feeds per language and the sitemap's alternates, on a site in English, French and Arabic. */
const PUBLIC_URL = 'https://www.atrium.example';
const ctx = useSignedInApp(() => ({ publicUrl: PUBLIC_URL }));
const learn = learnApi(ctx);
const get = (url: string) => ctx.t.app.inject({ url });

let podcastSlug = '';
let blogId = 0;
let podcastId = 0;
beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  const blog = await learn.created('blog', { title: 'Water rights', created_at: '2025-06-01' });
  blogId = blog.id;
  saved(
    await learn.send('PATCH', `/api/${LearnKeys.blog}/${blog.id}/?locale=fr`, {
      title: 'Droits de l’eau',
      subtitle: 'Un guide',
    }),
  );
  await learn.created('article', { title: 'Pooled funds', created_at: '2025-05-01' });
  const podcast = await learn.created('podcast', {
    title: 'River talk',
    created_at: '2025-04-01',
    podCastAudioFile: audioFile('mp3'),
  });
  podcastSlug = podcast.slug;
  podcastId = podcast.id;
  saved(
    await learn.send('PATCH', `/api/${LearnKeys.podcast}/${podcast.id}/?locale=ar`, {
      title: 'حديث النهر',
    }),
  );
});

describe('feeds per language (decision 091)', () => {
  it('serves /fr/rss.xml with the French texts where written, the default language’s elsewhere, and French links', async () => {
    const response = await get('/fr/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    assertWellFormedXml(response.body);
    const feed = parseRssFeed(response.body);
    expect(feed.language).toBe('fr');
    expect(feed.link).toBe(`${PUBLIC_URL}/fr/learn`);
    expect(response.body).toContain(`<atom:link href="${PUBLIC_URL}/fr/rss.xml" rel="self"`);
    expect(feed.items?.map((item) => item.title)).toEqual(['Droits de l’eau', 'Pooled funds', 'River talk']);
    expect(feed.items?.[0]).toMatchObject({ description: 'Un guide', link: `${PUBLIC_URL}/fr/blogs/water-rights` });

    // The default language's feed is as it was: at the root, English, its own links.
    const english = parseRssFeed((await get('/rss.xml')).body);
    expect(english.language).toBe('en-us');
    expect(english.items?.map((item) => item.title)).toEqual(['Water rights', 'Pooled funds', 'River talk']);
    expect(english.items?.[0]?.link).toBe(`${PUBLIC_URL}/blogs/water-rights`);
  });

  it('serves each language’s podcast feed, and 404 for a prefix the site has no language of', async () => {
    const response = await get('/ar/podcast.xml');
    expect(response.statusCode).toBe(200);
    assertWellFormedXml(response.body);
    const feed = parseRssFeed(response.body);
    expect(feed.language).toBe('ar');
    expect(feed.items?.map((item) => [item.title, item.link])).toEqual([
      ['حديث النهر', `${PUBLIC_URL}/ar/podcasts/${podcastSlug}`],
    ]);
    expect(parseRssFeed((await get('/fr/podcast.xml')).body).items?.[0]?.title).toBe('River talk');
    // The prefix any letter case; the default language's feeds are at the root only.
    expect((await get('/FR/rss.xml')).statusCode).toBe(200);
    for (const url of ['/de/rss.xml', '/en/rss.xml', '/xx/podcast.xml', '/not-a-tag/rss.xml'])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('the sitemap in every language (decision 091)', () => {
  it('lists each page once per language, each naming every language and x-default as alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    assertWellFormedXml(response.body);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...response.body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const entry = (loc: string) => entries.find((one) => one.includes(`<loc>${loc}</loc>`));
    const alternates = (loc: string) =>
      [...(entry(loc) ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (match) => [match[1], match[2]],
      );
    const blog = '/blogs/water-rights';
    const expected = [
      ['en', `${PUBLIC_URL}${blog}`],
      ['fr', `${PUBLIC_URL}/fr${blog}`],
      ['ar', `${PUBLIC_URL}/ar${blog}`],
      ['x-default', `${PUBLIC_URL}${blog}`],
    ];
    // Both ways: every language's entry names the same set.
    for (const [, loc] of expected.slice(0, 3)) expect(alternates(loc!), loc).toEqual(expected);
    expect(entry(`${PUBLIC_URL}/ar`)).toBeDefined();
    expect(entries.filter((one) => one.includes(`hreflang="x-default" href="${PUBLIC_URL}/"`))).toHaveLength(3);
    // Every menu page in each of the three languages.
    for (const link of SiteMenu)
      for (const prefix of ['', '/fr', '/ar'])
        expect(
          entry(`${PUBLIC_URL}${link.path === '/' && prefix ? prefix : `${prefix}${link.path}`}`),
          link.path,
        ).toBeDefined();
  });
});

describe('each language’s own slugs in the feeds and the sitemap (decision 096)', () => {
  const setSlug = async (key: string, id: number, locale: string, slug: string) => {
    const res = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/${key}/${id}/slug/?locale=${locale}`,
      headers: ctx.auth,
      payload: { slug },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  beforeAll(async () => {
    await setSlug(LearnKeys.blog, blogId, 'fr', 'droits-de-l-eau');
    await setSlug(LearnKeys.podcast, podcastId, 'ar', 'hadith-al-nahr');
  });

  it('links each item at its address in the feed’s language', async () => {
    const french = parseRssFeed((await get('/fr/rss.xml')).body);
    expect(french.items?.[0]?.link).toBe(`${PUBLIC_URL}/fr/blogs/droits-de-l-eau`);
    // Arabic has no slug of its own for the blog: its default slug under /ar.
    const arabic = parseRssFeed((await get('/ar/rss.xml')).body);
    expect(arabic.items?.find((item) => item.title === 'Water rights')?.link).toBe(
      `${PUBLIC_URL}/ar/blogs/water-rights`,
    );
    expect(parseRssFeed((await get('/ar/podcast.xml')).body).items?.[0]?.link).toBe(
      `${PUBLIC_URL}/ar/podcasts/hadith-al-nahr`,
    );
    expect(parseRssFeed((await get('/fr/podcast.xml')).body).items?.[0]?.link).toBe(
      `${PUBLIC_URL}/fr/podcasts/${podcastSlug}`,
    );
    // The default language's feed keeps the default slugs.
    expect(parseRssFeed((await get('/rss.xml')).body).items?.[0]?.link).toBe(`${PUBLIC_URL}/blogs/water-rights`);
  });

  it('lists each item at its address in each language, named so by every entry’s alternates', async () => {
    const body = (await get('/sitemap.xml')).body;
    assertWellFormedXml(body);
    const entries = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const alternates = (loc: string) =>
      [
        ...(entries.find((one) => one.includes(`<loc>${loc}</loc>`)) ?? '').matchAll(
          /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
        ),
      ].map((match) => [match[1], match[2]]);
    const blog = [
      ['en', `${PUBLIC_URL}/blogs/water-rights`],
      ['fr', `${PUBLIC_URL}/fr/blogs/droits-de-l-eau`],
      ['ar', `${PUBLIC_URL}/ar/blogs/water-rights`],
      ['x-default', `${PUBLIC_URL}/blogs/water-rights`],
    ];
    for (const [, loc] of blog.slice(0, 3)) expect(alternates(loc!), loc).toEqual(blog);
    const podcast = [
      ['en', `${PUBLIC_URL}/podcasts/${podcastSlug}`],
      ['fr', `${PUBLIC_URL}/fr/podcasts/${podcastSlug}`],
      ['ar', `${PUBLIC_URL}/ar/podcasts/hadith-al-nahr`],
      ['x-default', `${PUBLIC_URL}/podcasts/${podcastSlug}`],
    ];
    for (const [, loc] of podcast.slice(0, 3)) expect(alternates(loc!), loc).toEqual(podcast);
    // The default slug under a language that has its own is no entry: it only redirects.
    expect(body).not.toContain(`<loc>${PUBLIC_URL}/fr/blogs/water-rights</loc>`);
  });
});
