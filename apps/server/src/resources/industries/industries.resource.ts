import { industrySortKeys } from '@atrium/contract/industries';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { industriesEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The industries table, as the migrations build it. */
export type IndustriesTable = ContentColumns & { name: string };

declare module '../../db/schema.ts' {
  interface Database {
    industries: IndustriesTable;
  }
}

export const industries = defineResource({
  api: industriesEndpoints,
  table: 'industries',
  columns: { industriesName: 'name', status: 'status', position: 'position' },
  sorts: sortsFor(industrySortKeys, { industriesName: 'name' }),
  searchText: (row) => [row.name],
  toWire: (row) => ({ ...baseWire(row), industriesName: row.name }),
});
