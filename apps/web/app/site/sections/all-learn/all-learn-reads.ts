import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { type Category, CategoryType, isSystemCategory } from '@atrium/contract/categories';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { SectionLimits } from '@atrium/contract/site-sections';
import { siteData } from '~/lib/site-api';
import { readCategoryCounts, readFeed, readFeedCount } from '~/site/sections/learn/learn-reads';
import type { SectionContext } from '~/site/sections/section';
import {
  feedQuery,
  type LearnFilter,
  type MediaTypeOption,
  mediaTypeOf,
  pageCount,
  readLearnFilter,
  type TagOption,
} from './learn-filter';

export type AllLearn = {
  /** The initiative tags with their counts; empty when they could not be read (tagsFailed). */
  tags: TagOption[];
  tagsFailed: boolean;
  mediaTypes: MediaTypeOption[];
  mediaTypesFailed: boolean;
  filter: LearnFilter;
  items: LearnFeedItem[];
  count: number;
};

function categories({ api }: SectionContext, categoryType: number): Promise<Category[]> {
  return siteData(
    api(categoriesEndpoints.list, {
      query: { categoryType, status: 1, sort_by: 'position', limit: SectionLimits.all },
    }),
  );
}

/**
 * The all-learn section's reads (requirements 3 §2, §7): the filter's two groups (the active initiative
 * tags, each with how many items it has within the chosen media types, and the media types named
 * after a content type), then the page of items the address asks for and their count. The
 * system categories that only place content (Featured Initiatives, Initiatives, Recent Content)
 * are not offered as tags. A page past the last shows the last.
 */
export async function readAllLearn(context: SectionContext): Promise<AllLearn> {
  const [tagRows, typeRows] = await Promise.allSettled([
    categories(context, CategoryType.Learn),
    categories(context, CategoryType.MediaType),
  ]);
  const tagCategories = tagRows.status === 'fulfilled' ? tagRows.value.filter((c) => !isSystemCategory(c.name)) : [];
  const mediaTypes: MediaTypeOption[] = [];
  for (const category of typeRows.status === 'fulfilled' ? typeRows.value : []) {
    const type = mediaTypeOf(category.name);
    if (type && !mediaTypes.some((option) => option.type === type))
      mediaTypes.push({ id: category.id, name: category.name, type, icon: category.icon });
  }

  const filter = readLearnFilter(context.url.searchParams, { tags: tagCategories, mediaTypes });
  const query = feedQuery(filter);
  const page = (n: number) =>
    readFeed(context, { ...query, sort_by: 'position', limit: filter.size, skip: (n - 1) * filter.size });
  const [items, count, tags] = await Promise.all([
    page(filter.page),
    readFeedCount(context, query),
    readCategoryCounts(context, { mediaType: query.mediaType })
      .then((counts) => {
        const countOf = new Map(counts.map((c) => [c.category, c.count]));
        return tagCategories.map((tag) => ({ id: tag.id, name: tag.name, count: countOf.get(tag.id) ?? 0 }));
      })
      .catch((error: unknown) => {
        console.warn('The initiative tags could not be counted:', error);
        return null;
      }),
  ]);

  const last = pageCount(count, filter.size);
  const shown = filter.page > last ? { filter: { ...filter, page: last }, items: await page(last) } : { filter, items };
  return {
    tags: tags ?? [],
    tagsFailed: tagRows.status === 'rejected' || tags === null,
    mediaTypes,
    mediaTypesFailed: typeRows.status === 'rejected',
    ...shown,
    count,
  };
}
