import { describe, expect, it } from 'vitest';
import type { SearchPageData } from '~/site/pages/search/search-reads.server';
import search from './search';

/**
 * Decision 070 (issue 36, item 10): every search page, its later pages too, named the empty
 * /search as its canonical. A page of results is its own (noindex all the same).
 */
describe('the search pages’ canonical link', () => {
  const origin = 'https://atrium.example.org';
  const canonicalOf = (data: Partial<SearchPageData>) => {
    const tags = search.meta!({
      loaderData: {
        q: '',
        type: null,
        page: 1,
        pageCount: 0,
        total: 0,
        estimated: false,
        results: [],
        failed: false,
        ...data,
      },
      matches: [{ id: 'routes/site/layout', loaderData: { publicUrl: origin } }],
    } as unknown as Parameters<NonNullable<typeof search.meta>>[0]) as Array<{
      rel?: string;
      href?: string;
      name?: string;
      content?: string;
    }>;
    expect(tags.find((tag) => tag.name === 'robots')?.content).toBe('noindex, follow');
    return tags.find((tag) => tag.rel === 'canonical')?.href;
  };

  it('is the search itself: its words, its type and its page past the first', () => {
    expect(canonicalOf({ q: 'clinic data', page: 2, pageCount: 3 })).toBe(`${origin}/search?q=clinic+data&page=2`);
    expect(canonicalOf({ q: 'clinic', type: 'video', page: 1 })).toBe(`${origin}/search?q=clinic&type=video`);
  });

  it('is /search for the empty form', () => {
    expect(canonicalOf({})).toBe(`${origin}/search`);
  });
});
