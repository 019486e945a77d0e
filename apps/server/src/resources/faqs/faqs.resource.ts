import type { faqFields } from '@atrium/contract/faqs';
import { faqSortKeys } from '@atrium/contract/faqs';
import { faqsEndpoints } from '@atrium/contract/endpoints/resources';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The faqs table, as its field descriptors give it (decision 074). */
type FaqsTable = TableOf<typeof faqFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    faqs: FaqsTable;
  }
}

export const faqs = defineResource({
  api: faqsEndpoints,
  table: 'faqs',
  sorts: sortsFor(faqSortKeys),
});
