import { redirectsEndpoints } from '@atrium/contract/endpoints/redirects';
import { redirectFields, redirectSortKeys } from '@atrium/contract/redirects';
import type { Generated } from 'kysely';
import { type TableOf, wireOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { redirectHooks } from '../../modules/redirects/redirect-resource.ts';

/**
 * The redirects table (db/migrations/2026-12-06T1111-redirects.ts), as its field descriptors
 * give it (decision 074), with the columns no field writes: the address's key (no two redirects
 * share one), the hits and the last hit's time. The engine's `status` column is unused (always
 * 0): a redirect's wire `status` is its HTTP status, in `code` (decision 078).
 */
type RedirectsTable = TableOf<typeof redirectFields.fields> & {
  from_key: string;
  hits: Generated<number>;
  last_hit_at: string | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    redirects: RedirectsTable;
  }
}

/**
 * Decision 078: redirects, administrators only. Addresses are stored normalised as requests
 * are; a save refuses an address already redirected and a loop, and collapses the chains it
 * makes or joins (modules/redirects). Delete is for real: a redirect is a setting, not content
 * worth a trash.
 */
export const redirects = defineResource({
  api: redirectsEndpoints,
  table: 'redirects',
  defaults: { code: 301 },
  sorts: sortsFor(redirectSortKeys, { from: 'from_path', to: 'to_url' }),
  // Normalised addresses, one redirect per address, loops refused, chains collapsed.
  ...redirectHooks,
  toWire: (row) => ({ ...wireOf(redirectFields.fields, row), hits: row.hits, last_hit_at: row.last_hit_at }),
});
