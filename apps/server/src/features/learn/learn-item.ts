import { CategoryType } from '@atrium/contract/categories';
import {
  type CategoryDetail,
  learnDateProblem,
  LearnMessages,
  learnMediaRules,
  type LearnType,
} from '@atrium/contract/learn';
import { Status } from '@atrium/contract/enums';
import { stripMarkup } from '@atrium/contract/text';
import { baseWire, scheduleWire } from '../../resource-kit/columns.ts';
import type { ResourceContext } from '../../resource-kit/define-resource.ts';
import type { ItemCategory, LearnItemsRepository } from './learn-items.repository.ts';
import { learnMedia } from './learn-media.ts';
import type { LearnRow } from './learn.tables.ts';

/**
 * The learn-item base, written once for blogs, articles, videos and podcasts: the shared
 * fields' columns, the rules, the categories of a page of items, and the record on the wire.
 * Each type adds only its media part (learn-media.ts).
 */

/** Wire field → column of the fields every type has. */
export const learnBaseColumns = {
  selectedPage: 'selected_page',
  title: 'title',
  subtitle: 'subtitle',
  description: 'description',
  created_at: 'content_date',
  authorName: 'author_name',
  authorImage: 'author_image',
  cta_status: 'cta_status',
  cta_url: 'cta_url',
  status: 'status',
  position: 'position',
  publish_at: 'publish_at',
  unpublish_at: 'unpublish_at',
} as const;

/** What expandCategories adds to a row. */
export type ItemCategories = { categoryList: CategoryDetail[]; categoryIds: number[] };
export type LearnRowWithCategories = LearnRow & ItemCategories;

/**
 * The rules of requirements 2 §5 on the merged record (an existing image or file satisfies them on
 * edit), and the categories the request names: only active learn categories, except those the
 * item already has (deactivating a category must not make its items uneditable).
 */
export async function learnRules(
  type: LearnType,
  row: Partial<LearnRow>,
  input: { categories?: number[] },
  existing: LearnRow | undefined,
  ctx: ResourceContext,
  repo: LearnItemsRepository,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  // An empty editor sends markup without text ('<p><br></p>'): no description.
  const description = row.description ?? '';
  if (!stripMarkup(description) && !/<(img|iframe)\b/i.test(description))
    errors.description = LearnMessages.requiredMissing;
  // Never later than today, or than the publish day of a scheduled item (decision 034).
  const dateProblem = row.content_date ? learnDateProblem(row.content_date, ctx.now(), row.publish_at) : undefined;
  if (dateProblem) errors.created_at = dateProblem;
  Object.assign(
    errors,
    learnMediaRules({
      type,
      ...learnMedia[type].ruleValues(row),
      ctaStatus: row.cta_status ?? 0,
      ctaUrl: row.cta_url,
    }),
  );
  const wanted = [...new Set(input.categories ?? [])];
  if (wanted.length > 0) {
    const kept = new Set(existing ? await repo.linkedCategoryIds(type, existing.id) : []);
    const found = await ctx.lookup(
      'categories',
      wanted.filter((id) => !kept.has(id)),
    );
    const isActiveLearn = (id: number) => {
      const category = found.get(id);
      return category?.status === Status.Published && category.category_type === CategoryType.Learn;
    };
    if (!wanted.every((id) => kept.has(id) || isActiveLearn(id))) errors.categories = LearnMessages.categoryInvalid;
  }
  return errors;
}

/**
 * Adds each row's categories, in one query for the page: the ids of those not deleted (what the
 * form edits), and the names and details of the active ones (what a visitor may see).
 */
export async function expandCategories<R extends LearnRow>(
  type: LearnType | ((row: R) => LearnType),
  rows: R[],
  repo: LearnItemsRepository,
): Promise<Array<R & ItemCategories>> {
  const typeOf = typeof type === 'function' ? type : () => type;
  const links = await repo.categoriesOf(rows.map((row) => ({ type: typeOf(row), id: row.id })));
  const byItem = new Map<string, ItemCategory[]>();
  for (const link of links) {
    if (link.status === Status.Deleted) continue;
    const key = `${link.content_type}:${link.item_id}`;
    byItem.set(key, [...(byItem.get(key) ?? []), link]);
  }
  return rows.map((row) => {
    const mine = byItem.get(`${typeOf(row)}:${row.id}`) ?? [];
    return {
      ...row,
      categoryIds: mine.map((c) => c.id),
      categoryList: mine
        .filter((c) => c.status === Status.Published)
        .map((c) => ({ id: c.id, name: c.name, categoryType: c.category_type })),
    };
  });
}

/** The record as the API answers it: the shared fields, then the type's media fields. */
export function learnWire(type: LearnType, row: LearnRowWithCategories) {
  return {
    ...baseWire(row),
    created_at: row.content_date,
    selectedPage: row.selected_page,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    slug: row.slug ?? '',
    categories: row.categoryIds,
    categoryNames: row.categoryList.map((c) => c.name),
    category_details: row.categoryList,
    authorName: row.author_name,
    authorImage: row.author_image,
    cta_status: row.cta_status,
    cta_url: row.cta_url,
    ...scheduleWire(row),
    ...learnMedia[type].wire(row),
  };
}
