import { CategoryMessages, type categoryFields, categorySortKeys } from '@atrium/contract/categories';
import { ValidationError } from '../../errors.ts';
import type { TableOf } from '../../resource-kit/columns.ts';
import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/**
 * The categories table, as its field descriptors give it (decision 074), and the name folded for
 * uniqueness (foldName), the same on SQLite and PostgreSQL.
 */
type CategoriesTable = TableOf<typeof categoryFields.fields> & { name_key: string };

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
  defaults: { description: '', icon: null, status: 1 },
  // Names are unique whatever their case: 'École' and 'école' are one name on both databases.
  unique: [{ field: 'name', keyColumn: 'name_key', message: CategoryMessages.nameTaken }],
  sorts: sortsFor(categorySortKeys),
  filters: { name: { column: 'name' }, categoryType: { column: 'category_type' } },

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
    // New categories are created active (requirements 1 §4) unless the request says otherwise.
    return existing || columns.status !== undefined ? columns : { ...columns, status: 1 };
  },

  rules(row) {
    if (row.category_type === 1 && !row.icon) return { icon: CategoryMessages.iconRequired };
    if (row.category_type !== 1 && row.icon) return { icon: 'Only media types carry an icon.' };
    return {};
  },
});
