import { CategoryMessages, categorySortKeys, type CategoryTypeValue } from '@atrium/contract/categories';
import { ValidationError } from '../../errors.ts';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The categories table, as the migrations build it. */
export type CategoriesTable = ContentColumns & {
  name: string;
  /** The name folded for uniqueness (foldName), the same on SQLite and PostgreSQL. */
  name_key: string;
  description: string;
  category_type: CategoryTypeValue;
  icon: number | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    categories: CategoriesTable;
  }
}

/**
 * Categories group individuals (Founder, Advisory Board, ...), media types (with an icon) and
 * learn tags. Other parts of the site look them up by name, so a name never changes.
 */
export const categories = defineResource({
  api: categoriesEndpoints,
  table: 'categories',
  columns: { name: 'name', desc: 'description', categoryType: 'category_type', icon: 'icon', status: 'status' },
  defaults: { description: '', icon: null, status: 1 },
  // Names are unique whatever their case: 'École' and 'école' are one name on both databases.
  unique: [{ field: 'name', keyColumn: 'name_key', message: CategoryMessages.nameTaken }],
  sorts: sortsFor(categorySortKeys),
  filters: { name: { column: 'name' }, categoryType: { column: 'category_type' } },
  searchText: (row) => [row.name, row.description],

  adjustColumns(columns, input, _stored, existing) {
    if (existing) {
      if (input.name !== undefined && input.name !== existing.name)
        throw new ValidationError({ name: CategoryMessages.nameReadOnly });
      if (input.categoryType !== undefined && input.categoryType !== existing.category_type) {
        throw new ValidationError({ categoryType: 'The group of a category cannot be changed.' });
      }
    } else if (input.categoryType === 0) {
      throw new ValidationError({ categoryType: CategoryMessages.individualsNotAddable });
    }
    // New categories are created active (spec 1 §4) unless the request says otherwise.
    return existing || columns.status !== undefined ? columns : { ...columns, status: 1 };
  },

  rules(row) {
    if (row.category_type === 1 && !row.icon) return { icon: CategoryMessages.iconRequired };
    if (row.category_type !== 1 && row.icon) return { icon: 'Only media types carry an icon.' };
    return {};
  },

  toWire: (row) => ({
    ...baseWire(row),
    name: row.name,
    desc: row.description,
    categoryType: row.category_type,
    icon: row.icon,
  }),
});
