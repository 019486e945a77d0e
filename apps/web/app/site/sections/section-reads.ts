import { categoriesEndpoints, individualsEndpoints } from '@atrium/contract/endpoints/resources';
import type { Category } from '@atrium/contract/categories';
import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import type { Individual } from '@atrium/contract/individuals';
import { siteData } from '~/lib/site-api';
import type { SectionContext } from './section';

/**
 * Reads several sections share. The categories the site knows by name (Advisory Board,
 * Testimonials, Founder, Featured Initiatives, Initiatives, Recent Content) give their section
 * its heading and introduction (the category's name and description) and the id its items are
 * asked for by.
 */

/**
 * Every published category by position, read once for the page: the home page alone knows four
 * by name, and one read of a short list costs less than four (each a whole API request).
 */
function publishedCategories(context: SectionContext): Promise<Category[]> {
  return context.once('categories:published', () =>
    siteData(
      context.api(categoriesEndpoints.list, { query: { status: 1, sort_by: 'position', limit: MAX_PAGE_SIZE } }),
    ),
  );
}

/** The published category of this name, or null. */
export function namedCategory(context: SectionContext, name: string): Promise<Category | null> {
  return context.once(`category:${name}`, async () => {
    const published = await publishedCategories(context);
    const found = published.find((category) => category.name === name);
    if (found || published.length < MAX_PAGE_SIZE) return found ?? null;
    // More published categories than one read holds: this one is asked for by its name.
    const [named] = await siteData(context.api(categoriesEndpoints.list, { query: { name, status: 1, limit: 1 } }));
    return named ?? null;
  });
}

export type People = { category: Category | null; people: Individual[] };

/** The published individuals of a category by position (at most `limit`); none when it is unpublished. */
export function peopleOf(context: SectionContext, categoryName: string, limit: number): Promise<People> {
  return context.once(`people:${categoryName}:${limit}`, async () => {
    const category = await namedCategory(context, categoryName);
    if (!category) return { category, people: [] };
    const people = await siteData(
      context.api(individualsEndpoints.list, {
        query: { category: category.id, status: 1, sort_by: 'position', limit },
      }),
    );
    return { category, people };
  });
}
