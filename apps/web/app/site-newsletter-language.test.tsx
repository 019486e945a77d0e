import { describe, expect, it } from 'vitest';
import { siteCatalogues } from '@atrium/contract/site-catalogue';
import type { SiteApi } from '~/lib/site-api';
import newsletter from '~/routes/site/newsletter';
import newsletterWeb from '~/routes/site/newsletter-web';
import newsletters from '~/routes/site/newsletters';
import { renderSitePage, type SiteDeps } from '~/site-server';
import { englishFrenchArabic as three } from '~/testing/locales';

/**
 * Decision 097: the newsletters' pages in each language: the archive, a newsletter's page and a
 * private one's web page (its mail's "view in browser") read in the page's language, the texts a
 * newsletter is not written in marked as the default language's.
 */
const ORIGIN = 'https://atrium.example.org';

const sent = {
  slug: 'november-news',
  subject: 'Nouvelles de novembre',
  preheader: 'What the network did',
  sent_at: '2026-11-30T09:00:00.000Z',
  locales: ['en', 'fr'],
  untranslated: ['preheader'],
  intro: '<p>Bonjour à tous.</p>',
  items: [
    {
      type: 'blog',
      title: 'Droits de l’eau',
      slug: 'water-rights',
      summary: 'What the agreement says',
      picture: null,
      pictureAlt: '',
      untranslated: ['summary'],
    },
  ],
};

function api(paths: Record<string, unknown>) {
  const asked: Array<{ path: string; locale: unknown }> = [];
  const read = (async (endpoint: { path: string }, input?: { query?: Record<string, unknown> }) => {
    asked.push({ path: endpoint.path, locale: input?.query?.locale });
    const data = paths[endpoint.path];
    return data === undefined
      ? { status: 404, body: { success: false, message: 'none' } }
      : { status: 200, body: { success: true, data } };
  }) as unknown as SiteApi;
  return { read, asked };
}

const deps = (locale: string, read: SiteApi): SiteDeps => ({
  api: read,
  config: { publicUrl: ORIGIN },
  styles: [],
  language: { locale, settings: three },
});
const text = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString('utf8');

describe('the newsletters’ pages in each language (decision 097)', () => {
  it('a newsletter’s page in French: read in French, the site’s words, what it lacks marked, hreflang to each language', async () => {
    const { read, asked } = api({ '/newsletters/archive/:slug/': sent });
    const html = await text(
      renderSitePage(newsletter, '/newsletters/november-news', { slug: 'november-news' }, deps('fr', read)),
    );
    expect(asked).toContainEqual({ path: '/newsletters/archive/:slug/', locale: 'fr' });
    const words = siteCatalogues.fr!.newsletters;
    expect(html).toContain('<html lang="fr" dir="ltr" data-prefix="/fr">');
    expect(html).toContain(words.sentOnPrefix);
    expect(html).toContain('30 novembre 2026');
    expect(html).toContain('<h1>Nouvelles de novembre</h1>');
    expect(html).toContain('<p class="page-banner__description" lang="en">What the network did</p>');
    expect(html).toContain('<div class="newsletter__intro prose"><p>Bonjour à tous.</p></div>');
    expect(html).toContain('<p lang="en">What the agreement says</p>');
    expect(html).toContain('href="/fr/blogs/water-rights"');
    expect(html).toContain(`<a href="/fr/newsletters">${words.backToList}</a>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fr/newsletters/november-news"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/newsletters/november-news"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/newsletters/november-news"/>`);
    // Decision 102: not written in Arabic, so no Arabic alternate; the switcher still offers Arabic.
    expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${ORIGIN}/fr/newsletters/november-news"/>`);
    expect(html).not.toContain('<link rel="alternate" hrefLang="ar"');
    expect(html).toContain('hrefLang="ar" href="/ar/newsletters/november-news"');
  });

  it('names only the languages a newsletter is written in as alternates, on its English page and its web page (decision 102)', async () => {
    const { read } = api({ '/newsletters/archive/:slug/': { ...sent, untranslated: undefined } });
    const english = await text(
      renderSitePage(newsletter, '/newsletters/november-news', { slug: 'november-news' }, deps('en', read)),
    );
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, code, href]) => [
        code,
        href,
      ]);
    expect(alternates(english)).toEqual([
      ['en', `${ORIGIN}/newsletters/november-news`],
      ['fr', `${ORIGIN}/fr/newsletters/november-news`],
      ['x-default', `${ORIGIN}/newsletters/november-news`],
    ]);
    const token = 'AbCdEfGhIjKlMnOpQrSt';
    const web = api({ '/newsletters/web/:token/': { ...sent, locales: ['en', 'ar'] } });
    const arabic = await text(
      renderSitePage(newsletterWeb, `/newsletters/web/${token}`, { token }, deps('ar', web.read)),
    );
    expect(alternates(arabic)).toEqual([
      ['en', `${ORIGIN}/newsletters/web/${token}`],
      ['ar', `${ORIGIN}/ar/newsletters/web/${token}`],
      ['x-default', `${ORIGIN}/newsletters/web/${token}`],
    ]);
  });

  it('a private newsletter’s web page in Arabic, right to left', async () => {
    const { read, asked } = api({ '/newsletters/web/:token/': { ...sent, subject: 'أخبار نوفمبر' } });
    const token = 'AbCdEfGhIjKlMnOpQrSt';
    const html = await text(renderSitePage(newsletterWeb, `/newsletters/web/${token}`, { token }, deps('ar', read)));
    expect(asked).toContainEqual({ path: '/newsletters/web/:token/', locale: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl" data-prefix="/ar">');
    expect(html).toContain(siteCatalogues.ar!.newsletters.eyebrow);
    expect(html).toContain('أخبار نوفمبر');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('the archive in French: its words, each newsletter in French where written, else marked', async () => {
    const { read, asked } = api({
      '/newsletters/archive/': [
        { ...sent, untranslated: [] },
        { ...sent, slug: 'october-news', subject: 'October news', untranslated: ['subject', 'preheader'] },
      ],
    });
    const html = await text(renderSitePage(newsletters, '/newsletters', {}, deps('fr', read)));
    expect(asked).toContainEqual({ path: '/newsletters/archive/', locale: 'fr' });
    const words = siteCatalogues.fr!.newsletters;
    expect(html).toContain(`<h1>${words.title}</h1>`);
    expect(html).toContain(words.feedLink);
    // Decision 105: the archive's own feed in French, in the head and in the page, with its own name.
    expect(html).toContain(`<a class="button button--on-dark" href="/fr/newsletters.xml">${words.feedLink}</a>`);
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]*: lettres d’information \(RSS\)" href="\/fr\/newsletters.xml"\/>/,
    );
    expect(html).toContain(
      '<h2 class="newsletters__title"><a href="/fr/newsletters/november-news">Nouvelles de novembre</a></h2>',
    );
    expect(html).toContain(
      '<h2 class="newsletters__title" lang="en"><a href="/fr/newsletters/october-news">October news</a></h2>',
    );
  });

  it('the default language’s pages read and say what they did', async () => {
    const { read, asked } = api({
      '/newsletters/archive/': [{ ...sent, locales: undefined, untranslated: undefined }],
    });
    const html = await text(renderSitePage(newsletters, '/newsletters', {}, deps('en', read)));
    expect(asked).toContainEqual({ path: '/newsletters/archive/', locale: undefined });
    expect(html).toContain('<h1>Newsletters</h1>');
    expect(html).toContain('<a href="/newsletters/november-news">Nouvelles de novembre</a>');
  });
});
