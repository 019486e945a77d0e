import type { SitePage } from '@atrium/contract/enums';
import { sitePagePath } from '@atrium/contract/pages';
import { definePage, type MetaArgs, type SitePageDefinition } from '~/site/page';
import { organizationJsonLd } from '~/site/seo/json-ld';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { englishOnly } from '~/site/language';
import type { AllLearn } from './all-learn/all-learn-reads';
import { learnFilterQuery } from './all-learn/learn-filter';
import { FoldPage, foldPageLabel } from './fold-page';
import { type FoldPageData, loadFoldPage } from './fold-page-loader';
import { websiteJsonLd } from './home-json-ld';

/**
 * The query a page's canonical address keeps: the all-learn list's state past its first page
 * (decision 070), in its one spelling (learnFilterQuery: fixed order, defaults left out) and
 * with the page shown (the last, when one past it was asked for). /learn?page=2 lists items no other
 * page lists; naming /learn as its canonical told search engines it was a copy of the first.
 * A first page, filtered or not, is the page itself (decision 045).
 */
function canonicalQuery(data: FoldPageData | undefined): string {
  const list = data?.sections.find((section) => section.name === 'All Learn Data Fold');
  if (!list?.result.ok) return '';
  const { filter } = list.result.data as AllLearn;
  return filter.page > 1 ? learnFilterQuery(filter) : '';
}

/**
 * The four dynamic pages (routes/site/home.tsx, about-us.tsx, initiatives.tsx, learn.tsx): the
 * same loader, meta and view, for their own page at its path. The meta
 * comes from the page's settings (requirements 3 §7); home adds the Organization and WebSite JSON-LD.
 * The canonical address is the page's own path, never the request's (decision 045): the learn
 * page's filtered states are that page, and /LEARN is not another one; its later pages are
 * their own (`canonicalQuery`).
 */
export function foldRoute(page: SitePage, path: string = sitePagePath(page)): SitePageDefinition<FoldPageData> {
  return definePage<FoldPageData>({
    path,
    load: ({ context, request }) => loadFoldPage(context, page, request),
    meta: ({ loaderData, matches, language = englishOnly }: MetaArgs<FoldPageData>) => {
      const origin = siteOrigin(matches);
      const site = siteSettingsOf(matches);
      const data = loaderData as FoldPageData | undefined;
      const meta = data?.meta;
      return seoMeta({
        origin,
        site,
        path: sitePagePath(page) + canonicalQuery(data),
        title: meta?.metaTitle || siteTitle(foldPageLabel(language.texts, page), site),
        description: meta?.metaDescription || site.description,
        keywords: meta?.metaKeywords,
        ogTitle: meta?.metaOGTitle,
        ogDescription: meta?.metaOGDescription,
        image: meta?.image,
        jsonLd: page === 'home' ? [organizationJsonLd(origin, site), websiteJsonLd(origin, site)] : [],
      });
    },
    View: ({ data }) => <FoldPage data={data} />,
  });
}
