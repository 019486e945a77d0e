import type { Category } from '@atrium/contract/categories';
import { LearnKeys, type LearnRecord, type LearnType } from '@atrium/contract/learn';
import type { PublicPage } from '@atrium/contract/pages';
import { redirect } from 'react-router';
import type { SiteApi } from '~/lib/site-api';
import { type LearnDetailData, learnItemPath } from '~/site/pages/learn-detail/learn-detail-data';
import { typeLabel } from '~/site/ui/type-tag';

/**
 * A detail page's reads, side by side (spec 3 §7): the item by its slug, its related items, its
 * page meta and its type's icon. An old slug answers a 301 to the item's current page; an
 * unknown or unpublished one the 404 page; a failed read of the item the error page (503).
 */
export async function loadLearnDetail<T extends LearnType>(
  api: SiteApi,
  type: T,
  slug: string,
): Promise<LearnDetailData<T>> {
  const base = `/${LearnKeys[type]}/slug/${encodeURIComponent(slug)}/`;
  const [item, related, page, media] = await Promise.all([
    api<LearnRecord[T] | { slug: string }>(base),
    api<LearnRecord[T][]>(`${base}related/`),
    api<PublicPage>(`/pages/${encodeURIComponent(slug)}/`),
    api<Category[]>('/categories/', { status: 1, categoryType: 1, name: typeLabel(type), limit: 1 }),
  ]);
  if (item.status === 301 && item.body.success) {
    throw redirect(learnItemPath(type, (item.body.data as { slug: string }).slug), 301);
  }
  if (!item.body.success) throw new Response(item.body.message, { status: item.status === 404 ? 404 : 503 });
  return {
    type,
    item: item.body.data as LearnRecord[T],
    related: related.body.success ? related.body.data : [],
    page: page.status === 200 && page.body.success ? page.body.data : null,
    icon: media.body.success ? (media.body.data[0]?.icon ?? null) : null,
  };
}
