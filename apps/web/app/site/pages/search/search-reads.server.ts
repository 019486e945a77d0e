import { siteSearch } from '@atrium/contract/endpoints/search';
import { LearnTypes, type LearnType } from '@atrium/contract/learn';
import {
  SEARCH_MAX_SKIP,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchResult,
  searchTerms,
} from '@atrium/contract/search';
import { type SiteContext, siteApi } from '~/lib/site-api';

export type SearchPageData = {
  /** The words as typed (cut at the longest query taken). */
  q: string;
  /** The one type chosen, or null for all. */
  type: LearnType | null;
  page: number;
  pageCount: number;
  total: number;
  /** True when `total` is an estimate (a very common word on PostgreSQL, decision 059). */
  estimated: boolean;
  results: SearchResult[];
  /** True when the search could not be answered (the database is down): the page says so. */
  failed: boolean;
};

/** The last page a visitor can reach (the API pages no further than SEARCH_MAX_SKIP). */
const LAST_PAGE = Math.floor(SEARCH_MAX_SKIP / SEARCH_PAGE_SIZE) + 1;

/**
 * /search?q=&type=&page= (decision 049): the address read leniently (a visitor types it; an
 * unknown type means all, a bad page the first), then one in-process call of GET /api/search/.
 */
export async function readSearch(context: SiteContext, url: URL): Promise<SearchPageData> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const typeParam = url.searchParams.get('type') ?? '';
  const type = (LearnTypes as readonly string[]).includes(typeParam) ? (typeParam as LearnType) : null;
  const asked = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, LAST_PAGE) : 1;
  const empty = { q, type, page: 1, pageCount: 0, total: 0, estimated: false, results: [], failed: false };
  if (searchTerms(q).length === 0) return empty;
  const answer = await siteApi(context)(siteSearch, {
    query: { q, type, limit: SEARCH_PAGE_SIZE, skip: (page - 1) * SEARCH_PAGE_SIZE },
  });
  if (!answer.body.success) return { ...empty, failed: true };
  const { data, total, estimated = false } = answer.body;
  const pageCount = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), LAST_PAGE);
  return { q, type, page, pageCount, total, estimated, results: data, failed: false };
}
