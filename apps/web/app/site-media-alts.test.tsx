import { describe, expect, it } from 'vitest';
import type { SiteApi } from '~/lib/site-api';
import blog from '~/routes/site/blog';
import { renderSitePage, type SiteDeps } from '~/site-server';
import { englishFrenchArabic as three } from '~/testing/locales';

/**
 * Decision 100: a page's images take the alt texts written for them in the page's language, in the
 * page's one read of its images' alts; one the language lacks is the default language's, marked
 * with `lang` (on an image, the language of its alt).
 */
const picture = `/media/images/${'a'.repeat(32)}.png`;
const portrait = `/media/images/${'b'.repeat(32)}.png`;
const item = {
  id: 7,
  slug: 'water-rights',
  title: 'Water rights',
  subtitle: '',
  description: '<p>Text.</p>',
  created_at: '2026-03-05',
  authorName: 'Ada',
  authorImage: portrait,
  BlogImage: picture,
  categoryNames: [],
  category_details: [],
  categories: [],
};

/** A blog page's reads, each noted with the language it asked in; the alts as the server answers them in French. */
function reads(asked: Array<{ path: string; locale: unknown }>) {
  return (async (endpoint: { path: string }, input?: { query?: Record<string, unknown> }) => {
    asked.push({ path: endpoint.path, locale: input?.query?.locale });
    if (endpoint.path === '/learn-blogs/slug/:slug/') return { status: 200, body: { success: true, data: item } };
    if (endpoint.path === '/learn-blogs/slug/:slug/related/') return { status: 200, body: { success: true, data: [] } };
    if (endpoint.path === '/media/alts/') {
      const french = input?.query?.locale === 'fr';
      return {
        status: 200,
        body: {
          success: true,
          data: {
            alts: {
              [picture]: french ? 'Des filets qui sèchent sur le quai' : 'Nets drying on the quay',
              [portrait]: 'Ada at her desk',
            },
            untranslated: french ? [portrait] : [],
          },
        },
      };
    }
    return { status: 404, body: { success: false, message: 'none' } };
  }) as unknown as SiteApi;
}

const render = async (locale: string, asked: Array<{ path: string; locale: unknown }>) => {
  const deps: SiteDeps = {
    api: reads(asked),
    config: { publicUrl: 'https://atrium.example.org' },
    styles: [],
    language: { locale, settings: three },
  };
  return (await renderSitePage(blog, '/blogs/water-rights', { slug: 'water-rights' }, deps)).body.toString('utf8');
};

describe('images’ alt texts in the page’s language (decision 100)', () => {
  it('shows the language’s alt, and the default language’s marked with lang where it has none', async () => {
    const asked: Array<{ path: string; locale: unknown }> = [];
    const french = await render('fr', asked);
    expect(asked).toContainEqual({ path: '/media/alts/', locale: 'fr' });
    expect(french).toMatch(/<img [^>]*alt="Des filets qui sèchent sur le quai"(?![^>]*lang=)[^>]*>/);
    expect(french).toMatch(/<img [^>]*alt="Ada at her desk" lang="en"[^>]*>/);
  });

  it('leaves the default language’s page as it was: its alts asked with no language, no lang on an image', async () => {
    const asked: Array<{ path: string; locale: unknown }> = [];
    const english = await render('en', asked);
    expect(asked).toContainEqual({ path: '/media/alts/', locale: undefined });
    expect(english).toMatch(/<img [^>]*alt="Nets drying on the quay"/);
    expect(english).toMatch(/<img [^>]*alt="Ada at her desk"/);
    expect(english).not.toMatch(/<img [^>]*lang=/);
  });
});
