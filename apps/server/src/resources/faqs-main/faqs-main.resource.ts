import { FaqMessages } from '@atrium/contract/faqs';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { faqsMainEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The faqs_main table, as the migrations build it. */
export type FaqsMainTable = ContentColumns & {
  title: string;
  subtitle: string;
  description: string;
  image: string | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    faqs_main: FaqsMainTable;
  }
}

/** The single record heading the FAQ page: created once, then updated. */
export const faqsMain = defineResource({
  api: faqsMainEndpoints,
  table: 'faqs_main',
  columns: { title: 'title', subtitle: 'subtitle', description: 'description', FaqImage: 'image' },
  defaults: { status: 1, subtitle: '', description: '', image: null },
  sorts: sortsFor(['-created_at', 'created_at', 'position', '-position']),
  searchText: (row) => [row.title],
  rules: (row) => (row.image ? {} : { FaqImage: FaqMessages.imageRequired }),
  toWire: (row) => ({
    ...baseWire(row),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    FaqImage: row.image,
  }),
});
