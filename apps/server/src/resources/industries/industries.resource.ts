import type { industryFields } from '@atrium/contract/industries';
import { industrySortKeys } from '@atrium/contract/industries';
import { industriesEndpoints } from '@atrium/contract/endpoints/resources';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The industries table, as its field descriptors give it (decision 074). */
type IndustriesTable = TableOf<typeof industryFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    industries: IndustriesTable;
  }
}

export const industries = defineResource({
  api: industriesEndpoints,
  table: 'industries',
  sorts: sortsFor(industrySortKeys, { industriesName: 'name' }),
});
