import { SiteLegalLinks, SiteMenu } from '@atrium/contract/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire } from '../../testing/learn-fixtures.ts';
import { mp4Bytes, webmBytes } from '../../testing/media-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { assertWellFormedXml } from '../../testing/xml-check.ts';

const PUBLIC_URL = 'https://www.atrium.example';
const HOSTILE = `Fish & Chips <b>"bold"</b> 'quoted' ]]> <script>alert(1)</script>\u0007`;

describe('sitemap, robots.txt and feeds', () => {
  const ctx = useSignedInApp(() => ({ publicUrl: PUBLIC_URL }));
  const api = learnApi(ctx);
  const items: Record<string, LearnWire> = {};

  beforeAll(async () => {
    items.blog = await api.created('blog', {
      title: 'Newest blog',
      created_at: '2025-06-01',
      subtitle: 'What it says',
    });
    items.article = await api.created('article', { title: HOSTILE, created_at: '2025-05-01' });
    items.linkPodcast = await api.created('podcast', { title: 'Podcast by link', created_at: '2025-04-01' });
    /** A podcast whose source is an uploaded file. */
    const withFile = (title: string, date: string, filename: string, content: Buffer, type: string) =>
      api.created('podcast', {
        title,
        created_at: date,
        podCastVideoType: 1,
        podCastVideoUrl: undefined,
        podCastVideoFile: { filename, content, type },
      });
    items.filePodcast = await withFile('Podcast with a file', '2025-03-01', 'episode.mp4', mp4Bytes(), 'video/mp4');
    items.webmPodcast = await withFile('Podcast in WebM', '2025-02-01', 'episode.webm', webmBytes(), 'video/webm');
    items.draft = await api.created('video', { title: 'Draft video', status: 0 });
    items.deleted = await api.created('blog', { title: 'Deleted blog' });
    await api.remove('blog', items.deleted.id);
  });

  async function read(url: string, type: string) {
    const response = await ctx.t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    return response.body;
  }

  it('the sitemap lists every public page and every published item, with lastmod', async () => {
    const xml = await read('/sitemap.xml', 'application/xml; charset=utf-8');
    assertWellFormedXml(xml);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...[...SiteMenu, ...SiteLegalLinks].map((link) => PUBLIC_URL + link.path),
      `${PUBLIC_URL}/blogs/${items.blog!.slug}`,
      `${PUBLIC_URL}/articles/${items.article!.slug}`,
      `${PUBLIC_URL}/podcasts/${items.linkPodcast!.slug}`,
      `${PUBLIC_URL}/podcasts/${items.filePodcast!.slug}`,
      `${PUBLIC_URL}/podcasts/${items.webmPodcast!.slug}`,
    ]);
    expect(xml).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/blogs/${items.blog!.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
    expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/</loc><lastmod>`));
  });

  it('robots.txt lets the site be crawled, not the back office or the API, and names the sitemap', async () => {
    expect(await read('/robots.txt', 'text/plain; charset=utf-8')).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it('the RSS feed: published learn content, newest first, absolute links, titles escaped', async () => {
    const xml = await read('/rss.xml', 'application/rss+xml; charset=utf-8');
    assertWellFormedXml(xml);
    const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Newest blog',
      'Fish &amp; Chips &quot;bold&quot; &apos;quoted&apos; ]]&gt;',
      'Podcast by link',
      'Podcast with a file',
      'Podcast in WebM',
    ]);
    expect(xml).toContain(`<link>${PUBLIC_URL}/blogs/${items.blog!.slug}</link>`);
    expect(xml).toContain('<pubDate>Sun, 01 Jun 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>What it says</description>');
    expect(xml).toContain(`<atom:link href="${PUBLIC_URL}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).not.toMatch(/Draft video|Deleted blog|<script/);
    expect(xml).not.toContain('\u0007');
  });

  it('the podcast feed: an episode per uploaded file podcast apps play, with its size and type', async () => {
    const xml = await read('/podcast.xml', 'application/rss+xml; charset=utf-8');
    assertWellFormedXml(xml);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain(`<itunes:image href="${PUBLIC_URL}/podcast-cover.png"/>`);
    expect(xml).toMatch(
      /<itunes:owner><itunes:name>[^<]+<\/itunes:name><itunes:email>[^<]+@[^<]+<\/itunes:email><\/itunes:owner>/,
    );
    expect(xml).toContain('<itunes:category text="Education"/>');
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>');
    const episodes = [...xml.matchAll(/<item>.*?<\/item>/g)].map((m) => m[0]);
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toContain('<title>Podcast with a file</title>');
    expect(episodes[0]).toContain(
      `<enclosure url="${PUBLIC_URL}${items.filePodcast!.podCastVideoFile as string}" length="${mp4Bytes().length}" type="video/mp4"/>`,
    );
    expect(episodes[0]).toContain(
      `<guid isPermaLink="false">www.atrium.example:podcast:${items.filePodcast!.id}</guid>`,
    );
  });

  it('the podcast cover is a square PNG of 1400 pixels', async () => {
    const response = await ctx.t.app.inject({ url: '/podcast-cover.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1400, 1400]);
  });
});

describe('the site-verification file', () => {
  it('is served at its name with its content when set, and not otherwise', async () => {
    const content = 'google-site-verification: google0123456789abcdef.html';
    const t = await createTestApp(() => ({ siteVerification: { file: 'google0123456789abcdef.html', content } }));
    try {
      const response = await t.app.inject({ url: '/google0123456789abcdef.html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(content);
      expect((await t.app.inject({ url: '/google0000000000000000.html' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
