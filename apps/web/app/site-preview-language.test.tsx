import { describe, expect, it } from 'vitest';
import { siteCatalogues } from '@atrium/contract/site-catalogue';
import type { SiteApi } from '~/lib/site-api';
import preview from '~/routes/site/preview';
import { renderSitePage, type SiteDeps } from '~/site-server';
import { englishAlone, englishFrenchArabic as three } from '~/testing/locales';

/**
 * Decision 097: /preview/<token> renders in the language the preview is of, whatever its address
 * (the server renders every preview in the default language's), as that language's page would:
 * its `lang` and `dir`, the site's words, its reads in it, the texts it lacks marked.
 */
const ORIGIN = 'https://atrium.example.org';

const estuaries = {
  id: 7,
  status: 0,
  position: 1,
  selectedPage: 'learn',
  slug: 'estuaries',
  slugs: { en: 'estuaries', fr: 'estuaires' },
  title: 'Estuaries',
  subtitle: 'Where rivers end',
  description: '<p>Where the river meets the sea.</p>',
  created_at: '2026-03-05',
  authorName: 'Ada',
  authorImage: null,
  BlogImage: null,
  cta_status: 0,
  cta_url: null,
  categories: [],
  categoryNames: [],
  category_details: [],
};

/** The preview the token names, as GET /preview/{token}/ answers it; and every read the page makes, with its language. */
function previewApi(answer: object) {
  const asked: Array<{ path: string; locale: unknown; params: unknown }> = [];
  const api = (async (endpoint: { path: string }, input?: { params?: object; query?: Record<string, unknown> }) => {
    asked.push({ path: endpoint.path, locale: input?.query?.locale, params: input?.params });
    if (endpoint.path === '/preview/:token/') return { status: 200, body: { success: true, data: answer } };
    if (endpoint.path === '/learn-blogs/slug/:slug/related/') return { status: 200, body: { success: true, data: [] } };
    if (endpoint.path === '/media/alts/') {
      const alt = input?.query?.locale === 'fr' ? 'L’estuaire à marée basse' : 'The estuary at low tide';
      const paths = String(input?.query?.paths).split(',');
      return {
        status: 200,
        body: { success: true, data: { alts: Object.fromEntries(paths.map((path) => [path, alt])), untranslated: [] } },
      };
    }
    return { status: 404, body: { success: false, message: 'none' } };
  }) as unknown as SiteApi;
  return { api, asked };
}

const about = { kind: 'form', expiresAt: '2026-12-06T14:02:00.000Z', hasNewFiles: false, type: 'blog', page: null };

async function render(answer: object, settings = three) {
  const { api, asked } = previewApi(answer);
  const deps: SiteDeps = {
    api,
    config: { publicUrl: ORIGIN },
    styles: [],
    // A preview's address has no prefix: the server always gives the default language.
    language: { locale: settings.defaultLocale, settings },
  };
  const page = await renderSitePage(preview, '/preview/tok', { token: 'tok' }, deps);
  return { status: page.status, html: page.body.toString('utf8'), asked };
}

describe('a preview of a translation (decision 097)', () => {
  it('describes the item’s image by its library alt in the preview’s language, in one read (decision 108)', async () => {
    const picture = `/media/images/${'a'.repeat(32)}.png`;
    const item = { ...estuaries, slug: 'estuaires', title: 'Estuaires', BlogImage: picture };
    const { html, asked } = await render({ ...about, locale: 'fr', untranslated: [], item });
    expect(asked.filter((read) => read.path === '/media/alts/').map((read) => read.locale)).toEqual(['fr']);
    expect(html).toMatch(/<img [^>]*alt="L’estuaire à marée basse"/);
  });

  it('renders in French: its lang and words, its reads in French, its links under /fr, the default language’s texts marked', async () => {
    const french = {
      ...about,
      locale: 'fr',
      untranslated: ['subtitle', 'description'],
      item: { ...estuaries, slug: 'estuaires', title: 'Estuaires' },
    };
    const { status, html, asked } = await render(french);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr" dir="ltr" data-prefix="/fr">');
    const words = siteCatalogues.fr!;
    expect(html).toContain(words.preview.form);
    expect(html).toContain(words.preview.expires('6 décembre 2026 à 14:02 UTC'));
    expect(html).toContain(words.frame.languages);
    // The translated title, and the texts French lacks in English, marked so.
    expect(html).toMatch(/<h1 class="learn-detail__title">Estuaires<\/h1>/);
    expect(html).toContain('<p class="learn-detail__subtitle" lang="en">Where rivers end</p>');
    expect(html).toContain('<div class="learn-detail__body prose" lang="en">');
    // Its reads in French, by its French slug; the site's links in French.
    expect(asked).toContainEqual({
      path: '/learn-blogs/slug/:slug/related/',
      locale: 'fr',
      params: { slug: 'estuaires' },
    });
    expect(html).toContain('href="/fr/learn"');
    expect(html).not.toContain('href="/learn"');
    // No preview has an address in another language: the switcher and the alternates lead to the item's pages.
    expect(html).not.toContain('/fr/preview/');
    expect(html).toContain('hrefLang="en" href="/blogs/estuaries"');
    expect(html).toContain('hrefLang="ar" href="/ar/blogs/estuaries"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fr/blogs/estuaires"/>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('renders in Arabic right to left, with the Arabic words', async () => {
    const arabic = { ...about, kind: 'link', locale: 'ar', untranslated: [], item: { ...estuaries, title: 'مصبات' } };
    const { html } = await render(arabic);
    expect(html).toContain('<html lang="ar" dir="rtl" data-prefix="/ar">');
    const words = siteCatalogues.ar!;
    expect(html).toContain(words.preview.label);
    expect(html).toContain(words.preview.link);
    expect(html).toContain('مصبات');
    expect(html).toContain('href="/ar/learn"');
  });

  it('leaves a preview in the default language as it was, its switcher leading to the item’s pages', async () => {
    const { html, asked } = await render({ ...about, item: estuaries });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('This is a preview of unsaved changes. Save the form to keep them.');
    expect(html).toContain('Link expires December 6, 2026 at 2:02 PM UTC.');
    expect(asked.every((read) => read.locale === undefined)).toBe(true);
    expect(html).toContain('hrefLang="fr" href="/fr/blogs/estuaires"');
    expect(html).not.toContain('/fr/preview/');
  });

  it('is the one it was on a site in English alone', async () => {
    const { html } = await render({ ...about, item: { ...estuaries, slugs: undefined } }, englishAlone);
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('hrefLang');
  });
});
