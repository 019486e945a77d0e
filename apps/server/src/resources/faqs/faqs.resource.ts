import { faqFields, faqSortKeys } from '@atrium/contract/faqs';
import { z } from 'zod';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

export const faqs = defineResource({
  key: 'faqs',
  table: 'faqs',
  noun: 'FAQ',
  fields: faqFields,
  required: ['title', 'Description'],
  wireSchema: z.object({ ...baseWireSchema, title: z.string(), Description: z.string() }),
  publicRead: true,
  sorts: sortsFor(faqSortKeys),
  searchText: (row) => `${row.title} ${row.description}`,
  toColumns: mapColumns({
    fields: { title: 'title', Description: 'description', status: 'status', position: 'position' },
    richText: ['Description'],
  }),
  toWire: (row) => ({ ...baseWire(row), title: row.title as string, Description: row.description as string }),
});
