import type { Db } from '../../db/database.ts';
import type { Columns, Draft, Row } from '../../resource-kit/define-resource.ts';
import { normalFrom, normalTo } from './redirect-rules.ts';
import { fromErrors, redirectSearchParts, settleSaved } from './redirects.service.ts';

/**
 * What the redirects resource (resources/redirects) does beyond its declared fields (decision
 * 078): its addresses stored as requests spell them, loops refused and chains collapsed in the
 * save's transaction.
 */
export const redirectHooks = {
  adjustColumns(columns: Columns<'redirects'>): Columns<'redirects'> {
    const adjusted = { ...columns };
    if (typeof adjusted.from_path === 'string') adjusted.from_path = normalFrom(adjusted.from_path);
    if (typeof adjusted.to_url === 'string') adjusted.to_url = normalTo(adjusted.to_url);
    return adjusted;
  },

  /** The contract's refusal of the API's and the back office's addresses, asked again once normalised. */
  rules: (row: Draft<'redirects'>) => (typeof row.from_path === 'string' ? fromErrors(row.from_path) : {}),

  async afterWrite({ trx, row }: { trx: Db; row: Row<'redirects'> }): Promise<Row<'redirects'>> {
    const to = await settleSaved(trx, { id: row.id, from: row.from_path, to: row.to_url, status: row.code });
    return to === row.to_url ? row : { ...row, to_url: to };
  },

  searchText: (row: Draft<'redirects'>) => redirectSearchParts(row.from_path, row.to_url),
};
