import { RedirectMessages } from '@atrium/contract/redirects';
import type { Db } from '../../db/database.ts';
import type { Columns, Draft, ResourceContext, Row } from '../../resource-kit/define-resource.ts';
import { fromKey, normalFrom, normalTo } from './redirect-rules.ts';
import { createRedirectsRepository } from './redirects.repository.ts';
import { fromErrors, redirectSearchParts, settleSaved } from './redirects.service.ts';

/**
 * What the redirects resource (resources/redirects) does beyond its declared fields (decision
 * 078): its addresses stored as requests spell them, one redirect per address, loops refused and
 * chains collapsed in the save's transaction.
 */
export const redirectHooks = {
  adjustColumns(columns: Columns<'redirects'>): Columns<'redirects'> {
    const adjusted = { ...columns };
    if (typeof adjusted.from_path === 'string') {
      adjusted.from_path = normalFrom(adjusted.from_path);
      adjusted.from_key = fromKey(adjusted.from_path);
    }
    if (typeof adjusted.to_url === 'string') adjusted.to_url = normalTo(adjusted.to_url);
    return adjusted;
  },

  async rules(row: Draft<'redirects'>, ctx: ResourceContext): Promise<Record<string, string | undefined>> {
    if (typeof row.from_path !== 'string') return {};
    const reserved = fromErrors(row.from_path);
    if (reserved.from) return reserved;
    const taken = await createRedirectsRepository(ctx.db).keyTaken(fromKey(row.from_path), row.id);
    return taken ? { from: RedirectMessages.fromTaken } : {};
  },

  async afterWrite({ trx, row }: { trx: Db; row: Row<'redirects'> }): Promise<Row<'redirects'>> {
    const to = await settleSaved(trx, { id: row.id, from: row.from_path, to: row.to_url, status: row.code });
    return to === row.to_url ? row : { ...row, to_url: to };
  },

  searchText: (row: Draft<'redirects'>) => redirectSearchParts(row.from_path, row.to_url),
};
