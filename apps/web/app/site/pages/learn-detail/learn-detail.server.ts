import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { learnSlugReads } from '@atrium/contract/endpoints/learn';
import { publicPage } from '@atrium/contract/endpoints/pages';
import { type LearnType } from '@atrium/contract/learn';
import { movedPermanently } from '~/site/page';
import { pageStatusOf, type SiteApi } from '~/lib/site-api';
import { learnItemPath } from '@atrium/contract/pages';
import type { LearnDetailData } from '~/site/pages/learn-detail/learn-detail-data';
import { typeLabel } from '~/site/ui/type-tag';
import { loadMediaAlts } from '~/site/ui/media-alts';

/**
 * A detail page's reads, side by side (requirements 3 §7): the item by its slug, its related items, its
 * page meta and its type's icon. An old slug answers a 301 to the item's current page; an
 * unknown or unpublished one the 404 page; a failed read of the item the error page (503).
 */
export async function loadLearnDetail(api: SiteApi, type: LearnType, slug: string): Promise<LearnDetailData> {
  const reads = learnSlugReads[type];
  const [item, around] = await Promise.all([api(reads.bySlug, { params: { slug } }), detailReads(api, type, slug)]);
  if (item.movedTo !== undefined) throw movedPermanently(learnItemPath(type, item.movedTo));
  if (!item.body.success) throw new Response(item.body.message, { status: pageStatusOf(item.status) });
  const data = { type, item: item.body.data, ...around };
  // The item's and its related items' images: their alt texts in one read (decision 038).
  return { ...data, alts: await loadMediaAlts(api, [data.item, data.related]) };
}

/**
 * What a detail page shows around its item: related items, saved page meta and the type's icon.
 * A preview (decision 028) renders a draft with these reads: a draft has no related items and no
 * public meta (its own texts are used), as it will look once published.
 */
export async function detailReads(
  api: SiteApi,
  type: LearnType,
  slug: string,
): Promise<Omit<LearnDetailData, 'type' | 'item'>> {
  const reads = learnSlugReads[type];
  const [related, page, media] = await Promise.all([
    slug ? api(reads.related, { params: { slug } }) : undefined,
    slug ? api(publicPage, { params: { customUrl: slug } }) : undefined,
    api(categoriesEndpoints.list, { query: { status: 1, categoryType: 1, name: typeLabel(type), limit: 1 } }),
  ]);
  return {
    related: related?.body.success ? related.body.data : [],
    page: page?.status === 200 && page.body.success ? page.body.data : null,
    icon: media.body.success ? (media.body.data[0]?.icon ?? null) : null,
  };
}
