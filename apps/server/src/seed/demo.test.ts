import { SystemCategories } from '@atrium/contract/categories';
import {
  type LearnFeedItem,
  LearnKeys,
  LearnMediaFields,
  type LearnType,
  LearnTypes,
  latestToday,
  slugPattern,
} from '@atrium/contract/learn';
import { LearnPageTypes, type Page } from '@atrium/contract/pages';
import { videoEmbedUrl } from '@atrium/contract/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import { seedDemoContent } from './demo.ts';
import { learnDemo } from './demo-learn.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
  await seedDemoContent(t.app);
});
afterAll(() => t.close());

const count = async (key: string) =>
  (await t.app.inject({ url: `/api/${key}/count/`, headers: auth })).json().data.count as number;

type LearnItem = Record<string, unknown> & {
  id: number;
  slug: string;
  status: number;
  title: string;
  created_at: string;
  categories: number[];
  categoryNames: string[];
  authorName: string;
  authorImage: string | null;
};

/** Every item of a type, drafts included, as the back office lists them. */
async function adminList(type: LearnType): Promise<LearnItem[]> {
  const res = await t.app.inject({ url: `/api/${LearnKeys[type]}/?limit=100&sort_by=position`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function publicFeed(query = ''): Promise<LearnFeedItem[]> {
  const res = await t.app.inject({ url: `/api/learn-content/?limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('demo content', () => {
  it('fills every screen, with images that are served', async () => {
    for (const key of ['hero-sliders', 'faqs', 'industries', 'individuals', 'categories'])
      expect(await count(key)).toBeGreaterThan(3);
    const sliders = (await t.app.inject({ url: '/api/hero-sliders/?selectedPage=home&status=1' })).json().data;
    expect(sliders.length).toBeGreaterThan(0);
    const image = await t.app.inject({ url: sliders[0].heroSlider.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const founder = (await t.app.inject({ url: '/api/individuals/?status=1&sort_by=position' }))
      .json()
      .data.find((i: { category_name: string }) => i.category_name === 'Founder');
    expect(founder.backgroundImage).toMatch(/^\/media\//);
    const main = (await t.app.inject({ url: '/api/faqs-main/?sort_by=-created_at&limit=1' })).json().data;
    expect(main[0].FaqImage).toMatch(/^\/media\//);
    const subs = (await t.app.inject({ url: '/api/mission-vision-goals-sub/' })).json().data;
    expect(subs.every((s: { mvgImage: string | null }) => s.mvgImage)).toBe(true);
    const [details] = (await t.app.inject({ url: '/api/contact-us-details/' })).json().data;
    expect(details).toMatchObject({ company: 'Atrium Knowledge Network', phone: '804-555-0147' });
    expect((await t.app.inject({ url: details.backgroundImage })).statusCode).toBe(200);
  });

  it('runs only on an empty install', async () => {
    const before = await Promise.all(['hero-sliders', ...LearnTypes.map((type) => LearnKeys[type])].map(count));
    await seedDemoContent(t.app);
    expect(await Promise.all(['hero-sliders', ...LearnTypes.map((type) => LearnKeys[type])].map(count))).toEqual(
      before,
    );
  });
});

describe('demo learn content', () => {
  it('has eight or more items of each type, one or two of them drafts', async () => {
    let drafts = 0;
    for (const type of LearnTypes) {
      const items = await adminList(type);
      expect(items.length, type).toBe(learnDemo[type].length);
      expect(items.length, type).toBeGreaterThanOrEqual(8);
      expect(await count(LearnKeys[type]), type).toBe(items.length);
      // Every video and podcast has a poster (decision 041): no card shows the blank tile.
      if ('poster' in LearnMediaFields[type])
        expect(
          items.filter((item) => !String(item.poster ?? '').startsWith('/media/images/')),
          type,
        ).toEqual([]);
      drafts += items.filter((item) => item.status === 0).length;
    }
    expect(drafts).toBeGreaterThanOrEqual(1);
    expect(drafts).toBeLessThanOrEqual(2);
  });

  it('passes the API’s own rules: each item saved back through PATCH unchanged is accepted', async () => {
    for (const type of LearnTypes) {
      const media = LearnMediaFields[type];
      for (const item of await adminList(type)) {
        const body: Record<string, unknown> = {
          selectedPage: item.selectedPage,
          title: item.title,
          subtitle: item.subtitle,
          description: item.description,
          created_at: item.created_at,
          categories: item.categories,
          authorName: item.authorName,
          cta_status: item.cta_status,
          cta_url: item.cta_url ?? '',
          status: item.status,
          ...('url' in media ? { [media.type]: item[media.type], [media.url]: item[media.url] ?? '' } : {}),
        };
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/${LearnKeys[type]}/${item.id}/`,
          headers: auth,
          payload: body,
        });
        expect(res.statusCode, `${type} ${item.title}: ${res.body}`).toBe(200);
        expect(res.json().data).toMatchObject({ title: item.title, slug: item.slug, created_at: item.created_at });
      }
    }
  });

  it('has real-looking items: rich text, authors with portraits, dates spread over the past months', async () => {
    const all = (await Promise.all(LearnTypes.map(adminList))).flat();
    const today = latestToday();
    for (const item of all) {
      expect(item.created_at <= today, item.title).toBe(true);
      expect(item.description, item.title).toMatch(/<p>.+<\/p>/);
      expect(item.categories.length, item.title).toBeGreaterThan(0);
    }
    expect(
      all.filter((item) => /<h2>/.test(item.description as string) && /<(ul|ol)>/.test(item.description as string))
        .length,
    ).toBeGreaterThan(all.length / 2);
    expect(new Set(all.map((item) => item.created_at.slice(0, 7))).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((item) => item.authorName).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
    const portraits = all.filter((item) => item.authorImage);
    expect(portraits.length).toBeGreaterThan(all.length / 2);
    const portrait = await t.app.inject({ url: portraits[0]!.authorImage! });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/jpeg');
  });

  it('gives blogs and articles a cover, some articles a logo, and videos and podcasts a YouTube player', async () => {
    for (const type of ['blog', 'article'] as const) {
      const field = LearnMediaFields[type].image;
      for (const item of await adminList(type)) {
        const cover = await t.app.inject({ url: item[field] as string });
        expect(cover.statusCode, `${type} ${item.title}`).toBe(200);
        expect(cover.headers['content-type']).toBe('image/jpeg');
      }
    }
    const logos = (await adminList('article')).map((a) => a.articleLogo).filter(Boolean) as string[];
    expect(logos.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: logos[0]! })).headers['content-type']).toBe('image/png');
    for (const type of ['video', 'podcast'] as const) {
      const { type: typeField, url } = LearnMediaFields[type];
      for (const item of await adminList(type)) {
        expect(item[typeField], item.title).toBe(0);
        // Stored as the editor typed it (decision 051); shown in its embed form.
        expect(videoEmbedUrl(item[url] as string), item.title).toMatch(
          /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
        );
      }
    }
  });

  it('gives every demo podcast an episode of its own, its transcript spoken, in the podcast feed (decisions 040, 080)', async () => {
    const podcasts = (await adminList('podcast')).filter((item) => item.status === 1);
    for (const item of podcasts) {
      expect(item.podCastAudioFile, item.title).toMatch(/^\/media\/audio\/[0-9a-f]{32}\.(mp3|m4a)$/);
      // A real episode's length, not a few seconds of chimes.
      expect(item.podCastAudioDuration, item.title).toBeGreaterThanOrEqual(45);
      expect(String(item.podCastTranscript).split('\n\n').length, item.title).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(podcasts.map((item) => item.podCastAudioFile)).size).toBe(podcasts.length);
    expect(new Set(podcasts.map((item) => String(item.podCastAudioFile).slice(-3)))).toEqual(new Set(['mp3', 'm4a']));
    const feed = (await t.app.inject({ url: '/podcast.xml' })).body;
    expect([...feed.matchAll(/<enclosure url="[^"]+\/media\/audio\//g)]).toHaveLength(podcasts.length);
  });

  it('gives every item a slug of its own, which the public read answers while the item is published', async () => {
    const all = (
      await Promise.all(LearnTypes.map(async (type) => (await adminList(type)).map((item) => ({ type, item }))))
    ).flat();
    const slugs = all.map(({ item }) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { type, item } of all) {
      expect(item.slug).toMatch(slugPattern);
      const res = await t.app.inject({ url: `/api/${LearnKeys[type]}/slug/${item.slug}/` });
      expect(res.statusCode, `${type} ${item.slug}`).toBe(item.status === 1 ? 200 : 404);
    }
  });

  it('fills the public learn feed with every published item, each with its media type and icon', async () => {
    const published = (await Promise.all(LearnTypes.map(adminList))).flat().filter((item) => item.status === 1);
    const feed = await publicFeed();
    expect(feed.length).toBe(published.length);
    expect((await t.app.inject({ url: '/api/learn-content/count/' })).json().data.count).toBe(published.length);
    expect(new Set(feed.map((entry) => entry.content_type))).toEqual(new Set(LearnTypes));
    expect(feed.every((entry) => entry.content_type_icon !== null)).toBe(true);
  });

  it('spreads items over the initiatives and recent-content categories the public pages read', async () => {
    const categories = (await t.app.inject({ url: '/api/categories/?limit=100' })).json().data as Array<{
      id: number;
      name: string;
    }>;
    const idOf = (name: string) => categories.find((c) => c.name === name)!.id;
    for (const name of [SystemCategories.Initiatives.name, SystemCategories.FeaturedInitiatives.name]) {
      const items = await publicFeed(`&categories=${idOf(name)}`);
      expect(items.length, name).toBeGreaterThanOrEqual(4);
      expect(new Set(items.map((entry) => entry.content_type)).size, name).toBeGreaterThanOrEqual(3);
    }
    const recent = (await t.app.inject({ url: '/api/recent-content/' })).json().data as LearnFeedItem[];
    expect(recent.length).toBe(4);
    expect(recent.every((entry) => entry.data.categoryNames.includes(SystemCategories.RecentContent.name))).toBe(true);
    expect(new Set(recent.map((entry) => entry.content_type))).toEqual(new Set(LearnTypes));
  });
});

