import type { LearnType } from '@atrium/contract/learn';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { PageFolds, Pages } from '../../db/tables.generated.ts';
import { createRepository, type ListFilter } from '../../resource-kit/repository.ts';
import type { SortSpec } from '../../resource-kit/define-resource.ts';
import { LearnTables, type LearnRow } from '../learn/learn.tables.ts';

export type PageRow = Selectable<Pages>;
export type FoldRow = Selectable<PageFolds>;

/** A page write's new version, and the versions the page must still be at (decision 088; none: any). */
type Stamp = { at: string; expected?: string[] };

/** The versions a conditional write accepts: none matches no row (SQL has no empty `in`, and no version reads 'none'). */
const versionsIn = (expected: string[]) => (expected.length ? expected : ['none']);

/** The meta columns a save writes. */
export type MetaColumns = Pick<
  PageRow,
  'meta_title' | 'meta_description' | 'meta_og_title' | 'meta_og_description' | 'meta_keywords'
>;

/**
 * The SQL of page settings: pages (default pages by route name, learn items' meta by item),
 * their folds, and the learn items the admin's groups list. Writes that change a page's folds
 * run in a transaction on a repository made on it (`trx`), after `lockPage`.
 */
export function createPagesRepository(db: Db) {
  return {
    /** Runs `work` in one transaction (make a repository on `trx` for its queries). */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    async defaultPages(): Promise<PageRow[]> {
      return db.selectFrom('pages').selectAll().where('page_type', '=', 'default').execute();
    },

    async defaultPage(customUrl: string): Promise<PageRow | undefined> {
      return db
        .selectFrom('pages')
        .selectAll()
        .where('page_type', '=', 'default')
        .where('custom_url', '=', customUrl)
        .executeTakeFirst();
    },

    async pageById(id: number): Promise<PageRow | undefined> {
      return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Marks the page changed (its new version, `at`) and, on PostgreSQL, holds its row lock until
     * the transaction ends: two writers of one page's folds (an add beside a reorder) then run one
     * after the other. SQLite has one writer at a time anyway. With `expected`, only while the page
     * is at one of those versions (decision 088): the check and the lock are one statement.
     */
    async lockPage(id: number, { at, expected }: Stamp): Promise<PageRow | undefined> {
      return db
        .updateTable('pages')
        .set({ updated_at: at })
        .where('id', '=', id)
        .$if(expected !== undefined, (query) => query.where('updated_at', 'in', versionsIn(expected!)))
        .returningAll()
        .executeTakeFirst();
    },

    /** The folds of these pages by position (only the shown ones with `shownOnly`). */
    async foldsOf(pageIds: number[], shownOnly = false): Promise<FoldRow[]> {
      if (pageIds.length === 0) return [];
      let query = db.selectFrom('page_folds').selectAll().where('page_id', 'in', pageIds);
      if (shownOnly) query = query.where('status', '=', 0);
      return query.orderBy('page_id').orderBy('position').orderBy('id').execute();
    },

    async insertFold(fold: { page_id: number; name: string; position: number; status: number }): Promise<FoldRow> {
      const now = nowIso();
      return db
        .insertInto('page_folds')
        .values({ ...fold, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateFold(id: number, values: { name: string; status: number }): Promise<void> {
      await db
        .updateTable('page_folds')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async deleteFold(id: number): Promise<void> {
      await db.deleteFrom('page_folds').where('id', '=', id).execute();
    },

    /** Writes each fold's position (only those that change). */
    async setPositions(moves: Array<{ id: number; position: number }>): Promise<void> {
      const now = nowIso();
      for (const { id, position } of moves) {
        await db
          .updateTable('page_folds')
          .set({ position, updated_at: now })
          .where('id', '=', id)
          .where('position', '!=', position)
          .execute();
      }
    },

    /** A page's meta at its new version `at`; with `expected`, only while it is at one of those (else undefined). */
    async updateMeta(id: number, meta: MetaColumns, { at, expected }: Stamp): Promise<PageRow | undefined> {
      return db
        .updateTable('pages')
        .set({ ...meta, updated_at: at })
        .where('id', '=', id)
        .$if(expected !== undefined, (query) => query.where('updated_at', 'in', versionsIn(expected!)))
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Makes a learn item's meta row (one per item: the (page_type, item_id) key decides), or, with
     * `onlyNew`, makes it only if none was made meanwhile (undefined then).
     */
    async insertLearnMeta(
      pageType: string,
      itemId: number,
      meta: MetaColumns,
      { at, onlyNew }: { at: string; onlyNew: boolean },
    ): Promise<PageRow | undefined> {
      return db
        .insertInto('pages')
        .values({ page_type: pageType, custom_url: null, item_id: itemId, ...meta, created_at: at, updated_at: at })
        .onConflict((oc) =>
          onlyNew
            ? oc.columns(['page_type', 'item_id']).doNothing()
            : oc.columns(['page_type', 'item_id']).doUpdateSet({ ...meta, updated_at: at }),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /** The meta rows of these learn items, by item id. */
    async learnMeta(pageType: string, itemIds: number[]): Promise<Map<number, PageRow>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('pages')
        .selectAll()
        .where('page_type', '=', pageType)
        .where('item_id', 'in', itemIds)
        .execute();
      return new Map(rows.map((row) => [Number(row.item_id), row]));
    },

    /** A page of a learn type's items (not deleted unless `status` says which), as the admin lists order them. */
    async learnItems(
      type: LearnType,
      filter: ListFilter,
      page: { limit: number; skip: number; sort: SortSpec },
    ): Promise<LearnRow[]> {
      return createRepository(db, LearnTables[type]).list(filter, page);
    },

    async learnItemCount(type: LearnType, filter: ListFilter): Promise<number> {
      return createRepository(db, LearnTables[type]).count(filter);
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
