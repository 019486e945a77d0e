import type { RedirectStatus } from '@atrium/contract/redirects';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isSqliteDb, nowIso } from '../../db/dialect.ts';
import type { RedirectRule } from './redirect-rules.ts';

/** A redirect to insert, with the columns the list engine keeps for every record. */
export type RedirectInsert = {
  from_path: string;
  from_key: string;
  to_url: string;
  code: RedirectStatus;
  search_text: string;
  position: number;
};

/** A stored redirect as the CSV export writes it. */
export type RedirectExportRow = RedirectRule & { hits: number; last_hit_at: string | null };

/**
 * The redirects table beside the list engine's own reads and writes (resources/redirects): the
 * whole set for the served map and the chain checks, the writes a save makes to other rows, and
 * the batched hit counts. Create it on a transaction to join it.
 */
export function createRedirectsRepository(db: Db) {
  const rule = (row: { id: number | string; from_path: string; to_url: string; code: number | string }) => ({
    id: Number(row.id),
    from: row.from_path,
    to: row.to_url,
    status: Number(row.code) as RedirectStatus,
  });

  return {
    /** Runs `work` in one transaction, or in the caller's when `db` is one. */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.isTransaction ? work(db) : db.transaction().execute(work);
    },

    /** Every redirect: one read, for the served map and for a save's chain checks. */
    async all(): Promise<RedirectRule[]> {
      const rows = await db.selectFrom('redirects').select(['id', 'from_path', 'to_url', 'code']).execute();
      return rows.map(rule);
    },

    /** The redirects answering these keys (`fromKey`): a save's own addresses and the chains it follows. */
    async byFromKeys(keys: Iterable<string>): Promise<RedirectRule[]> {
      const list = [...new Set(keys)];
      const found: RedirectRule[] = [];
      for (let i = 0; i < list.length; i += 500) {
        const rows = await db
          .selectFrom('redirects')
          .select(['id', 'from_path', 'to_url', 'code'])
          .where('from_key', 'in', list.slice(i, i + 500))
          .execute();
        found.push(...rows.map(rule));
      }
      return found;
    },

    /**
     * The redirects whose target is one of these site paths (path keys, as `fromPathKey` gives),
     * with or without a trailing '/', a query or a fragment: the ones a new address may lengthen.
     * The database cuts each target to its path (one pass, no per-key pattern); the caller then
     * checks each exactly.
     */
    async targeting(pathKeys: Iterable<string>): Promise<RedirectRule[]> {
      const list = [...new Set([...pathKeys].map((key) => key.replace(/\/+$/, '')))];
      const cut = isSqliteDb(db)
        ? sql<string>`rtrim(substr(to_url, 1, min(instr(to_url || '?', '?'), instr(to_url || '#', '#')) - 1), '/')`
        : sql<string>`rtrim(substr(to_url, 1, least(strpos(to_url || '?', '?'), strpos(to_url || '#', '#')) - 1), '/')`;
      const found: RedirectRule[] = [];
      for (let i = 0; i < list.length; i += 500) {
        const rows = await db
          .selectFrom('redirects')
          .select(['id', 'from_path', 'to_url', 'code'])
          .where(cut, 'in', list.slice(i, i + 500))
          .execute();
        found.push(...rows.map(rule));
      }
      return found;
    },

    /** Every redirect with its hits, by address, for the CSV export. */
    async forExport(): Promise<RedirectExportRow[]> {
      const rows = await db
        .selectFrom('redirects')
        .select(['id', 'from_path', 'to_url', 'code', 'hits', 'last_hit_at'])
        .orderBy('from_path')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...rule(row), hits: Number(row.hits), last_hit_at: row.last_hit_at }));
    },

    async maxPosition(): Promise<number> {
      const row = await db
        .selectFrom('redirects')
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? -1 : Number(row.max);
    },

    async insertMany(rows: RedirectInsert[]): Promise<void> {
      const now = nowIso();
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('redirects')
          .values(rows.slice(i, i + 200).map((row) => ({ ...row, status: 0, created_at: now, updated_at: now })))
          .execute();
      }
    },

    /** A redirect's target and status, as an import replaces them. */
    async replace(id: number, values: { to_url: string; code: RedirectStatus; search_text: string }): Promise<void> {
      await db
        .updateTable('redirects')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** A target collapsed through a chain another save made (decision 078). */
    async retarget(id: number, to: string, searchText: string): Promise<void> {
      await db
        .updateTable('redirects')
        .set({ to_url: to, search_text: searchText, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Removes the redirect answering this address (a page has it again). */
    async deleteByKey(key: string): Promise<void> {
      await db.deleteFrom('redirects').where('from_key', '=', key).execute();
    },

    /** Adds counted hits: one statement per redirect hit since the last batch, in one transaction. */
    async addHits(batch: Array<{ id: number; count: number; at: string }>): Promise<void> {
      if (batch.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const { id, count, at } of batch) {
          await trx
            .updateTable('redirects')
            .set((eb) => ({
              hits: eb('hits', '+', count),
              // Another process's batch may have written a later hit first (null compares as not later).
              last_hit_at: eb.case().when('last_hit_at', '>', at).then(eb.ref('last_hit_at')).else(eb.val(at)).end(),
            }))
            .where('id', '=', id)
            .execute();
        }
      });
    },
  };
}