describe('demo page meta', () => {
  it('gives a few learn items, one of each type and a draft, meta of their own; the rest use their text', async () => {
    const withMeta = LearnTypes.flatMap((type) =>
      learnDemo[type].filter((demo) => demo.meta).map((demo) => ({ type, demo })),
    );
    expect(new Set(withMeta.map((m) => m.type))).toEqual(new Set(LearnTypes));
    expect(withMeta.some(({ demo }) => demo.status === 0)).toBe(true);
    for (const { type, demo } of withMeta) {
      const res = await t.app.inject({
        url: `/api/pages/?pageType=${LearnPageTypes[type]}&limit=100`,
        headers: auth,
      });
      const page = (res.json().data as Page[]).find((p) => p.title === demo.title)!;
      expect(page, demo.title).toMatchObject({ metaTitle: demo.meta!.title, metaKeywords: demo.meta!.keywords });
      expect(page.id).toBeGreaterThan(0);
      const read = await t.app.inject({ url: `/api/pages/${page.customUrl}/` });
      if (demo.status === 0) expect(read.statusCode, demo.title).toBe(404);
      else expect(read.json().data, demo.title).toMatchObject({ metaOGTitle: demo.meta!.ogTitle });
    }
    const saved = await t.db.selectFrom('pages').select('id').where('page_type', '!=', 'default').execute();
    expect(saved).toHaveLength(withMeta.length);
  });

  it('runs only while no learn item has meta', async () => {
    const before = await t.db.selectFrom('pages').selectAll().orderBy('id').execute();
    await seedDemoContent(t.app);
    expect(await t.db.selectFrom('pages').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('demo newsletter (decision 060)', () => {
  it('is one sent, public newsletter of a video, a podcast and a blog, in the archive, without a mail queued', async () => {
    const archive = await t.app.inject({ url: '/api/newsletters/archive/' });
    expect(archive.statusCode, archive.body).toBe(200);
    const list = archive.json().data as Array<{ slug: string; subject: string; sent_at: string }>;
    expect(list).toHaveLength(1);
    const page = await t.app.inject({ url: `/api/newsletters/archive/${list[0]!.slug}/` });
    expect(page.statusCode, page.body).toBe(200);
    const issue = page.json().data as { intro: string; items: Array<{ type: string; slug: string }> };
    expect(issue.intro).toContain('<p>');
    expect(issue.items.map((item) => item.type)).toEqual(['video', 'podcast', 'blog']);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('newsletter_deliveries').select('id').execute()).toEqual([]);
    // Seeded once: a second run adds none.
    await seedDemoContent(t.app);
    expect(await t.db.selectFrom('newsletters').select('id').execute()).toHaveLength(1);
  });
});
