import { type Kysely, sql } from 'kysely';
import { likePattern, nowIso, toCount } from '../db/dialect.ts';
import type { ResourceDefinition, Row } from './define-resource.ts';

export type ListFilter = {
  status?: 0 | 1;
  search?: string;
  filters?: Record<string, unknown>;
};

/** All SQL of the engine: one generic repository per resource table. */
export function createRepository(db: Kysely<any>, definition: ResourceDefinition) {
  const table = definition.table;

  function filtered(filter: ListFilter) {
    let query = db.selectFrom(table);
    query = filter.status === undefined ? query.where('status', '!=', 2) : query.where('status', '=', filter.status);
    if (filter.search) query = query.where(sql<boolean>`search_text like ${likePattern(filter.search)} escape '\\'`);
    for (const [param, value] of Object.entries(filter.filters ?? {})) {
      const column = definition.filters?.[param]?.column;
      if (column && value !== undefined) query = query.where(column, '=', value);
    }
    return query;
  }

  return {
    async list(
      filter: ListFilter,
      page: { limit: number; skip: number; sort: { column: string; direction: 'asc' | 'desc' } },
    ) {
      const { column, direction } = page.sort;
      // The page's ids first, then their rows: the inner query walks the skipped rows in a
      // covering (column, id, status) index without reading the table (skip=50000 on 100,000
      // rows went from ~9 ms to ~2 ms on SQLite).
      const ids = filtered(filter)
        .select('id')
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.skip);
      return (await db
        .selectFrom(table)
        .selectAll()
        .where('id', 'in', ids)
        .orderBy(column, direction)
        .orderBy('id', direction)
        .execute()) as Row[];
    },

    async count(filter: ListFilter): Promise<number> {
      // Without search or filters the count is kept by triggers (db/migrations/helpers.ts):
      // one lookup instead of counting up to every row of the table.
      const plain = !filter.search && Object.values(filter.filters ?? {}).every((v) => v === undefined);
      if (plain) {
        const kept = await db
          .selectFrom('content_counts')
          .select((eb) => eb.fn.sum('count').as('count'))
          .where('resource', '=', table)
          .where('status', 'in', filter.status === undefined ? [0, 1] : [filter.status])
          .executeTakeFirst();
        if (kept?.count !== null && kept?.count !== undefined) return toCount(kept.count);
      }
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return toCount(row?.count);
    },

    /** A record that is not deleted. */
    async getById(id: number): Promise<Row | undefined> {
      return (await db
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .where('status', '!=', 2)
        .executeTakeFirst()) as Row | undefined;
    },

    async maxPosition(): Promise<number | null> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('position').as('max'))
        .where('status', '!=', 2)
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? null : Number(row.max);
    },

    async insert(values: Record<string, unknown>): Promise<Row> {
      const now = nowIso();
      return (await db
        .insertInto(table)
        .values({ created_at: now, ...values, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
    },

    async update(id: number, values: Record<string, unknown>): Promise<Row | undefined> {
      return (await db
        .updateTable(table)
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '!=', 2)
        .returningAll()
        .executeTakeFirst()) as Row | undefined;
    },

    /** Ids among `ids` that exist and are not deleted. */
    async existingIds(ids: number[], trx: Kysely<any> = db): Promise<Set<number>> {
      const rows = await trx.selectFrom(table).select('id').where('id', 'in', ids).where('status', '!=', 2).execute();
      return new Set(rows.map((r) => Number(r.id)));
    },

    async transaction<T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async softDeleteMany(trx: Kysely<any>, ids: number[]): Promise<void> {
      await trx.updateTable(table).set({ status: 2, updated_at: nowIso() }).where('id', 'in', ids).execute();
    },

    async setPositions(trx: Kysely<any>, items: Array<{ id: number; position: number }>): Promise<void> {
      const now = nowIso();
      for (const item of items) {
        await trx
          .updateTable(table)
          .set({ position: item.position, updated_at: now })
          .where('id', '=', item.id)
          .execute();
      }
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
