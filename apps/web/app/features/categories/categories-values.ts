import { CategoryMessages, CategoryType, categoryFields, type Category } from '@atrium/contract/categories';
import type { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import type { WriteBody } from '~/admin-kit/resource-api';
import { firstError } from '~/lib/form-errors';

/** What a category's create and update send (decision 074: the contract's body type). */
export type CategoryBody = WriteBody<typeof categoriesEndpoints>;

/** The category form's values, under their wire names so the server's field errors land on them. */
export type CategoryValues = { name: string; desc: string; icon: number | null };

export function initialCategoryValues(record: Category | null): CategoryValues {
  return { name: record?.name ?? '', desc: record?.desc ?? '', icon: record?.icon ?? null };
}

/** Requirements 1 §5 with the contract's schemas and messages (the server checks the same). */
export function validateCategory(
  values: CategoryValues,
  categoryType: Category['categoryType'],
): Partial<Record<keyof CategoryValues, string>> {
  const isMediaType = categoryType === CategoryType.MediaType;
  return {
    name: firstError(categoryFields.fields.name.body, values.name),
    desc: firstError(categoryFields.fields.desc.body, values.desc),
    icon: !isMediaType
      ? undefined
      : values.icon === null
        ? CategoryMessages.iconRequired
        : firstError(categoryFields.fields.icon.body, values.icon),
  };
}

/**
 * The JSON body of an add or an edit (requirements 1 §7). A new category is active (requirements 1 §4). An edit
 * sends no name and no group: neither can change, and the server refuses a different one.
 */
export function categoryBody(
  values: CategoryValues,
  categoryType: Category['categoryType'],
  mode: 'add' | 'edit',
): CategoryBody {
  const fields: CategoryBody = { desc: values.desc.trim() };
  if (categoryType === CategoryType.MediaType) fields.icon = values.icon;
  return mode === 'add' ? { name: values.name.trim(), categoryType, status: 1, ...fields } : fields;
}
