import { faqSortKeys } from '@atrium/contract/faqs';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { faqsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The faqs table, as the migrations build it. */
export type FaqsTable = ContentColumns & { title: string; description: string };

declare module '../../db/schema.ts' {
  interface Database {
    faqs: FaqsTable;
  }
}

export const faqs = defineResource({
  api: faqsEndpoints,
  table: 'faqs',
  columns: { title: 'title', Description: 'description', status: 'status', position: 'position' },
  richText: ['Description'],
  sorts: sortsFor(faqSortKeys),
  searchText: (row) => [row.title, row.description],
  toWire: (row) => ({ ...baseWire(row), title: row.title, Description: row.description }),
});
