import { describe, expect, it } from 'vitest';
import type { LearnFilter } from './all-learn/learn-filter';
import type { MetaArgs } from '~/site/page';
import type { FoldPageData } from './fold-page-loader';
import { foldRoute } from './fold-route';

/** Decision 045 (issue 23, N4): the canonical link is the page's own path, never the request's. */
describe('the dynamic pages’ canonical link', () => {
  it('is built from the route and the site’s address, whatever path was asked for', () => {
    const origin = 'https://atrium.example.org';
    const meta = foldRoute('learn').meta!({
      loaderData: undefined,
      location: { pathname: '/LEARN', search: '', hash: '', state: null, key: 'x' },
      matches: [{ id: 'routes/site/layout', loaderData: { publicUrl: origin } }],
    } as unknown as MetaArgs<FoldPageData>);
    const canonical = meta.find((tag) => (tag as { rel?: string }).rel === 'canonical') as { href: string };
    expect(canonical.href).toBe(`${origin}/learn`);
  });
});

/**
 * Decision 070 (issue 36, item 10): /learn?page=2 named /learn as its canonical, telling search
 * engines that the list's later pages were copies of its first, whose items they then never
 * reached. A later page is its own canonical; the first stays /learn.
 */
describe('the learn list’s later pages', () => {
  const origin = 'https://atrium.example.org';
  const listAt = (filter: Partial<LearnFilter>) =>
    ({
      page: 'learn',
      meta: null,
      href: '/learn',
      sections: [
        { name: 'hero slider', id: 'hero-slider', result: { ok: true, data: {} } },
        {
          name: 'All Learn Data Fold',
          id: 'all-learn-data-fold',
          result: { ok: true, data: { filter: { tags: [], mediaTypes: [], size: 10, page: 1, ...filter } } },
        },
      ],
    }) as unknown as FoldPageData;
  const addresses = (loaderData: FoldPageData) => {
    const meta = foldRoute('learn').meta!({
      loaderData,
      location: { pathname: '/learn', search: '', hash: '', state: null, key: 'x' },
      matches: [{ id: 'routes/site/layout', loaderData: { publicUrl: origin } }],
    } as unknown as MetaArgs<FoldPageData>) as Array<{
      rel?: string;
      href?: string;
      property?: string;
      content?: string;
    }>;
    return {
      canonical: meta.find((tag) => tag.rel === 'canonical')?.href,
      ogUrl: meta.find((tag) => tag.property === 'og:url')?.content,
    };
  };

  it.each([2, 7])('page %i is its own canonical and og:url', (page) => {
    expect(addresses(listAt({ page }))).toEqual({
      canonical: `${origin}/learn?page=${page}`,
      ogUrl: `${origin}/learn?page=${page}`,
    });
  });

  it('page 1 is /learn, filtered or not', () => {
    expect(addresses(listAt({ page: 1 }))).toEqual({ canonical: `${origin}/learn`, ogUrl: `${origin}/learn` });
    expect(addresses(listAt({ page: 1, mediaTypes: ['blog'] })).canonical).toBe(`${origin}/learn`);
  });

  it('a filtered later page keeps its state, in the one order the filter writes it', () => {
    expect(addresses(listAt({ page: 3, tags: [4, 7], mediaTypes: ['video'], size: 20 })).canonical).toBe(
      `${origin}/learn?tag=4&tag=7&mediaType=video&size=20&page=3`,
    );
  });
});
