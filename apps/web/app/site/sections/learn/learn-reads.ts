import { learnCategoryCounts, learnFeed, learnFeedCount } from '@atrium/contract/endpoints/learn';
import type { Category } from '@atrium/contract/categories';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { LearnPageTypes } from '@atrium/contract/pages';
import { SystemCategories } from '@atrium/contract/categories';
import { SectionLimits } from '@atrium/contract/site-sections';
import { siteData } from '~/lib/site-api';
import type { SectionContext } from '~/site/sections/section';
import { namedCategory } from '~/site/sections/section-reads';

/** The query GET /learn-content/ takes (learnFeedQuerySchema). */
export type FeedQuery = {
  categories?: number | string;
  mediaType?: string;
  selectedPage?: string;
  sort_by?: 'position' | '-position' | 'created_at' | '-created_at';
  limit: number;
  skip?: number;
};

/** A page of the learn feed: published items of the four types, filtered as asked. */
export function readFeed({ api }: SectionContext, query: FeedQuery): Promise<LearnFeedItem[]> {
  return siteData(api(learnFeed, { query }));
}

/** How many published items the feed has for these filters. */
export async function readFeedCount({ api }: SectionContext, query: Omit<FeedQuery, 'limit' | 'skip' | 'sort_by'>) {
  return (await siteData(api(learnFeedCount, { query }))).count;
}

/** How many published items each category has within the media types asked: one read for every tag. */
export function readCategoryCounts({ api }: SectionContext, query: Pick<FeedQuery, 'mediaType'>) {
  return siteData(api(learnCategoryCounts, { query }));
}

/** A learn item's page: /blogs/{slug}, /articles/{slug}, /videos/{slug}, /podcasts/{slug} (requirements 3 §2). */
export function learnHref(item: LearnFeedItem): string {
  return `/${LearnPageTypes[item.content_type]}/${encodeURIComponent(item.data.slug)}`;
}

export type PlacedArticles = { category: Category | null; items: LearnFeedItem[] };

/**
 * The published articles of a category placed on the current page, by position (requirements 3 §7:
 * learn-articles of the page, kept by category name): featured initiatives and the initiatives
 * list. None when the category is not published.
 */
export async function placedArticles(
  context: SectionContext,
  categoryName: string,
  limit: number,
): Promise<PlacedArticles> {
  const category = await namedCategory(context, categoryName);
  if (!category) return { category, items: [] };
  const items = await readFeed(context, {
    mediaType: 'article',
    categories: category.id,
    selectedPage: context.page,
    sort_by: 'position',
    limit,
  });
  return { category, items };
}

/** The featured initiatives of the page: read once, shown by their section and left out of the initiatives list. */
export function featuredArticles(context: SectionContext): Promise<PlacedArticles> {
  return context.once('featured-initiatives', () =>
    placedArticles(context, SystemCategories.FeaturedInitiatives.name, SectionLimits.featuredInitiatives),
  );
}
