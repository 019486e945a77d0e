import { FaqMessages, faqMainFields, faqMainFileFields } from '@atrium/contract/faqs';
import { z } from 'zod';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

/** The single record heading the FAQ page: created once, then updated. */
export const faqsMain = defineResource({
  key: 'faqs-main',
  table: 'faqs_main',
  noun: 'Main FAQ',
  singleton: true,
  fields: faqMainFields,
  required: ['title'],
  files: faqMainFileFields,
  defaults: { status: 1, subtitle: '', description: '', image: null },
  wireSchema: z.object({
    ...baseWireSchema,
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    FaqImage: z.string().nullable(),
  }),
  publicRead: true,
  sorts: sortsFor(['-created_at', 'created_at', 'position', '-position']),
  searchText: (row) => `${row.title}`,
  toColumns: mapColumns({
    fields: { title: 'title', subtitle: 'subtitle', description: 'description' },
    files: { FaqImage: 'image' },
  }),
  rules: (row): Record<string, string> => (row.image ? {} : { FaqImage: FaqMessages.imageRequired }),
  toWire: (row) => ({
    ...baseWire(row),
    title: row.title as string,
    subtitle: row.subtitle as string,
    description: row.description as string,
    FaqImage: (row.image as string | null) ?? null,
  }),
});
