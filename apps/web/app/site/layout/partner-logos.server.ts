import { learnArticlesEndpoints } from '@atrium/contract/endpoints/resources';
import type { SiteApi } from '~/lib/site-api';
import type { PartnerLogo } from '~/site/layout/site-footer';

/** At most this many partner logos in the footer: one row on a wide screen. */
const PARTNER_LOGOS = 8;

/**
 * The logos made from each answer of the read cache (frozen, the same object until content
 * changes): every page's footer shows them, and a frozen list keys the footer's kept HTML by
 * identity (decision 093) where a new list keyed it by its JSON on every render.
 */
const logosOf = new WeakMap<object, readonly PartnerLogo[]>();

/**
 * The partner initiatives' logos: the newest published articles that have a logo, each linking
 * to its article (decision 016). A failed read leaves the row out rather than the page.
 */
export async function partnerLogos(api: SiteApi): Promise<readonly PartnerLogo[]> {
  const { body } = await api(learnArticlesEndpoints.list, {
    query: { status: 1, hasLogo: 1, sort_by: '-created_at', limit: PARTNER_LOGOS },
  });
  if (!body.success) return [];
  const articles = body.data;
  let logos = logosOf.get(articles);
  if (!logos) {
    logos = articles.flatMap((article) =>
      article.articleLogo
        ? [{ title: article.title, href: `/articles/${article.slug}`, logo: article.articleLogo }]
        : [],
    );
    // Only a kept answer's logos are kept, and frozen like it: anything else is made anew each time.
    if (Object.isFrozen(articles)) {
      for (const logo of logos) Object.freeze(logo);
      logosOf.set(articles, Object.freeze(logos));
    }
  }
  return logos;
}
