import { mediaAlts } from '@atrium/contract/endpoints/media';
import { newsletterArchived, newsletterWebView } from '@atrium/contract/endpoints/newsletters';
import {
  categoriesEndpoints,
  contactDetailsEndpoints,
  faqsMainEndpoints,
  individualsEndpoints,
} from '@atrium/contract/endpoints/resources';
import { siteSearch } from '@atrium/contract/endpoints/search';
import { describe, expect, it } from 'vitest';
import type { SiteApi } from '~/lib/site-api';
import appointmentPopup from '~/routes/site/appointment-popup';
import blog from '~/routes/site/blog';
import contactUs from '~/routes/site/contact-us';
import faqs from '~/routes/site/faqs';
import newsletter from '~/routes/site/newsletter';
import newsletterWeb from '~/routes/site/newsletter-web';
import search from '~/routes/site/search';
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

/**
 * The pages that are not built from folds or learn items, with their library images (decision 108):
 * the contact and FAQ banners, a newsletter's pictures, the search results' and the appointment
 * popup's portrait. Each is read as the server answers in French: written in French but the portrait,
 * which has its English alt alone.
 */
const image = (letter: string) => `/media/images/${letter.repeat(32)}.jpg`;
const [contactBanner, faqBanner, newsletterPicture, resultPicture, founderPortrait] = ['c', 'd', 'e', 'f', '1'].map(
  image,
) as [string, string, string, string, string];
const english: Record<string, string> = {
  [contactBanner]: 'The front desk of the office',
  [faqBanner]: 'A volunteer answering the phone',
  [newsletterPicture]: 'A river at dawn',
  [resultPicture]: 'A map of the valley',
  [founderPortrait]: 'Ada at her desk',
};
const french: Record<string, string> = {
  [contactBanner]: 'L’accueil du bureau',
  [faqBanner]: 'Une bénévole au téléphone',
  [newsletterPicture]: 'Un fleuve à l’aube',
  [resultPicture]: 'Une carte de la vallée',
};
const card = { id: 1, slug: 'river', title: 'River', subtitle: '', description: '', created_at: '2026-03-05' };
const springNewsletter = {
  slug: 'spring',
  subject: 'Spring',
  preheader: '',
  intro: '',
  sent_at: '2026-03-05T10:00:00Z',
  locales: ['en', 'fr'],
  items: [{ type: 'blog', title: 'River', slug: 'river', summary: '', picture: newsletterPicture, pictureAlt: '' }],
};
const answers = new Map<unknown, unknown>([
  [
    contactDetailsEndpoints.list,
    [
      {
        ...card,
        company: 'Atrium',
        email: 'hello@atrium.example.org',
        phone: '+33123456789',
        address: '1 Quai',
        backgroundImage: contactBanner,
      },
    ],
  ],
  [faqsMainEndpoints.list, [{ id: 1, title: 'Questions', subtitle: '', description: '', FaqImage: faqBanner }]],
  [newsletterArchived, springNewsletter],
  [newsletterWebView, { ...springNewsletter, private: true }],
  [categoriesEndpoints.list, [{ id: 3, name: 'Founder' }]],
  [
    individualsEndpoints.list,
    [{ id: 4, title: 'Ada Lovelace', subtitle: 'Founder', IndividualImage: founderPortrait }],
  ],
]);
const searchAnswer = {
  success: true,
  total: 1,
  data: [
    {
      content_type: 'blog',
      content_type_icon: null,
      snippet: '',
      data: {
        ...card,
        position: 0,
        authorName: '',
        authorImage: null,
        categoryNames: [],
        category_details: [],
        image: resultPicture,
        videoUrl: null,
        videoFile: null,
        poster: null,
        cta_status: 0,
        cta_url: null,
      },
    },
  ],
};

/** Every read answered as above; the alts' reads noted with their language and the paths they asked. */
function otherReads(asked: Array<{ locale: unknown; paths: string[] }>) {
  return (async (endpoint: unknown, input?: { query?: Record<string, unknown> }) => {
    if (endpoint === mediaAlts) {
      const paths = String(input?.query?.paths).split(',');
      const asksFrench = input?.query?.locale === 'fr';
      asked.push({ locale: input?.query?.locale, paths });
      const written = paths.filter((path) => english[path]);
      return {
        status: 200,
        body: {
          success: true,
          data: {
            alts: Object.fromEntries(written.map((path) => [path, (asksFrench && french[path]) || english[path]!])),
            untranslated: asksFrench ? written.filter((path) => !french[path]) : [],
          },
        },
      };
    }
    if (endpoint === siteSearch) return { status: 200, body: searchAnswer };
    if (answers.has(endpoint)) return { status: 200, body: { success: true, data: answers.get(endpoint) } };
    return { status: 404, body: { success: false, message: 'none' } };
  }) as unknown as SiteApi;
}

/** A page's render in French, its reads answered by otherReads. */
const inFrench = (asked: Array<{ locale: unknown; paths: string[] }>): SiteDeps => ({
  api: otherReads(asked),
  config: { publicUrl: 'https://atrium.example.org' },
  styles: [],
  language: { locale: 'fr', settings: three },
});

describe('the other pages’ library images, in the page’s language (decision 108)', () => {
  const pages = [
    { page: contactUs, url: '/contact-us', path: contactBanner },
    { page: faqs, url: '/faqs', path: faqBanner },
    { page: newsletter, url: '/newsletters/spring', params: { slug: 'spring' }, path: newsletterPicture },
    {
      page: newsletterWeb,
      url: `/newsletters/web/${'t'.repeat(24)}`,
      params: { token: 't'.repeat(24) },
      path: newsletterPicture,
    },
    { page: search, url: '/search?q=river', path: resultPicture },
  ];

  it('describes the contact and FAQ banners, a newsletter’s pictures (its page and web view) and the search results in French, one read each', async () => {
    for (const { page, url, params = {}, path } of pages) {
      const asked: Array<{ locale: unknown; paths: string[] }> = [];
      const html = (await renderSitePage(page, url, params, inFrench(asked))).body.toString('utf8');
      expect(asked, url).toEqual([{ locale: 'fr', paths: [path] }]);
      expect(html, url).toMatch(new RegExp(`<img [^>]*alt="${french[path]}"(?![^>]*lang=)[^>]*>`));
    }
  });

  it('describes the appointment popup’s portrait by its alt, the default language’s marked with lang', async () => {
    const asked: Array<{ locale: unknown; paths: string[] }> = [];
    const html = (await renderSitePage(appointmentPopup, '/appointment-popup', {}, inFrench(asked))).body.toString(
      'utf8',
    );
    expect(asked).toEqual([{ locale: 'fr', paths: [founderPortrait] }]);
    expect(html).toMatch(/<img [^>]*alt="Ada at her desk" lang="en"[^>]*>/);
  });
});
