import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { learnSlugReads } from '@atrium/contract/endpoints/learn';
import { publicPage } from '@atrium/contract/endpoints/pages';
import { type LearnType } from '@atrium/contract/learn';
import { redirect } from 'react-router';
import { pageStatusOf, type SiteApi } from '~/lib/site-api';
import { type LearnDetailData, learnItemPath } from '~/site/pages/learn-detail/learn-detail-data';
import { typeLabel } from '~/site/ui/type-tag';

/**
 * A detail page's reads, side by side (spec 3 §7): the item by its slug, its related items, its
 * page meta and its type's icon. An old slug answers a 301 to the item's current page; an
 * unknown or unpublished one the 404 page; a failed read of the item the error page (503).
 */
export async function loadLearnDetail(api: SiteApi, type: LearnType, slug: string): Promise<LearnDetailData> {
  const reads = learnSlugReads[type];
  const [item, related, page, media] = await Promise.all([
    api(reads.bySlug, { params: { slug } }),
    api(reads.related, { params: { slug } }),
    api(publicPage, { params: { slug } }),
    api(categoriesEndpoints.list, { query: { status: 1, categoryType: 1, name: typeLabel(type), limit: 1 } }),
  ]);
  if (item.movedTo !== undefined) throw redirect(learnItemPath(type, item.movedTo), 301);
  if (!item.body.success) throw new Response(item.body.message, { status: pageStatusOf(item.status) });
  return {
    type,
    item: item.body.data,
    related: related.body.success ? related.body.data : [],
    page: page.status === 200 && page.body.success ? page.body.data : null,
    icon: media.body.success ? (media.body.data[0]?.icon ?? null) : null,
  };
}
