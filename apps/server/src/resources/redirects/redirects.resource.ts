import { redirectsEndpoints } from '@atrium/contract/endpoints/redirects';
import { type redirectFields, RedirectMessages, redirectSortKeys } from '@atrium/contract/redirects';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { redirectHooks } from '../../features/redirects/redirect-resource.ts';
import { fromKey } from '../../features/redirects/redirect-rules.ts';

/**
 * The redirects table (db/migrations/2026-12-06T1111-redirects.ts), as its field descriptors
 * give it (decision 074), with the address's key (no two redirects share one). The engine's
 * `status` column is unused (always 0): a redirect's wire `status` is its HTTP status, in `code`
 * (decision 078).
 */
type RedirectsTable = TableOf<typeof redirectFields.fields> & { from_key: string };

declare module '../../db/schema.ts' {
  interface Database {
    redirects: RedirectsTable;
  }
}

/**
 * Decision 078: redirects, administrators only. Addresses are stored normalised as requests
 * are, one redirect per address (its path without a trailing '/', its query in any order); a
 * save refuses a loop and collapses the chains it makes or joins (features/redirects). Delete is
 * for real: a redirect is a setting, not content worth a trash.
 */
export const redirects = defineResource({
  api: redirectsEndpoints,
  table: 'redirects',
  defaults: { code: 301 },
  sorts: sortsFor(redirectSortKeys, { from: 'from_path', to: 'to_url' }),
  unique: [{ field: 'from', keyColumn: 'from_key', message: RedirectMessages.fromTaken, key: fromKey }],
  ...redirectHooks,
});
