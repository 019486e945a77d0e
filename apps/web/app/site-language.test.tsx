import { describe, expect, it } from 'vitest';
import type { SiteApi } from '~/lib/site-api';
import aboutUs from '~/routes/site/about-us';
import blog from '~/routes/site/blog';
import faqs from '~/routes/site/faqs';
import privacyPolicy from '~/routes/site/privacy-policy';
import { definePage, movedPermanently } from '~/site/page';
import { renderNotFound, renderSitePage, type SiteDeps } from '~/site-server';
import { linksInLanguage, siteLanguage } from '~/site/language';
import { englishAlone, englishFrenchArabic as three } from '~/testing/locales';

/**
 * Decision 090: the public site's pages in each of the site's languages, rendered as the server
 * asks (the page's path in the default language's paths, and the language its prefix named).
 */
const ORIGIN = 'https://atrium.example.org';
const none = (async () => ({ status: 404, body: { success: false, message: 'none' } })) as unknown as SiteApi;
const base: SiteDeps = { api: none, config: { publicUrl: ORIGIN }, styles: ['/assets/site-x.css'] };
const inLanguage = (locale: string, settings = three, api = none): SiteDeps => ({
  ...base,
  api,
  language: { locale, settings },
});
const text = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString('utf8');

describe('a site in English alone', () => {
  it('renders exactly as before: no dir, no switcher, no alternates', async () => {
    const before = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, base));
    const now = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('en', englishAlone)));
    expect(now).toBe(before);
    expect(now).toContain('<html lang="en">');
    expect(now).not.toContain('hreflang');
    expect(now).not.toContain('language-switcher');
  });
});

/** A blog as the learn read answers it in French: `own` over a French title and text (no French subtitle). */
const blogRecord = (own: Record<string, unknown>) => ({
  id: 7,
  slug: 'droits-de-l-eau',
  title: 'Droits de l’eau',
  subtitle: '',
  description: '<p>Texte.</p>',
  created_at: '2026-03-05',
  authorName: 'Ada',
  authorImage: null,
  categoryNames: [],
  category_details: [],
  categories: [],
  untranslated: ['subtitle'],
  ...own,
});

/** A blog page's reads: the item, no related items, and its page meta when given (else none saved). */
const blogReads = (item: object, page?: object) =>
  (async (endpoint: { path: string }) =>
    endpoint.path === '/learn-blogs/slug/:slug/'
      ? { status: 200, body: { success: true, data: item } }
      : endpoint.path === '/learn-blogs/slug/:slug/related/'
        ? { status: 200, body: { success: true, data: [] } }
        : endpoint.path === '/pages/:customUrl/' && page
          ? { status: 200, body: { success: true, data: page } }
          : { status: 404, body: { success: false, message: 'none' } }) as unknown as SiteApi;

