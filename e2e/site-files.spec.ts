import { SiteLegalLinks, SiteMenu } from '@atrium/contract/site';
import type { Page } from '@playwright/test';
import { expect, publishedLearn, test } from './support/site.ts';

/** Parses `xml` with the browser's own XML parser: a document that is not well-formed fails. */
async function parsedXml(page: Page, xml: string): Promise<{ error: string | null; root: string }> {
  // A string: the spec's TypeScript has no DOM types; the page has DOMParser.
  return page.evaluate(`(() => {
    const doc = new DOMParser().parseFromString(${JSON.stringify(xml)}, 'application/xml');
    const error = doc.querySelector('parsererror');
    return { error: error ? error.textContent : null, root: doc.documentElement.nodeName };
  })()`);
}

test('the sitemap is well-formed and lists every public page and published learn item', async ({ page, baseURL }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(await parsedXml(page, xml)).toEqual({ error: null, root: 'urlset' });
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const link of [...SiteMenu, ...SiteLegalLinks]) expect(locs).toContain(baseURL + link.path);
  const keys = {
    blogs: 'learn-blogs',
    articles: 'learn-articles',
    videos: 'learn-videos',
    podcasts: 'learn-podcasts',
  } as const;
  for (const [segment, key] of Object.entries(keys)) {
    const items = await publishedLearn(page, key);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(locs).toContain(`${baseURL}/${segment}/${item.slug}`);
  }
  // Every item's address is a page of the site.
  for (const loc of locs.filter((url) => /\/(blogs|articles|videos|podcasts)\//.test(url!))) {
    expect((await page.request.get(loc!)).status(), loc).toBe(200);
  }
});

test('robots.txt keeps crawlers out of the back office and the API and names the sitemap', async ({
  page,
  baseURL,
}) => {
  const text = await (await page.request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /admin\nDisallow: /api');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the RSS and podcast feeds are well-formed, with absolute links', async ({ page, baseURL }) => {
  for (const path of ['/rss.xml', '/podcast.xml']) {
    const response = await page.request.get(path);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(await parsedXml(page, xml)).toEqual({ error: null, root: 'rss' });
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.startsWith(baseURL!)).toBe(true);
  }
  const rss = await (await page.request.get('/rss.xml')).text();
  const [newest] = await publishedLearn(page, 'learn-blogs');
  expect(rss).toContain(`${baseURL}/blogs/${newest!.slug}`);
  const cover = await page.request.get('/podcast-cover.png');
  expect(cover.headers()['content-type']).toBe('image/png');
});
