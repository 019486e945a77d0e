import { type Kysely, sql } from 'kysely';
import { likePattern, nowIso, toCount } from '../db/dialect.ts';
import type { Status } from '@atrium/contract/enums';
import type { Database } from '../db/schema.ts';
import { endedAt, notYetAt, scheduledAt, visibleAt } from '../db/visibility.ts';
import type { Column, Columns, ResourceContext, ResourceTable, Row, SortSpec } from './define-resource.ts';

/** What every new content row needs; created_at and updated_at are the repository's. */
export type NewRecord = { status: Status; position: number; search_text: string };

export type ListFilter = {
  /** 0 or 1; 2 is the trash; undefined every record not in the trash. */
  status?: 0 | 1 | 2;
  /**
   * A read without a token: only the records the public sees at this instant (ISO), whatever
   * `status` says: published ones, within their window when the table has a schedule.
   */
  visibleAt?: string;
  search?: string;
  /**
   * Column filters: rows whose column equals the value, or with `present`, rows whose column is
   * (value true) or is not (false) set; with `scheduledAt`, rows that are (true) or are not
   * (false) published with a publish_at after that instant. Undefined values are ignored.
   */
  filters?: Array<{ column: string; value: unknown; present?: boolean; scheduledAt?: string }>;
  /**
   * Decision 081: rows with text in one of these columns that `locale` has no translation of
   * (the "missing in French" filter).
   */
  missingIn?: { resource: string; locale: string; fields: ReadonlyArray<{ wire: string; column: string }> };
};

type Db = Kysely<Database>;

/**
 * A write's version check (decision 083): `expected`, the `updated_at` values the record must
 * still have (from If-Match); `after`, versions the new one must follow.
 */
export type VersionCheck = { expected?: string[]; after?: string };

/**
 * The new `updated_at`: now, or a millisecond after the version it replaces when that is not
 * earlier (two saves in one millisecond, or a clock behind another process's), so a save
 * always makes a new version and a stale If-Match can never match it.
 */
export function stampAfter({ expected = [], after }: VersionCheck, now: number = Date.now()): string {
  const latest = Math.max(
    now - 1,
    ...[...expected, ...(after ? [after] : [])].map((at) => Date.parse(at)).filter(Number.isFinite),
  );
  return new Date(Math.max(now, latest + 1)).toISOString();
}

/*
 * Kysely checks a query against the table it names; the engine's table is chosen at run time
 * (one repository per definition). So its queries name the union of resource tables and use only
 * the columns every content table has (or `sql.ref` for a definition's own column). What such a
 * query returns is a row of the one table it ran on, which Kysely cannot name: `rowsOf` states it,
 * in this one place.
 */

function rowsOfTable<T extends ResourceTable>(rows: object[]): Row<T>[] {
  return rows as Row<T>[];
}

