import { z } from 'zod';
import { learnFeedItemSchema, learnTypeList, type LearnType } from './learn.ts';
import { localeQueryShape } from './locales.ts';

/**
 * Site search (issue 24 item 2, decision 049): published learn content found by the words of its
 * title, subtitle, text, author and category names, ranked, with a highlighted extract.
 */

/** The longest query taken (characters, after trimming); a longer one answers 400. */
export const SEARCH_QUERY_MAX = 200;
/** Words of a query that count: the rest are ignored (a pasted paragraph stays cheap). */
const SEARCH_MAX_TERMS = 8;
/** Results per page: the default, and the most one call answers. */
export const SEARCH_PAGE_SIZE = 10;
const SEARCH_MAX_LIMIT = 50;
/** The furthest a search pages: ranked results beyond are not worth reading. */
export const SEARCH_MAX_SKIP = 1000;
/** Up to this many matches a total is exact on every database: every page a search reaches is counted. */
export const SEARCH_EXACT_TOTAL = SEARCH_MAX_SKIP + SEARCH_MAX_LIMIT;

/**
 * The characters that open and close a hit in a stored extract before it is escaped. Control
 * characters no indexed text keeps (the index drops them), so a hit's marks cannot be forged.
 */
export const HIT_OPEN = '\u0002';
export const HIT_CLOSE = '\u0003';

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v === '' ? undefined : v),
    z
      .number({ error: `${name} must be a whole number from ${min} to ${max}.` })
      .int({ error: `${name} must be a whole number from ${min} to ${max}.` })
      .min(min, `${name} must be a whole number from ${min} to ${max}.`)
      .max(max, `${name} must be a whole number from ${min} to ${max}.`)
      .default(fallback),
  );

const typeList = learnTypeList('type');

/**
 * GET /search/: `q` the words (an empty or blank q answers no results, not an error: the search
 * page opens empty), `type` the content types to keep (all when absent), `limit` and `skip`.
 */
export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q must be text.' })
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters.`)
    .default(''),
  type: typeList.optional(),
  limit: whole('limit', 1, SEARCH_MAX_LIMIT, SEARCH_PAGE_SIZE),
  skip: whole('skip', 0, SEARCH_MAX_SKIP, 0),
  /** ours (decision 091): the language searched, one of the site's; absent, the default language. */
  ...localeQueryShape,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One result: the learn feed's item (its type, icon and card), and `snippet`, an extract of its
 * text as safe HTML: every character escaped, the query's words then wrapped in <mark>.
 */
const searchResultSchema = learnFeedItemSchema.extend({ snippet: z.string() });
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * The page of results in `data`, and `total`, how many published items match in all; `estimated`
 * (true) when `total` is an estimate: PostgreSQL counts exactly up to SEARCH_EXACT_TOTAL matches,
 * more than any page reaches (decision 059).
 */
export const searchAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(searchResultSchema),
  total: z.number(),
  estimated: z.literal(true).optional(),
});

/**
 * Arabic's vowel marks (harakat, the superscript alef) and the tatweel: the index leaves them out of
 * the text and a query's words (decision 091), so a word matches written with them or without.
 */
// eslint-disable-next-line no-misleading-character-class -- each mark is removed alone, never as part of a letter
export const ARABIC_MARKS = /[\u0640\u064B-\u065F\u0670]/g;

/**
 * The words of a query as the index reads them: letters and digits (any script), lower-cased,
 * each once, at most SEARCH_MAX_TERMS. Both engines get these words and nothing else: no
 * operator of either query language reaches it.
 */
export function searchTerms(q: string): string[] {
  const words =
    q
      .normalize('NFKC')
      .replace(ARABIC_MARKS, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** An extract with its hits between HIT_OPEN and HIT_CLOSE as HTML: all escaped, then the hits in <mark>. */
export function markedSnippet(extract: string): string {
  const escaped = extract.replace(/[&<>"']/g, (c) => escapes[c]!);
  // Marks never nest and each one opened is closed, whatever the engine's extract cut off.
  let open = false;
  // eslint-disable-next-line no-control-regex -- the two marks are control characters on purpose
  const marked = escaped.replace(/[\u0002\u0003]/g, (c) => {
    if ((c === HIT_OPEN) === open) return '';
    open = !open;
    return open ? '<mark>' : '</mark>';
  });
  return open ? `${marked}</mark>` : marked;
}

/** The search page's and the header's words. */
export const SearchTexts = {
  label: 'Search',
  siteSearch: 'Site search',
  searchAgain: 'Search the site',
  placeholder: 'Search the site',
  submit: 'Search',
  title: 'Search',
  heading: 'Search',
  resultsFor: (q: string) => `Results for “${q}”`,
  count: (n: number, estimated = false) =>
    n === 0 ? 'No results' : n === 1 ? '1 result' : `${estimated ? 'About ' : ''}${n.toLocaleString('en-US')} results`,
  noResults: 'Nothing published matches these words. Try fewer or other words.',
  /** ours (decision 080): where a search that found nothing goes on. */
  onward: 'Where to go from here',
  /** ours (decision 080) */
  inOtherTypes: 'The same words in other types',
  /** ours (decision 080) */
  oneWord: 'One word at a time',
  /** ours (decision 080): a search offered, with what it finds ('Articles: 2 results', '“health”: 5 results'). */
  offer: (what: string, n: number) => `${what}: ${n === 1 ? '1 result' : `${n.toLocaleString('en-US')} results`}`,
  /** ours (decision 080) */
  browse: 'Browse the library',
  /** ours (decision 080) */
  browseAll: 'Everything in the library',
  /** ours (decision 080) */
  browseTopics: 'Topics',
  prompt: 'Type a few words to search the blogs, articles, videos and podcasts.',
  allTypes: 'All',
  typeFilter: 'Content type',
  failed: 'Search is not available right now. Please try again in a moment.',
} as const;

/** The type filter's labels. */
export const SearchTypeLabels: Record<LearnType, string> = {
  blog: 'Blogs',
  article: 'Articles',
  video: 'Videos',
  podcast: 'Podcasts',
};
