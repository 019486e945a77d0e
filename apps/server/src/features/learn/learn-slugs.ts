import { type LearnType, ReservedSlugs, slugify } from '@atrium/contract/learn';
import type { LearnItemsRepository } from './learn-items.repository.ts';
import type { LearnRow } from './learn.tables.ts';

const reserved = new Set<string>(ReservedSlugs);

/** A default page's slug or a word of the API's routes: never a learn item's. */
export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug);
}

/**
 * Gives a new item its slug, inside the transaction that creates it: the title's slug ('' → the
 * type, e.g. 'blog'), or the first of base-2, base-3… that no item of any type ever had and no
 * page reserves. Each try is a claim on learn_slugs' key, so a concurrent create that took the
 * same one makes this one move on to the next number.
 */
export async function assignSlug(repo: LearnItemsRepository, type: LearnType, row: LearnRow): Promise<LearnRow> {
  const base = slugify(row.title) || type;
  const claim = async (slug: string) => !isReservedSlug(slug) && (await repo.claimSlug(slug, type, row.id));
  let slug = base;
  if (!(await claim(base))) {
    const numbered = new Set(await repo.numberedSlugs(base));
    for (let n = 2; ; n++) {
      slug = `${base}-${n}`;
      if (!numbered.has(slug) && (await claim(slug))) break;
    }
  }
  return (await repo.setSlug(type, row.id, slug)) ?? { ...row, slug };
}
