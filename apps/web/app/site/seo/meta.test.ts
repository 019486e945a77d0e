import { zonedIso } from '@atrium/contract/schedule';
import { defaultSiteSettings } from '@atrium/contract/site-settings';
import { describe, expect, it } from 'vitest';
import { isoDuration, type Video } from '@atrium/contract/learn';
import { learnDetailMeta } from '~/site/pages/learn-detail/learn-detail-meta';
import { organizationJsonLd } from '~/site/seo/json-ld';
import { absoluteUrl, seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';

const origin = 'https://atrium.example.org';
const site = defaultSiteSettings('Europe/Paris');

function tag(meta: ReturnType<typeof seoMeta>, key: string): unknown {
  const found = meta.find(
    (m) => (m as Record<string, unknown>).name === key || (m as Record<string, unknown>).property === key,
  );
  return (found as { content?: unknown } | undefined)?.content;
}

describe('the meta builder of the public pages', () => {
  it('gives title, description, keywords, canonical, Open Graph and Twitter tags', () => {
    const meta = seoMeta({
      origin,
      site,
      path: '/faqs',
      title: 'FAQs | Atrium',
      description: 'Answers',
      keywords: 'a, b,, a ,c',
      image: '/media/images/x.jpg',
    });
    expect(meta).toContainEqual({ title: 'FAQs | Atrium' });
    expect(tag(meta, 'description')).toBe('Answers');
    expect(tag(meta, 'keywords')).toBe('a, b, c');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${origin}/faqs` });
    expect(tag(meta, 'og:url')).toBe(`${origin}/faqs`);
    expect(tag(meta, 'og:type')).toBe('website');
    expect(tag(meta, 'og:image')).toBe(`${origin}/media/images/x-1600.webp`);
    expect(tag(meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(meta, 'twitter:title')).toBe('FAQs | Atrium');
    expect(tag(meta, 'og:video')).toBeUndefined();
  });

  it('uses the social texts when given, the default image when none, and declares a video 400x300', () => {
    const meta = seoMeta({
      origin,
      site,
      path: '/videos/a',
      title: 'T',
      description: 'D',
      ogTitle: 'OG T',
      ogDescription: 'OG D',
      video: { url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', type: 'text/html' },
      jsonLd: [{ '@type': 'VideoObject' }],
    });
    expect(tag(meta, 'og:title')).toBe('OG T');
    expect(tag(meta, 'twitter:description')).toBe('OG D');
    expect(tag(meta, 'og:image')).toBe(`${origin}/og-image.png`);
    expect(tag(meta, 'og:image:width')).toBe('1200');
    expect(tag(meta, 'og:image:height')).toBe('630');
    expect(tag(meta, 'og:video')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(tag(meta, 'og:video:width')).toBe('400');
    expect(tag(meta, 'og:video:height')).toBe('300');
    expect(meta).toContainEqual({ 'script:ld+json': { '@type': 'VideoObject' } });
  });

  it('reads the origin from the site layout and names pages after the organisation', () => {
    expect(siteOrigin([{ id: 'root' }, { id: 'routes/site/layout', loaderData: { publicUrl: origin } }])).toBe(origin);
    expect(siteOrigin([{ id: 'root' }])).toBe('');
    expect(absoluteUrl(origin, 'x')).toBe(`${origin}/x`);
    expect(absoluteUrl(origin, 'https://else.example/y')).toBe('https://else.example/y');
    expect(siteTitle('FAQs', site)).toBe('FAQs | Atrium');
    expect(siteTitle('', site)).toBe('Atrium Knowledge Network');
    const settings = { ...site, orgName: 'Riverside Commons' };
    expect(siteSettingsOf([{ id: 'routes/site/layout', loaderData: { settings } }])).toBe(settings);
    expect(siteSettingsOf([{ id: 'root' }]).orgName).toBe(site.orgName);
  });

  it('names the site settings (decision 048): twitter:site, the share image and its size, icons and feeds', () => {
    const settings = {
      ...site,
      orgName: 'Riverside Commons',
      socialLinks: [{ network: 'x' as const, url: 'https://twitter.com/riverside_c' }],
      shareImage: '/media/images/0123456789abcdef0123456789abcdef.png',
      shareImageSize: { width: 1000, height: 500 },
      favicon: '/media/images/fedcba9876543210fedcba9876543210.png',
    };
    const meta = seoMeta({ origin, site: settings, path: '/', title: 'T', description: 'D' });
    expect(tag(meta, 'twitter:site')).toBe('@riverside_c');
    expect(tag(meta, 'og:site_name')).toBe('Riverside Commons');
    expect(tag(meta, 'og:image')).toBe(`${origin}${settings.shareImage}`);
    expect(tag(meta, 'og:image:width')).toBe('1000');
    expect(tag(meta, 'og:image:height')).toBe('500');
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'icon',
      href: '/icon.png',
      type: 'image/png',
      sizes: '192x192',
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'icon', href: '/favicon.ico', sizes: '48x48' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'apple-touch-icon', href: '/apple-touch-icon.png' });
    expect(meta).toContainEqual(
      expect.objectContaining({
        rel: 'alternate',
        href: '/rss.xml',
        title: 'Riverside Commons: all learn content (RSS)',
      }),
    );
    // Without an X link there is no twitter:site; a page's own image has no known size, so none is declared.
    const plain = seoMeta({
      origin,
      site: { ...site, socialLinks: [] },
      path: '/',
      title: 'T',
      description: 'D',
      image: '/media/images/x.jpg',
    });
    expect(tag(plain, 'twitter:site')).toBeUndefined();
    expect(tag(plain, 'og:image:width')).toBeUndefined();
  });

  it('gives JSON-LD a PNG logo, the settings’ contact, dates with a time and zone, and durations in ISO 8601', () => {
    const organization = organizationJsonLd(origin, site);
    expect(organization).toMatchObject({
      name: site.orgName,
      email: site.contactEmail,
      logo: { '@type': 'ImageObject', url: `${origin}/logo.png` },
      sameAs: site.socialLinks.map((link) => link.url),
    });
    expect(zonedIso('2026-03-15', 'Europe/Paris')).toBe('2026-03-15T00:00:00+01:00');
    expect(zonedIso('2026-07-01T10:30:00.000Z', 'Europe/Paris')).toBe('2026-07-01T12:30:00+02:00');
    expect(zonedIso('2026-07-01', 'America/New_York')).toBe('2026-07-01T00:00:00-04:00');
    expect(isoDuration(245)).toBe('PT4M5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('gives a video page’s VideoObject its length in ISO 8601 when known (decision 060), and a person author no url', () => {
    const video: Video = {
      id: 7,
      status: 1,
      position: 1,
      created_at: '2026-03-01',
      updated_at: '2026-03-02T10:00:00.000Z',
      publish_at: null,
      unpublish_at: null,
      selectedPage: 'learn',
      title: 'A talk',
      subtitle: 'On learning',
      description: '<p>About it.</p>',
      slug: 'a-talk',
      categories: [],
      categoryNames: [],
      category_details: [],
      authorName: 'Ada Lovelace',
      authorImage: null,
      cta_status: 0,
      cta_url: null,
      VideoType: 0,
      VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      VideoFile: null,
      poster: null,
      VideoDuration: 3750,
    };
    const matches = [{ id: 'routes/site/layout', loaderData: { publicUrl: origin, settings: site } }];
    const objectOf = (item: Video) => {
      const meta = learnDetailMeta({ type: 'video', item, related: [], page: null, icon: null }, matches);
      const scripts = meta.flatMap((m) =>
        'script:ld+json' in m ? [m['script:ld+json'] as Record<string, unknown>] : [],
      );
      return scripts.find((ld) => ld['@type'] === 'VideoObject')!;
    };
    const object = objectOf(video);
    expect(object).toMatchObject({
      name: 'A talk',
      duration: 'PT1H2M30S',
      uploadDate: '2026-03-01T00:00:00+01:00',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
    });
    // Nobody has a page or profile address on the site (decision 060): a person carries no url.
    expect(object.author).not.toHaveProperty('url');
    expect(objectOf({ ...video, VideoDuration: null })).not.toHaveProperty('duration');
  });
});
