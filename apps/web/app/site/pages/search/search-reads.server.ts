import { type Category, CategoryType, isSystemCategory } from '@atrium/contract/categories';
import { learnCategoryCounts } from '@atrium/contract/endpoints/learn';
import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { siteSearch } from '@atrium/contract/endpoints/search';
import { LearnTypes, type LearnType } from '@atrium/contract/learn';
import {
  SEARCH_MAX_SKIP,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchResult,
  searchTerms,
} from '@atrium/contract/search';
import { SectionLimits } from '@atrium/contract/site-sections';
import { type SiteApi, type SiteContext, siteApi, siteData } from '~/lib/site-api';
import { loadMediaAlts, type MediaAlts } from '~/site/ui/media-alts';

/** A search that finds something, offered when the one asked found nothing: its words, its type, how many. */
type OtherSearch = { q: string; type: LearnType | null; total: number };

/**
 * Where a search that found nothing can go on (decision 080): the same words in the other types
 * (or in all of them), each word alone, and the library's topics to browse, each only when it
 * leads somewhere.
 */
export type Onward = { otherTypes: OtherSearch[]; words: OtherSearch[]; topics: Array<{ id: number; name: string }> };

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
  /** When nothing was found: where to go on. */
  onward?: Onward;
  /** The alt texts written for the results' pictures (decision 038). */
  alts?: MediaAlts;
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
  const api = siteApi(context);
  const answer = await api(siteSearch, {
    query: { q, type, limit: SEARCH_PAGE_SIZE, skip: (page - 1) * SEARCH_PAGE_SIZE },
  });
  if (!answer.body.success) return { ...empty, failed: true };
  const { data, total, estimated = false } = answer.body;
  const pageCount = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), LAST_PAGE);
  // Nothing found: where to go on; else the results' pictures described as on the library's cards (one read).
  const [onward, alts] = await Promise.all([
    total === 0 ? readOnward(api, q, type) : undefined,
    loadMediaAlts(api, data),
  ]);
  return { q, type, page, pageCount, total, estimated, results: data, failed: false, onward, alts };
}

/** How many a search finds (0 when it cannot be answered: an offer is left out, never an error). */
async function totalOf(api: SiteApi, q: string, type: LearnType | null): Promise<OtherSearch> {
  const answer = await api(siteSearch, { query: { q, type, limit: 1, skip: 0 } });
  return { q, type, total: answer.body.success ? answer.body.total : 0 };
}

/** The library's topics (its learn categories, not those that only place content) that hold published items. */
async function readTopics(api: SiteApi): Promise<Array<{ id: number; name: string }>> {
  const [categories, counts] = await Promise.all([
    siteData<Category[]>(
      api(categoriesEndpoints.list, {
        query: { categoryType: CategoryType.Learn, status: 1, sort_by: 'position', limit: SectionLimits.all },
      }),
    ),
    siteData(api(learnCategoryCounts, { query: {} })),
  ]);
  const held = new Set(counts.filter((c) => c.count > 0).map((c) => c.category));
  return categories.filter((c) => !isSystemCategory(c.name) && held.has(c.id)).map(({ id, name }) => ({ id, name }));
}

async function readOnward(api: SiteApi, q: string, type: LearnType | null): Promise<Onward> {
  const terms = searchTerms(q);
  const [otherTypes, words, topics] = await Promise.all([
    // A type was chosen: the same words in each of the others.
    type ? Promise.all(LearnTypes.filter((other) => other !== type).map((other) => totalOf(api, q, other))) : [],
    terms.length > 1 ? Promise.all(terms.map((term) => totalOf(api, term, type))) : [],
    readTopics(api).catch((error: unknown) => {
      console.warn('The topics to browse could not be read:', error);
      return [];
    }),
  ]);
  const found = (searches: OtherSearch[]) => searches.filter((search) => search.total > 0);
  return { otherTypes: found(otherTypes), words: found(words), topics };
}
