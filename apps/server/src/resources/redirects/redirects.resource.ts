import { type redirectFields, redirectSortKeys } from '@atrium/contract/redirects';
import { redirectsEndpoints } from '@atrium/contract/endpoints/redirects';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The redirects table (db/migrations/2026-12-06T1111-redirects.ts), as its field descriptors give it (decision 074). */
type RedirectsTable = TableOf<typeof redirectFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    redirects: RedirectsTable;
  }
}

export const redirects = defineResource({
  api: redirectsEndpoints,
  table: 'redirects',
  // Columns, wire mapping and search text come from the contract's field descriptors.
  sorts: sortsFor(redirectSortKeys),
});
