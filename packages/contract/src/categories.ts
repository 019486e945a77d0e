import { z } from 'zod';
import { choice, nullable, number, resourceFields, status, text } from './fields.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

/** 0 individuals, 1 media type, 2 learn (the public side calls it 'initiative'). */
export const CategoryType = { Individuals: 0, MediaType: 1, Learn: 2 } as const;
export type CategoryTypeValue = (typeof CategoryType)[keyof typeof CategoryType];
export const categoryTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const CategoryTypeLabels = { 0: 'Individuals', 1: 'Media Type', 2: 'Tags' } as const;

/** A category is active or inactive (requirements 1 §3); its buttons still say Publish and Unpublish (§4). */
export const CategoryStatusLabels = {
  published: 'Active',
  unpublished: 'Inactive',
  publish: 'Publish',
  unpublish: 'Unpublish',
} as const;

/** Categories other parts of the site look up by name; they exist from the first start. */
export const SystemCategories = {
  Founder: { name: 'Founder', categoryType: 0 },
  AdvisoryBoard: { name: 'Advisory Board', categoryType: 0 },
  Testimonials: { name: 'Testimonials', categoryType: 0 },
  FeaturedInitiatives: { name: 'Featured Initiatives', categoryType: 2 },
  Initiatives: { name: 'Initiatives', categoryType: 2 },
  RecentContent: { name: 'Recent Content', categoryType: 2 },
} as const;

/** The server accepts icons 1–15 (the public side's range); the admin picker offers 1–6. */
const CATEGORY_ICON_MAX = 15;
export const CATEGORY_ICON_PICKER = [1, 2, 3, 4, 5, 6] as const;

export const CategoryMessages = {
  titleRequired: 'Title is required',
  iconRequired: 'Please select an icon',
  nameReadOnly: 'The name of a category cannot be changed.',
  nameTaken: 'A category with this name already exists.',
  individualsNotAddable: 'Categories of the individuals group cannot be added.',
  fetchFailed: 'Failed to fetch categories.',
  countsFailed: 'Unable to fetch category counts.',
  addFailed: 'Failed to add category',
  updateFailed: 'Failed to update category',
  statusFailed: 'Failed to update category status',
  added: 'Category added successfully',
  learnAdded: 'Learn Category added successfully',
  updated: 'Category updated successfully',
  published: 'Category Published Successfully!',
  unpublished: 'Category Unpublished Successfully!',
  fetchForSelectFailed: 'Unable to fetch categories. Please try again.',
  /** Not in the spec (it lists a deleted status but no call): why a delete is refused. */
  systemNotDeletable: (name: string) =>
    `${name} is a system category: the site looks it up by name, so it cannot be deleted.`,
  inUse: (uses: string) =>
    `This category is still used by ${uses}. Take it off them first, or unpublish it to hide it.`,
} as const;

/**
 * The list texts of categories in the spec's usual pattern, for what requirements Part 1 does not word itself:
 * the delete (the spec lists a deleted status but no call) and its confirmation and toasts.
 */
export const CategoryTexts = standardTexts('Category', 'Categories');

/** True for the categories the site looks up by name (SystemCategories). */
export function isSystemCategory(name: string): boolean {
  return Object.values(SystemCategories).some((c) => c.name === name);
}

export const categorySortKeys = ['position', '-position', 'name', '-name', 'created_at', '-created_at'] as const;

/** A category's fields, declared once (decision 074). */
export const categoryFields = resourceFields({
  name: text({ column: 'name', max: 100, required: CategoryMessages.titleRequired, search: true }),
  desc: text({ column: 'description', max: 2_000, search: true }),
  categoryType: choice({
    column: 'category_type',
    options: [0, 1, 2],
    message: 'categoryType must be 0, 1 or 2.',
    required: true,
    labels: CategoryTypeLabels,
  }),
  icon: nullable(
    number({
      column: 'icon',
      message: CategoryMessages.iconRequired,
      rule: z.preprocess(
        (v) => (v === '' || v === null ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ error: CategoryMessages.iconRequired })
          .int({ error: CategoryMessages.iconRequired })
          .min(1, CategoryMessages.iconRequired)
          .max(CATEGORY_ICON_MAX, CategoryMessages.iconRequired)
          .nullable(),
      ),
    }),
  ),
  status: status(),
});

/** A category as the API answers it; `desc` is its description. */
export const categorySchema = baseRecordSchema.extend({ ...categoryFields.record, categoryType: categoryTypeSchema });
export type Category = z.infer<typeof categorySchema>;
