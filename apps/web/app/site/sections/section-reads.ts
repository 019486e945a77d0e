import type { Category } from '@atrium/contract/categories';
import type { Individual } from '@atrium/contract/individuals';
import { siteData } from '~/lib/site-api';
import type { SectionContext } from './section';

/**
 * Reads several sections share. The categories the site knows by name (Advisory Board,
 * Testimonials, Founder, Featured Initiatives, Initiatives, Recent Content) give their section
 * its heading and introduction (the category's name and description) and the id its items are
 * asked for by.
 */

/** The published category of this name, or null. */
export function namedCategory(context: SectionContext, name: string): Promise<Category | null> {
  return context.once(`category:${name}`, async () => {
    const found = await siteData(context.api<Category[]>('/categories/', { name, status: 1, limit: 1 }));
    return found[0] ?? null;
  });
}

export type People = { category: Category | null; people: Individual[] };

/** The published individuals of a category by position (at most `limit`); none when it is unpublished. */
export function peopleOf(context: SectionContext, categoryName: string, limit: number): Promise<People> {
  return context.once(`people:${categoryName}:${limit}`, async () => {
    const category = await namedCategory(context, categoryName);
    if (!category) return { category, people: [] };
    const people = await siteData(
      context.api<Individual[]>('/individuals/', { category: category.id, status: 1, sort_by: 'position', limit }),
    );
    return { category, people };
  });
}
