import { FaqMessages, type faqMainFields } from '@atrium/contract/faqs';
import { faqsMainEndpoints } from '@atrium/contract/endpoints/resources';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The faqs_main table, as its field descriptors give it (decision 074). */
type FaqsMainTable = TableOf<typeof faqMainFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    faqs_main: FaqsMainTable;
  }
}

/** The single record heading the FAQ page: created once, then updated. */
export const faqsMain = defineResource({
  api: faqsMainEndpoints,
  table: 'faqs_main',
  defaults: { status: 1, subtitle: '', description: '', image: null },
  sorts: sortsFor(['-created_at', 'created_at', 'position', '-position']),
  rules: (row) => (row.image ? {} : { FaqImage: FaqMessages.imageRequired }),
});
