import { describe, expect, it } from 'vitest';
import { absoluteUrl, seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';

const origin = 'https://atrium.example.org';

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
    expect(siteTitle('FAQs')).toBe('FAQs | Atrium');
    expect(siteTitle('')).toBe('Atrium Knowledge Network');
  });
});
