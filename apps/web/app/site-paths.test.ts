import { ReservedSlugs } from '@atrium/contract/learn';
import { ServerPathSegments, SitePathSegments } from '@atrium/contract/site';
import { describe, expect, it } from 'vitest';
import { sitePages } from '~/routes/site/page-table';

/**
 * Decision 045: the first segments of the site's paths are listed once, in the contract (they are
 * folded to one spelling and reserved as slugs): a page of the page table (decision 073) whose
 * first segment is missing from the list fails here.
 */
describe('the site’s top-level paths', () => {
  const topLevel = [...new Set(sitePages.map((page) => page.path.split('/')[1]!).filter((segment) => segment !== ''))];

  it('lists every top-level path of the page table', () => {
    expect(topLevel).toContain('learn');
    const known = new Set<string>([...SitePathSegments, ...ServerPathSegments]);
    expect(topLevel.filter((segment) => !known.has(segment))).toEqual([]);
  });

  it('reserves each of them, and the server’s own, as learn slugs', () => {
    for (const segment of [...topLevel, ...SitePathSegments, ...ServerPathSegments]) {
      expect(ReservedSlugs, segment).toContain(segment);
    }
  });
});