/** All SQL of the engine: one generic repository per resource table. */
export function createRepository<T extends ResourceTable>(
  db: Db,
  resourceTable: T,
  options: { scheduled?: boolean } = {},
) {
  const table: ResourceTable = resourceTable;
  const rowsOf = (rows: object[]) => rowsOfTable<T>(rows);
  const rowOf = (row: object | undefined) => (row ? rowsOf([row])[0] : undefined);

  function filtered(filter: ListFilter, on: Db = db) {
    let query = on.selectFrom(table);
    if (filter.visibleAt !== undefined)
      query = options.scheduled ? query.where(visibleAt(filter.visibleAt)) : query.where('status', '=', 1);
    else
      query = filter.status === undefined ? query.where('status', '!=', 2) : query.where('status', '=', filter.status);
    if (filter.search) query = query.where(sql<boolean>`search_text like ${likePattern(filter.search)} escape '\\'`);
    for (const { column, value, present, scheduledAt: at } of filter.filters ?? []) {
      if (value === undefined) continue;
      if (at !== undefined) query = query.where((eb) => (value ? scheduledAt(at) : eb.not(scheduledAt(at))));
      else if (present) query = query.where(sql.ref(column), value ? 'is not' : 'is', null);
      else query = query.where(sql.ref(column), '=', value);
    }
    if (filter.missingIn) {
      const { resource, locale, fields } = filter.missingIn;
      query = query.where((eb) =>
        eb.or(
          fields.map(({ wire, column }) =>
            eb.and([
              eb(sql.ref(column), 'is not', null),
              eb(sql.ref(column), '!=', ''),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('translations')
                    .select('translations.record_id')
                    .where('translations.resource', '=', resource)
                    .where('translations.locale', '=', locale)
                    .where('translations.field', '=', wire)
                    .where('translations.record_id', '=', sql.ref<number>(`${table}.id`)),
                ),
              ),
            ]),
          ),
        ),
      );
    }
    return query;
  }

  return {
    async list(filter: ListFilter, page: { limit: number; skip: number; sort: SortSpec }): Promise<Row<T>[]> {
      const order = sql.ref(page.sort.column);
      const { direction } = page.sort;
      // The page's ids first, then their rows: the inner query walks the skipped rows in a
      // covering (column, id, status) index without reading the table (skip=50000 on 100,000
      // rows went from ~9 ms to ~2 ms on SQLite).
      const ids = filtered(filter)
        .select('id')
        .orderBy(order, direction)
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.skip);
      return rowsOf(
        await db
          .selectFrom(table)
          .selectAll()
          .where('id', 'in', ids)
          .orderBy(order, direction)
          .orderBy('id', direction)
          .execute(),
      );
    },

    async count(filter: ListFilter): Promise<number> {
      // Without search or filters the count is kept by triggers (db/migrations/helpers):
      // one lookup instead of counting up to every row of the table.
      const plain = !filter.search && !filter.missingIn && (filter.filters ?? []).every((f) => f.value === undefined);
      if (plain) {
        // Every kept status but the trash's 2, as the list reads them (a mailing list's unsubscribed 3 too, decision 086).
        const statuses =
          filter.visibleAt !== undefined ? [1] : filter.status === undefined ? undefined : [filter.status];
        const kept = await db
          .selectFrom('content_counts')
          .select((eb) => eb.fn.sum<number | string | null>('count').as('count'))
          .where('resource', '=', table)
          .where((eb) => (statuses ? eb('status', 'in', statuses) : eb('status', '!=', 2)))
          .executeTakeFirst();
        if (kept?.count !== null && kept?.count !== undefined) {
          // The published rows out of their window now are few (scheduled or ended): counted
          // from the publish_at and unpublish_at indexes, and taken off the kept count.
          if (filter.visibleAt === undefined || !options.scheduled) return toCount(kept.count);
          let hidden = 0;
          for (const part of [notYetAt(filter.visibleAt), endedAt(filter.visibleAt)]) {
            const row = await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('count'))
              .where(part)
              .executeTakeFirst();
            hidden += toCount(row?.count);
          }
          return toCount(kept.count) - hidden;
        }
      }
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return toCount(row?.count);
    },

    /** A record that is not deleted. */
    async getById(id: number): Promise<Row<T> | undefined> {
      return rowOf(
        await db.selectFrom(table).selectAll().where('id', '=', id).where('status', '!=', 2).executeTakeFirst(),
      );
    },

    async maxPosition(): Promise<number | null> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('position').as('max'))
        .where('status', '!=', 2)
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? null : Number(row.max);
    },

    /** Whether a record other than `exceptId` (and not deleted) holds `value` in `column`. */
    async isTaken(column: Column<T>, value: unknown, exceptId: number | undefined): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where(sql.ref(column), '=', value)
        .where('status', '!=', 2)
        .where('id', '!=', exceptId ?? 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new row: the columns every content table requires, and the table's own. */
    async insert(values: Columns<T> & NewRecord, on: Db = db): Promise<Row<T>> {
      const now = nowIso();
      const row = await on
        .insertInto(table)
        .values({ created_at: now, ...values, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowsOf([row])[0]!;
    },

    /** With `version.expected`, only if the record is still at one of those versions (decision 083). */
    async setStatus(id: number, status: 0 | 1, version: VersionCheck = {}): Promise<Row<T> | undefined> {
      let query = db
        .updateTable(table)
        .set({ status, updated_at: stampAfter(version) })
        .where('id', '=', id)
        .where('status', '!=', 2);
      if (version.expected) query = query.where('updated_at', 'in', version.expected);
      return rowOf(await query.returningAll().executeTakeFirst());
    },

    /**
     * With `version.expected`, only if the record is still at one of those versions: the check
     * and the write are one statement, so no other save can come between them (decision 083).
     */
    async update(id: number, values: Columns<T>, on: Db = db, version: VersionCheck = {}): Promise<Row<T> | undefined> {
      let query = on
        .updateTable(table)
        .set({ ...values, updated_at: stampAfter(version) })
        .where('id', '=', id)
        .where('status', '!=', 2);
      if (version.expected) query = query.where('updated_at', 'in', version.expected);
      return rowOf(await query.returningAll().executeTakeFirst());
    },

    /** Ids among `ids` that exist and are not deleted. */
    async existingIds(ids: number[], trx: Db = db): Promise<Set<number>> {
      const rows = await trx.selectFrom(table).select('id').where('id', 'in', ids).where('status', '!=', 2).execute();
      return new Set(rows.map((r) => Number(r.id)));
    },

    async transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    /** Moves the rows to the trash: status 2, with when, by whom and the status they had (decision 032). */
    async softDeleteMany(
      trx: Db,
      ids: number[],
      by: { at: string; userId: number | null },
      expected?: string[],
    ): Promise<number> {
      let query = trx
        .updateTable(table)
        // The right-hand side reads the row as it was: the status before this update.
        .set({
          status: 2,
          deleted_status: sql.ref('status'),
          deleted_at: by.at,
          deleted_by: by.userId,
          updated_at: nowIso(),
        })
        .where('id', 'in', ids)
        .where('status', '!=', 2);
      if (expected) query = query.where('updated_at', 'in', expected);
      const [result] = await query.execute();
      return Number(result?.numUpdatedRows ?? 0);
    },

    /** A page of the trash (`count({ status: 2 })` counts it), most recently deleted first. */
    async trashList(search: string | undefined, page: { limit: number; skip: number }): Promise<Row<T>[]> {
      return rowsOf(
        await filtered({ status: 2, search })
          .selectAll()
          .orderBy('deleted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.skip)
          .execute(),
      );
    },

    /** Rows in the trash among `ids`. */
    async trashedRows(ids: number[], trx: Db = db): Promise<Row<T>[]> {
      return rowsOf(await trx.selectFrom(table).selectAll().where('id', 'in', ids).where('status', '=', 2).execute());
    },

    /**
     * Brings rows back from the trash with the status they had; answers the rows it restored
     * (a row restored or deleted forever meanwhile by another request is not among them).
     */
    async restoreMany(trx: Db, ids: number[]): Promise<Row<T>[]> {
      return rowsOf(
        await trx
          .updateTable(table)
          .set({
            status: sql<0 | 1>`coalesce(deleted_status, 0)`,
            deleted_status: null,
            deleted_at: null,
            deleted_by: null,
            updated_at: nowIso(),
          })
          .where('id', 'in', ids)
          .where('status', '=', 2)
          .returningAll()
          .execute(),
      );
    },

    /**
     * Deletes rows of the trash for good (with `before`, only those deleted before it); answers
     * the rows this statement deleted, so of two processes deleting one row only one hears of it.
     */
    async deleteFromTrash(trx: Db, ids: number[], before?: string): Promise<Row<T>[]> {
      let query = trx.deleteFrom(table).where('id', 'in', ids).where('status', '=', 2);
      if (before) query = query.where('deleted_at', '<', before);
      return rowsOf(await query.returningAll().execute());
    },

    /** Ids of rows in the trash since before `before`, oldest first: what the purge deletes. */
    async expiredIds(before: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('status', '=', 2)
        .where('deleted_at', '<', before)
        .orderBy('deleted_at')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.id));
    },

    async deleteMany(trx: Db, ids: number[], expected?: string[]): Promise<number> {
      let query = trx.deleteFrom(table).where('id', 'in', ids);
      if (expected) query = query.where('updated_at', 'in', expected);
      const [result] = await query.execute();
      return Number(result?.numDeletedRows ?? 0);
    },

    /** Every record not deleted, in list order (position, then id): what a move rearranges. */
    async positionOrder(trx: Db): Promise<Array<{ id: number; position: number; status: number }>> {
      const rows = await trx
        .selectFrom(table)
        .select(['id', 'position', 'status'])
        .where('status', '!=', 2)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), position: Number(r.position), status: Number(r.status) }));
    },

    /** Ids of the records a list with this filter shows. */
    async matchingIds(filter: ListFilter, trx: Db): Promise<Set<number>> {
      const rows = await filtered(filter, trx).select('id').execute();
      return new Set(rows.map((r) => Number(r.id)));
    },

    async setPositions(trx: Db, items: Array<{ id: number; position: number }>): Promise<void> {
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

/** Each user's display name (first and last name, else username, else email), by id. */
export async function userNames(db: Db, ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username', 'email'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((r) => [Number(r.id), `${r.first_name} ${r.last_name}`.trim() || r.username || r.email] as const),
  );
}

/** Where stored media paths may be referenced: a table's file columns, and its rich-text columns (by substring). */
export type MediaSource = { table: string; fileColumns: string[]; textColumns: string[] };

/** The engine's cross-resource reads (ResourceContext), for definitions that refer to another resource. */
export function createResourceContext(db: Db, now: () => Date = () => new Date()): ResourceContext {
  return {
    db,
    now,
    async lookup<R extends ResourceTable>(lookupTable: R, ids: ReadonlyArray<number | null>) {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      const table: ResourceTable = lookupTable;
      const rows = wanted.length ? await db.selectFrom(table).selectAll().where('id', 'in', wanted).execute() : [];
      return new Map(rowsOfTable<R>(rows).map((row) => [row.id, row]));
    },
  };
}
