import type { LearnFeedItem } from '@atrium/contract/learn';
import { LearnPageTypes } from '@atrium/contract/pages';
import { siteData } from '~/lib/site-api';
import type { SectionContext } from '~/site/sections/section';

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
  return siteData(api<LearnFeedItem[]>('/learn-content/', query));
}

/** How many published items the feed has for these filters. */
export async function readFeedCount({ api }: SectionContext, query: Omit<FeedQuery, 'limit' | 'skip' | 'sort_by'>) {
  return (await siteData(api<{ count: number }>('/learn-content/count/', query))).count;
}

/** A learn item's page: /blogs/{slug}, /articles/{slug}, /videos/{slug}, /podcasts/{slug} (spec 3 §2). */
export function learnHref(item: LearnFeedItem): string {
  return `/${LearnPageTypes[item.content_type]}/${encodeURIComponent(item.data.slug)}`;
}
