import { SiteLegalLinks, SiteMenu } from '@atrium/contract/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRssFeed } from 'feedsmith';
import { learnApi, type LearnWire } from '../../testing/learn-fixtures.ts';
import { audioFile, tinyMp4, webmBytes } from '../../testing/media-fixtures.ts';
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
    const mp4 = tinyMp4();
    items.filePodcast = await withFile('Podcast with a file', '2025-03-01', mp4.filename, mp4.content, mp4.type!);
    items.webmPodcast = await withFile('Podcast in WebM', '2025-02-01', 'episode.webm', webmBytes(), 'video/webm');
    // Audio beside a YouTube link, audio alone (decision 040), and Ogg audio (no podcast app takes it).
    items.audioPodcast = await api.created('podcast', {
      title: 'Podcast with audio',
      created_at: '2025-01-20',
      podCastAudioFile: audioFile('mp3'),
    });
    items.audioOnly = await api.created('podcast', {
      title: 'Audio only',
      created_at: '2025-01-10',
      podCastVideoUrl: '',
      podCastAudioFile: audioFile('m4a'),
    });
    items.oggPodcast = await api.created('podcast', {
      title: 'Podcast in Ogg',
      created_at: '2025-01-05',
      podCastAudioFile: audioFile('opus'),
    });
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
      `${PUBLIC_URL}/podcasts/${items.audioPodcast!.slug}`,
      `${PUBLIC_URL}/podcasts/${items.audioOnly!.slug}`,
      `${PUBLIC_URL}/podcasts/${items.oggPodcast!.slug}`,
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
      'Podcast with audio',
      'Audio only',
      'Podcast in Ogg',
    ]);
    expect(xml).toContain(`<link>${PUBLIC_URL}/blogs/${items.blog!.slug}</link>`);
    expect(xml).toContain('<pubDate>Sun, 01 Jun 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>What it says</description>');
    expect(xml).toContain(`<atom:link href="${PUBLIC_URL}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).not.toMatch(/Draft video|Deleted blog|<script/);
    expect(xml).not.toContain('\u0007');
  });

  /**
   * The tags podcast directories read. Apple ("Podcast RSS feed requirements", Apple Podcasts for
   * Creators, https://podcasters.apple.com/support/823-podcast-requirements): required for the show
   * title, description, itunes:image, language, itunes:category and itunes:explicit, recommended
   * itunes:author, link and itunes:owner with an email; required for an episode title, enclosure
   * (url, length, type) and guid, recommended pubDate, description, itunes:duration, link,
   * itunes:image and itunes:explicit. Spotify ("Podcast Delivery Specification" v1.9, Spotify for
   * Podcasters) asks the same of a show plus itunes:author and itunes:owner's email (where the
   * ownership code is sent), and of an episode title, enclosure, guid, pubDate, description and
   * itunes:duration. Each list below is the union: what this feed must carry.
   */
  const SHOW_TAGS = [
    'title',
    'description',
    'link',
    'language',
    'itunes:image',
    'itunes:category',
    'itunes:explicit',
    'itunes:author',
    'itunes:owner',
  ];
  const EPISODE_TAGS = [
    'title',
    'enclosure',
    'guid',
    'pubDate',
    'description',
    'link',
    'itunes:duration',
    'itunes:image',
    'itunes:explicit',
  ];

  it('the podcast feed: an episode per podcast with a file podcast apps play, with the directories’ tags', async () => {
    const xml = await read('/podcast.xml', 'application/rss+xml; charset=utf-8');
    assertWellFormedXml(xml);
    const channel = xml.slice(0, xml.indexOf('<item>'));
    for (const tag of SHOW_TAGS) expect(channel, tag).toMatch(new RegExp(`<${tag}[ >/]`));
    const blocks = [...xml.matchAll(/<item>.*?<\/item>/g)].map((m) => m[0]);
    for (const block of blocks) for (const tag of EPISODE_TAGS) expect(block, tag).toMatch(new RegExp(`<${tag}[ >/]`));

    // Read as a podcast app reads it: RSS 2.0 with the itunes namespace, values typed (a duration
    // in seconds, explicit as a boolean).
    const feed = parseRssFeed(xml);
    expect(feed).toMatchObject({
      title: 'Atrium Knowledge Network Podcast',
      language: 'en-us',
      itunes: {
        image: `${PUBLIC_URL}/podcast-cover.png`,
        categories: [{ text: 'Education' }],
        explicit: false,
        owner: { name: expect.any(String), email: expect.stringMatching(/@/) },
        author: expect.any(String),
      },
    });
    const episodes = feed.items ?? [];
    // Newest first: the MP4 file, the MP3 beside a link, the M4A alone; WebM and Ogg stay out.
    expect(episodes.map((e) => e.title)).toEqual(['Podcast with a file', 'Podcast with audio', 'Audio only']);
    const expected = [
      [items.filePodcast!, 'podCastVideoFile', tinyMp4(), 'video/mp4', 2],
      [items.audioPodcast!, 'podCastAudioFile', audioFile('mp3'), 'audio/mpeg', 4],
      [items.audioOnly!, 'podCastAudioFile', audioFile('m4a'), 'audio/mp4', 5],
    ] as const;
    expected.forEach(([item, field, file, type, seconds], i) => {
      const episode = episodes[i]!;
      expect(episode).toMatchObject({
        enclosures: [{ url: PUBLIC_URL + String(item[field]), length: file.content.length, type }],
        guid: { value: `www.atrium.example:podcast:${item.id}`, isPermaLink: false },
        link: `${PUBLIC_URL}/podcasts/${item.slug}`,
        description: expect.any(String),
        itunes: { duration: seconds, image: `${PUBLIC_URL}/podcast-cover.png`, explicit: false },
      });
      // RFC 822, as RSS 2.0 has it, at midnight UTC of the item's date.
      expect(episode.pubDate).toMatch(/^\w{3}, \d{2} \w{3} 2025 00:00:00 GMT$/);
      expect(new Date(episode.pubDate!).toISOString()).toBe(`${String(item.created_at).slice(0, 10)}T00:00:00.000Z`);
    });
  });

  it('an episode’s enclosure answers Range requests with the exact bytes', async () => {
    const url = String(items.audioOnly!.podCastAudioFile);
    const content = audioFile('m4a').content;
    const response = await ctx.t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('audio/mp4');
    expect(response.headers['content-range']).toBe(`bytes 0-99/${content.length}`);
    expect(response.rawPayload.equals(content.subarray(0, 100))).toBe(true);
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
