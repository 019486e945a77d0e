import { CategoryMessages, categoryFields, categorySortKeys } from '@atrium/contract/categories';
import { sql } from 'kysely';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

const columns = mapColumns({
  fields: { name: 'name', desc: 'description', categoryType: 'category_type', icon: 'icon', status: 'status' },
});

/**
 * Categories group individuals (Founder, Advisory Board, ...), media types (with an icon) and
 * learn tags. Other parts of the site look them up by name, so a name never changes.
 */
export const categories = defineResource({
  key: 'categories',
  table: 'categories',
  noun: 'Category',
  fields: categoryFields,
  required: ['name', 'categoryType'],
  defaults: { description: '', icon: null, status: 1 },
  wireSchema: z.object({
    ...baseWireSchema,
    name: z.string(),
    desc: z.string(),
    categoryType: z.number(),
    icon: z.number().nullable(),
  }),
  publicRead: true,
  // The spec has no delete or reorder for categories; system categories must never disappear.
  operations: { reorder: false, remove: false, bulkRemove: false },
  sorts: sortsFor(categorySortKeys),
  filters: {
    name: { column: 'name', schema: z.string().max(100) },
    categoryType: {
      column: 'category_type',
      schema: z.preprocess(
        (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
        z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'categoryType must be 0, 1 or 2.' }),
      ),
    },
  },
  searchText: (row) => `${row.name} ${row.description}`,

  toColumns(input, stored, existing) {
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
    const mapped = columns(input, stored);
    if (!existing && mapped.status === undefined) mapped.status = 1;
    return mapped;
  },

  async rules(row, { db }): Promise<Record<string, string>> {
    if (Number(row.category_type) === 1 && !row.icon) return { icon: CategoryMessages.iconRequired };
    if (Number(row.category_type) !== 1 && row.icon) return { icon: 'Only media types carry an icon.' };
    const clash = await db
      .selectFrom('categories')
      .select('id')
      .where(sql`lower(name)`, '=', String(row.name).toLowerCase())
      .where('status', '!=', 2)
      .where('id', '!=', row.id ?? 0)
      .executeTakeFirst();
    return clash ? { name: CategoryMessages.nameTaken } : {};
  },

  toWire: (row) => ({
    ...baseWire(row),
    name: row.name as string,
    desc: row.description as string,
    categoryType: Number(row.category_type),
    icon: row.icon === null || row.icon === undefined ? null : Number(row.icon),
  }),
});
