import { type LearnType, LearnTypes } from '@atrium/contract/learn';
import { LEARN_DEFAULT_PAGE_SIZE, LEARN_PAGE_SIZES } from '@atrium/contract/site-sections';

/**
 * The all-learn section's filter state (requirements 3 §2, §4), kept in the page's address so the filter,
 * the page size and the pager are plain links and a GET form: they work without JavaScript, and
 * each state is a page of its own that can be cached, shared and bookmarked.
 *
 * `?tag=4&tag=7&mediaType=video&size=20&page=2`: initiative tags by id, media types by name
 * (any case, so `?mediaType=Video` from a link preselects it), the page size and the page.
 */

export type PageSize = (typeof LEARN_PAGE_SIZES)[number];

/** An initiative tag the filter offers, with how many items it has. */
export type TagOption = { id: number; name: string; count: number };
/** A media type the filter offers: a media-type category named after a content type. */
export type MediaTypeOption = { id: number; name: string; type: LearnType; icon: number | null };

export type LearnFilter = {
  /** Chosen initiative tags (ids); none means all. */
  tags: number[];
  /** Chosen media types; none means all. */
  mediaTypes: LearnType[];
  size: PageSize;
  /** 1-based. */
  page: number;
};

const FilterParams = { tag: 'tag', mediaType: 'mediaType', size: 'size', page: 'page' } as const;

/** Values of a parameter, whether repeated (?tag=1&tag=2) or comma-joined (?tag=1,2). */
function values(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The media type a name stands for, when it names a content type (any case), or null. */
export function mediaTypeOf(name: string): LearnType | null {
  const type = name.trim().toLowerCase();
  return (LearnTypes as readonly string[]).includes(type) ? (type as LearnType) : null;
}

/**
 * The filter the address asks for, keeping only what the section offers: unknown tags and media
 * types are dropped (a stale link shows the rest, never an error), a page size outside 10, 20,
 * 50, 100 is the default, a page that is not a whole number above 0 is the first.
 */
export function readLearnFilter(
  params: URLSearchParams,
  offered: { tags: readonly Pick<TagOption, 'id'>[]; mediaTypes: readonly Pick<MediaTypeOption, 'type'>[] },
): LearnFilter {
  const types = new Set(offered.mediaTypes.map((option) => option.type));
  const chosenTags = new Set(
    values(params, FilterParams.tag)
      .filter((v) => /^\d+$/.test(v))
      .map(Number),
  );
  const chosenTypes = new Set(values(params, FilterParams.mediaType).map(mediaTypeOf));
  const size = Number(params.get(FilterParams.size));
  const page = params.get(FilterParams.page) ?? '';
  return {
    // In the order the filter lists them, so one choice has one address.
    tags: offered.tags.map((tag) => tag.id).filter((id) => chosenTags.has(id)),
    mediaTypes: LearnTypes.filter((type) => types.has(type) && chosenTypes.has(type)),
    size: (LEARN_PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : LEARN_DEFAULT_PAGE_SIZE,
    page: /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** The query string of a filter state ('' for the default), defaults left out. */
export function learnFilterQuery(filter: LearnFilter): string {
  const params = new URLSearchParams();
  for (const id of filter.tags) params.append(FilterParams.tag, String(id));
  for (const type of filter.mediaTypes) params.append(FilterParams.mediaType, type);
  if (filter.size !== LEARN_DEFAULT_PAGE_SIZE) params.set(FilterParams.size, String(filter.size));
  if (filter.page !== 1) params.set(FilterParams.page, String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * The state changes of requirements 3 §4: choosing a value toggles it in its group, All clears the group,
 * Clear All clears both; every change of filter or page size goes back to page 1.
 */
export const FilterChange = {
  toggleTag: (filter: LearnFilter, id: number): LearnFilter => ({ ...filter, tags: toggled(filter.tags, id), page: 1 }),
  toggleMediaType: (filter: LearnFilter, type: LearnType): LearnFilter => ({
    ...filter,
    mediaTypes: toggled(filter.mediaTypes, type),
    page: 1,
  }),
  allTags: (filter: LearnFilter): LearnFilter => ({ ...filter, tags: [], page: 1 }),
  allMediaTypes: (filter: LearnFilter): LearnFilter => ({ ...filter, mediaTypes: [], page: 1 }),
  clearAll: (filter: LearnFilter): LearnFilter => ({ ...filter, tags: [], mediaTypes: [], page: 1 }),
  size: (filter: LearnFilter, size: PageSize): LearnFilter => ({ ...filter, size, page: 1 }),
  page: (filter: LearnFilter, page: number): LearnFilter => ({ ...filter, page }),
};

/** The learn feed's query for this state (GET /learn-content/ and its count; docs/architecture.md's learn filter). */
export function feedQuery(filter: Pick<LearnFilter, 'tags' | 'mediaTypes'>) {
  return {
    categories: filter.tags.length ? filter.tags.join(',') : undefined,
    mediaType: filter.mediaTypes.length ? filter.mediaTypes.join(',') : undefined,
  };
}

/** How many pages `count` items fill at this size (at least 1). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}
