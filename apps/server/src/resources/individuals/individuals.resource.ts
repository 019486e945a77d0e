import {
  FOUNDER_CATEGORY,
  IndividualMessages,
  individualFields,
  individualSortKeys,
} from '@atrium/contract/individuals';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { individualsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The individuals table, as its field descriptors give it (decision 074). */
type IndividualsTable = TableOf<typeof individualFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    individuals: IndividualsTable;
  }
}

/** People: founders, advisory board members, testimonials. Only a Founder carries a background image. */
export const individuals = defineResource({
  api: individualsEndpoints,
  table: 'individuals',
  defaults: { image: null, background_image: null },
  sorts: sortsFor(individualSortKeys),
  // The public site shows one group at a time (Advisory Board, Testimonials, Founder): it asks for
  // that category's members, not every individual to filter in the page.
  filters: { category: { column: 'category_id' } },

  adjustColumns(columns, _input, stored, existing) {
    // Changing the category clears the background image (requirements 2 §4) unless a new one comes with it.
    const changed = columns.category_id !== undefined && columns.category_id !== existing?.category_id;
    return existing && changed && !stored.backgroundImage ? { ...columns, background_image: null } : columns;
  },

  async rules(row, { lookup }) {
    const errors: Record<string, string> = {};
    if (!row.image) errors.IndividualImage = IndividualMessages.imageRequired;
    const found = row.category_id ? (await lookup('categories', [row.category_id])).get(row.category_id) : undefined;
    const category = found?.status === 2 ? undefined : found;
    if (!category || category.category_type !== 0)
      errors.category = row.category_id ? IndividualMessages.categoryInvalid : IndividualMessages.categoryRequired;
    else if (category.name === FOUNDER_CATEGORY && !row.background_image)
      errors.backgroundImage = IndividualMessages.backgroundRequired;
    else if (category.name !== FOUNDER_CATEGORY && row.background_image)
      errors.backgroundImage = IndividualMessages.backgroundFounderOnly;
    return errors;
  },

  /** One query per page for the category names. */
  async expand(rows, { lookup }) {
    const found = await lookup(
      'categories',
      rows.map((row) => row.category_id),
    );
    return rows.map((row) => {
      const c = row.category_id === null ? undefined : found.get(row.category_id);
      return { ...row, category: c ? { id: c.id, name: c.name, categoryType: c.category_type } : null };
    });
  },

  // The declared fields as they are, and the category's name and group from `expand`.
  toWire: (row) => ({
    ...wireOf(individualFields.fields, row),
    category_name: row.category?.name ?? null,
    category_details: row.category,
  }),
});
