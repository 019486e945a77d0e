import { industryFields, industrySortKeys } from '@atrium/contract/industries';
import { z } from 'zod';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

export const industries = defineResource({
  key: 'industries',
  table: 'industries',
  noun: 'Industry',
  fields: industryFields,
  required: ['industriesName'],
  wireSchema: z.object({ ...baseWireSchema, industriesName: z.string() }),
  publicRead: true,
  sorts: sortsFor(industrySortKeys, { industriesName: 'name' }),
  searchText: (row) => `${row.name}`,
  toColumns: mapColumns({ fields: { industriesName: 'name', status: 'status', position: 'position' } }),
  toWire: (row) => ({ ...baseWire(row), industriesName: row.name as string }),
});
