import { type SitePage, SitePageLabels } from '@atrium/contract/enums';
import { sitePagePath } from '@atrium/contract/pages';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { organizationJsonLd } from '~/site/seo/json-ld';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { FoldPage } from './fold-page';
import { type FoldPageData, loadFoldPage } from './fold-page-loader';
import { websiteJsonLd } from './home-json-ld';

/**
 * What the four dynamic pages' route modules export (routes/site/home.tsx, about-us.tsx,
 * initiatives.tsx, learn.tsx): the same loader, meta and page, for their own page. The meta
 * comes from the page's settings (spec 3 §7); home adds the Organization and WebSite JSON-LD.
 * The canonical address is the page's own path, never the request's (decision 045): the learn
 * page's filtered states are that page, and /LEARN is not another one.
 */
export function foldRoute(page: SitePage) {
  return {
    loader: ({ context, request }: LoaderFunctionArgs) => loadFoldPage(context, page, request),
    meta: ({ loaderData, matches }: MetaArgs) => {
      const origin = siteOrigin(matches);
      const site = siteSettingsOf(matches);
      const meta = (loaderData as FoldPageData | undefined)?.meta;
      return seoMeta({
        origin,
        site,
        path: sitePagePath(page),
        title: meta?.metaTitle || siteTitle(SitePageLabels[page], site),
        description: meta?.metaDescription || site.description,
        keywords: meta?.metaKeywords,
        ogTitle: meta?.metaOGTitle,
        ogDescription: meta?.metaOGDescription,
        image: meta?.image,
        jsonLd: page === 'home' ? [organizationJsonLd(origin, site), websiteJsonLd(origin, site)] : [],
      });
    },
    Page: ({ loaderData }: { loaderData: FoldPageData }) => <FoldPage data={loaderData} />,
  };
}
