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
      return (await filtered(filter)
        .selectAll()
        .orderBy(page.sort.column, page.sort.direction)
        .orderBy('id', page.sort.direction)
        .limit(page.limit)
        .offset(page.skip)
        .execute()) as Row[];
    },

    async count(filter: ListFilter): Promise<number> {
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