describe('a site in English, French and Arabic', () => {
  it('says each page’s language and direction', async () => {
    expect(await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('en')))).toContain(
      '<html lang="en" dir="ltr">',
    );
    expect(await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('fr')))).toContain(
      '<html lang="fr" dir="ltr" data-prefix="/fr">',
    );
    expect(await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('ar')))).toContain(
      '<html lang="ar" dir="rtl" data-prefix="/ar">',
    );
  });

  it('gives every page a canonical in its language and each language as an alternate, with x-default', async () => {
    const french = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('fr')));
    expect(french).toContain(`<link rel="canonical" href="${ORIGIN}/fr/privacy-policy"/>`);
    expect(french).toContain(`<meta property="og:url" content="${ORIGIN}/fr/privacy-policy"/>`);
    for (const [code, path] of [
      ['en', '/privacy-policy'],
      ['fr', '/fr/privacy-policy'],
      ['ar', '/ar/privacy-policy'],
      ['x-default', '/privacy-policy'],
    ]) {
      expect(french).toContain(`<link rel="alternate" hrefLang="${code}" href="${ORIGIN}${path}"/>`);
    }
    const english = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('en')));
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/privacy-policy"/>`);
    expect(english).toContain(`<link rel="alternate" hrefLang="ar" href="${ORIGIN}/ar/privacy-policy"/>`);
  });

  it('links the feeds of the page’s language in its head, the 404’s too (decision 096)', async () => {
    const feeds = (html: string) =>
      [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/g)].map((m) => m[1]);
    const french = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('fr')));
    expect(feeds(french)).toEqual(['/fr/rss.xml', '/fr/podcast.xml']);
    expect(feeds(await text(renderNotFound('/nowhere', inLanguage('ar'))))).toEqual(['/ar/rss.xml', '/ar/podcast.xml']);
    // The default language's feeds stay at the root.
    const english = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('en')));
    expect(feeds(english)).toEqual(['/rss.xml', '/podcast.xml']);
  });

  it('reads a page’s meta in its language for the head: title, description, og and twitter (decision 096)', async () => {
    const asked: unknown[] = [];
    const pageApi = (async (endpoint: { path: string }, input?: { query?: Record<string, unknown> }) => {
      asked.push({ path: endpoint.path, locale: input?.query?.locale });
      if (endpoint.path !== '/pages/:customUrl/') return { status: 404, body: { success: false, message: 'none' } };
      const french = input?.query?.locale === 'fr';
      return {
        status: 200,
        body: {
          success: true,
          data: {
            customUrl: 'about-us',
            pageType: 'default',
            metaTitle: french ? 'Qui nous sommes' : 'Who we are',
            metaDescription: french ? 'Un réseau de savoirs.' : 'A knowledge network.',
            metaOGTitle: french ? 'Le réseau' : 'The network',
            // Not written in French: the default language's, as the read answers it.
            metaOGDescription: 'Knowledge, shared.',
            metaKeywords: '',
            image: null,
            folds: [],
            updated_at: '2026-12-06T10:00:00.000Z',
            ...(french ? { untranslated: ['metaOGDescription', 'metaKeywords'] } : {}),
          },
        },
      };
    }) as unknown as SiteApi;
    const french = await text(renderSitePage(aboutUs, '/about-us', {}, inLanguage('fr', three, pageApi)));
    expect(asked).toContainEqual({ path: '/pages/:customUrl/', locale: 'fr' });
    expect(french).toContain('<title>Qui nous sommes</title>');
    expect(french).toContain('<meta name="description" content="Un réseau de savoirs."/>');
    expect(french).toContain('<meta property="og:title" content="Le réseau"/>');
    expect(french).toContain('<meta name="twitter:title" content="Le réseau"/>');
    expect(french).toContain('<meta property="og:description" content="Knowledge, shared."/>');
    const english = await text(renderSitePage(aboutUs, '/about-us', {}, inLanguage('en', three, pageApi)));
    expect(english).toContain('<title>Who we are</title>');
    expect(english).toContain('<meta property="og:title" content="The network"/>');
  });

  it('shows the site’s words in the page’s language, its links in it, and the switcher’s links to each language', async () => {
    const french = await text(renderSitePage(privacyPolicy, '/privacy-policy', {}, inLanguage('fr')));
    expect(french).toContain('Politique de confidentialité');
    expect(french).toContain('Aller au contenu');
    expect(french).toContain('<a href="/fr/learn">Ressources</a>');
    expect(french).toContain('href="/fr"');
    expect(french).toContain('action="/fr/search"');
    expect(french).not.toContain('href="/learn"');
    // The switcher: each language's page, named in its own language.
    expect(french).toContain('hrefLang="en" href="/privacy-policy" lang="en" dir="ltr">English</a>');
    expect(french).toContain('hrefLang="ar" href="/ar/privacy-policy" lang="ar" dir="rtl">العربية</a>');
    expect(french).toContain('href="/fr/privacy-policy" lang="fr" dir="ltr" aria-current="true">Français</a>');
    // The policy itself is written in English: marked so.
    expect(french).toMatch(/<article class="legal__body prose" lang="en">/);
  });

  it('reads content in the page’s language and marks what falls back to the default language', async () => {
    const asked: unknown[] = [];
    const faqApi = (async (endpoint: { path: string }, input?: { query?: Record<string, unknown> }) => {
      asked.push({ path: endpoint.path, locale: input?.query?.locale });
      if (endpoint.path === '/faqs/')
        return {
          status: 200,
          body: {
            success: true,
            data: [
              {
                id: 1,
                title: 'Qui sommes-nous ?',
                Description: '<p>The answer in English.</p>',
                status: 1,
                position: 1,
                untranslated: ['Description'],
              },
            ],
          },
        };
      return { status: 404, body: { success: false, message: 'none' } };
    }) as unknown as SiteApi;
    const french = await text(renderSitePage(faqs, '/faqs', {}, inLanguage('fr', three, faqApi)));
    expect(asked).toContainEqual({ path: '/faqs/', locale: 'fr' });
    expect(french).toContain('<span>Qui sommes-nous ?</span>');
    expect(french).toContain('<div class="faq__answer prose" lang="en"><p>The answer in English.</p></div>');
  });

  it('answers the 404 in the page’s language', async () => {
    const arabic = await text(renderNotFound('/nothing', inLanguage('ar')));
    expect(arabic).toContain('الصفحة غير موجودة');
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
  });

  it('sends a moved slug to its page in the same language', async () => {
    const moved = definePage<null>({
      path: '/blogs/:slug',
      load: () => {
        throw movedPermanently('/blogs/new');
      },
      View: () => null,
    });
    const answer = await renderSitePage(moved, '/blogs/old', { slug: 'old' }, inLanguage('fr'));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/fr/blogs/new');
  });

  it('prefers a learn item’s own texts in the language to a meta saved in the default language (decision 096)', async () => {
    // The item has no French subtitle; its title and text are French.
    const item = blogRecord({ slug: 'eau-de-pluie', title: 'Eau de pluie', description: '<p>Recueillez-la.</p>' });
    const saved = {
      customUrl: 'rainwater',
      pageType: 'blogs',
      metaTitle: 'Rainwater harvesting',
      metaDescription: 'How to catch the rain.',
      metaOGTitle: '',
      metaOGDescription: '',
      metaKeywords: 'rain',
      image: null,
      folds: [],
      updated_at: '2026-12-06T10:00:00.000Z',
      untranslated: ['metaTitle', 'metaDescription', 'metaOGTitle', 'metaOGDescription', 'metaKeywords'],
    };
    const reads = blogReads(item, saved);
    const french = await text(
      renderSitePage(blog, '/blogs/eau-de-pluie', { slug: 'eau-de-pluie' }, inLanguage('fr', three, reads)),
    );
    expect(french).toMatch(/<title>Eau de pluie \|/);
    expect(french).toContain('<meta name="description" content="Recueillez-la."/>');
    expect(french).toContain('<meta property="og:title" content="Eau de pluie');
    expect(french).not.toContain('Rainwater harvesting');
    // Its keywords have no French of their own: the saved ones stay.
    expect(french).toContain('<meta name="keywords" content="rain"/>');
  });

  it('says a learn item’s page meta written in the language, the item’s own texts where it is not (decision 101)', async () => {
    const item = blogRecord({ slug: 'eau-de-pluie', title: 'Eau de pluie', description: '<p>Recueillez-la.</p>' });
    const saved = {
      customUrl: 'rainwater',
      pageType: 'blogs',
      metaTitle: 'Récolter la pluie',
      metaDescription: 'How to catch the rain.',
      metaOGTitle: 'La pluie, récoltée',
      metaOGDescription: '',
      metaKeywords: 'pluie',
      image: null,
      folds: [],
      updated_at: '2026-12-06T10:00:00.000Z',
      untranslated: ['metaDescription', 'metaOGDescription'],
    };
    const french = await text(
      renderSitePage(
        blog,
        '/blogs/eau-de-pluie',
        { slug: 'eau-de-pluie' },
        inLanguage('fr', three, blogReads(item, saved)),
      ),
    );
    expect(french).toMatch(/<title>Récolter la pluie \|/);
    expect(french).toContain('<meta property="og:title" content="La pluie, récoltée');
    expect(french).toContain('<meta name="keywords" content="pluie"/>');
    // The description has no French meta: the item's French text, not the English meta.
    expect(french).toContain('<meta name="description" content="Recueillez-la."/>');
    expect(french).not.toContain('How to catch the rain.');
  });

  it('gives a learn item’s page its slug in each language, in the switcher and the alternates', async () => {
    const blogApi = blogReads(blogRecord({ slugs: { en: 'water-rights', fr: 'droits-de-l-eau' } }));
    const french = await text(
      renderSitePage(blog, '/blogs/droits-de-l-eau', { slug: 'droits-de-l-eau' }, inLanguage('fr', three, blogApi)),
    );
    expect(french).toContain(`<link rel="canonical" href="${ORIGIN}/fr/blogs/droits-de-l-eau"/>`);
    expect(french).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/blogs/water-rights"/>`);
    // Arabic has no slug of its own: the default language's, under its prefix.
    expect(french).toContain(`<link rel="alternate" hrefLang="ar" href="${ORIGIN}/ar/blogs/water-rights"/>`);
    expect(french).toContain('hrefLang="en" href="/blogs/water-rights"');
    // The date in French, through Intl.
    expect(french).toContain('5 mars 2026');
  });
});

describe('linksInLanguage', () => {
  const french = siteLanguage('fr', three);
  it('puts the site’s page links under the language’s prefix, and leaves files, anchors and switcher links', () => {
    const html =
      '<a href="/">h</a><a href="/learn?page=2">l</a><a href="/blogs/x">b</a><form action="/search"></form>' +
      '<a href="/media/images/a.png">m</a><a href="#top">t</a><a href="/rss.xml">r</a>' +
      '<a hrefLang="en" href="/learn">e</a><a href="https://x.org/learn">o</a>';
    expect(linksInLanguage(html, french)).toBe(
      '<a href="/fr">h</a><a href="/fr/learn?page=2">l</a><a href="/fr/blogs/x">b</a><form action="/fr/search"></form>' +
        '<a href="/media/images/a.png">m</a><a href="#top">t</a><a href="/rss.xml">r</a>' +
        '<a hrefLang="en" href="/learn">e</a><a href="https://x.org/learn">o</a>',
    );
    expect(linksInLanguage(html, siteLanguage('en', three))).toBe(html);
  });
});
