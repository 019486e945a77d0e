import {
  FOUNDER_CATEGORY,
  IndividualMessages,
  individualFields,
  individualFileFields,
  individualSortKeys,
} from '@atrium/contract/individuals';
import { z } from 'zod';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource, type Row } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

const columns = mapColumns({
  fields: {
    title: 'title',
    subtitle: 'subtitle',
    description: 'description',
    category: 'category_id',
    status: 'status',
    position: 'position',
  },
  richText: ['description'],
  files: { IndividualImage: 'image', backgroundImage: 'background_image' },
});

const categoryDetails = z.object({ id: z.number(), name: z.string(), categoryType: z.number() }).nullable();

/** People: founders, advisory board members, testimonials. Only a Founder carries a background image. */
export const individuals = defineResource({
  key: 'individuals',
  table: 'individuals',
  noun: 'Individual',
  fields: individualFields,
  required: ['title', 'subtitle', 'description', 'category'],
  files: individualFileFields,
  defaults: { image: null, background_image: null },
  wireSchema: z.object({
    ...baseWireSchema,
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    IndividualImage: z.string().nullable(),
    backgroundImage: z.string().nullable(),
    category: z.number().nullable(),
    category_name: z.string().nullable(),
    category_details: categoryDetails,
  }),
  publicRead: true,
  sorts: sortsFor(individualSortKeys),
  searchText: (row) => `${row.title} ${row.subtitle}`,

  toColumns(input, stored, existing) {
    const mapped = columns(input, stored);
    // Changing the category clears the background image (spec 2 §4) unless a new one comes with it.
    if (
      existing &&
      mapped.category_id !== undefined &&
      mapped.category_id !== existing.category_id &&
      !stored.backgroundImage
    ) {
      mapped.background_image = null;
    }
    return mapped;
  },

  async rules(row, { db }): Promise<Record<string, string>> {
    const errors: Record<string, string> = {};
    if (!row.image) errors.IndividualImage = IndividualMessages.imageRequired;
    const category = row.category_id
      ? await db
          .selectFrom('categories')
          .select(['name', 'category_type'])
          .where('id', '=', Number(row.category_id))
          .where('status', '!=', 2)
          .executeTakeFirst()
      : undefined;
    if (!category || category.category_type !== 0)
      errors.category = row.category_id ? IndividualMessages.categoryInvalid : IndividualMessages.categoryRequired;
    else if (category.name === FOUNDER_CATEGORY && !row.background_image)
      errors.backgroundImage = IndividualMessages.backgroundRequired;
    else if (category.name !== FOUNDER_CATEGORY && row.background_image)
      errors.backgroundImage = IndividualMessages.backgroundFounderOnly;
    return errors;
  },

  /** One query per page for the category names. */
  async expand(rows, { db }) {
    const ids = [...new Set(rows.map((r) => r.category_id).filter((id): id is number => typeof id === 'number'))];
    const found = ids.length
      ? await db.selectFrom('categories').select(['id', 'name', 'category_type']).where('id', 'in', ids).execute()
      : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    return rows.map((row): Row => {
      const c = byId.get(row.category_id as number);
      return { ...row, category: c ? { id: c.id, name: c.name, categoryType: c.category_type } : null };
    });
  },

  toWire: (row) => {
    const category = row.category as { id: number; name: string; categoryType: number } | null;
    return {
      ...baseWire(row),
      title: row.title as string,
      subtitle: row.subtitle as string,
      description: row.description as string,
      IndividualImage: (row.image as string | null) ?? null,
      backgroundImage: (row.background_image as string | null) ?? null,
      category: (row.category_id as number | null) ?? null,
      category_name: category?.name ?? null,
      category_details: category,
    };
  },
});
