import { learnArticlesEndpoints } from '@atrium/contract/endpoints/resources';
import type { SiteApi } from '~/lib/site-api';
import type { PartnerLogo } from '~/site/layout/site-footer';

/** At most this many partner logos in the footer: one row on a wide screen. */
const PARTNER_LOGOS = 8;

/**
 * The partner initiatives' logos: the newest published articles that have a logo, each linking
 * to its article (decision 016). A failed read leaves the row out rather than the page.
 */
export async function partnerLogos(api: SiteApi): Promise<PartnerLogo[]> {
  const { body } = await api(learnArticlesEndpoints.list, {
    query: { status: 1, hasLogo: 1, sort_by: '-created_at', limit: PARTNER_LOGOS },
  });
  if (!body.success) return [];
  return body.data.flatMap((article) =>
    article.articleLogo ? [{ title: article.title, href: `/articles/${article.slug}`, logo: article.articleLogo }] : [],
  );
}
