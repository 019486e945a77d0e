import type { LearnType } from '@atrium/contract/learn';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { shapedQuery } from '../../db/shaped-query.ts';
import { type LearnRow, LearnTables } from './learn.tables.ts';
import { createRevisionsRepository } from '../../foundations/revisions/revisions.repository.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';

export type ItemCategory = {
  content_type: LearnType;
  item_id: number;
  id: number;
  name: string;
  category_type: 0 | 1 | 2;
  status: number;
};

/**
 * What belongs to a learn item beside its row: its category links and its slugs. Writes go
 * through the transaction that saves the item: create the repository on it (`trx`).
 */
export function createLearnItemsRepository(db: Db) {
  /** The categories query for n items, compiled once per n (every page of a list asks it). */
  const categoriesQuery = shapedQuery(
    (n: number) => String(n),
    (n, slot) =>
      db
        .selectFrom('learn_item_categories as l')
        .innerJoin('categories as c', 'c.id', 'l.category_id')
        .select(['l.content_type', 'l.item_id', 'c.id', 'c.name', 'c.category_type', 'c.status'])
        .where((eb) =>
          eb(
            eb.refTuple('l.content_type', 'l.item_id'),
            'in',
            Array.from({ length: n }, (_, i) => eb.tuple(slot<LearnType>(`t${i}`), slot<number>(`i${i}`))),
          ),
        )
        .orderBy('c.position')
        .orderBy('c.id'),
  );

  return {
    /**
     * Runs `work` in one transaction (create a repository on `trx` for its writes). A repository
     * made on a transaction joins it: a caller's own writes (page meta with a slug change)
     * commit or roll back with this work.
     */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.isTransaction ? work(db) : db.transaction().execute(work);
    },

    /** The categories linked to these items (of any types), with their names: one query, in the categories' order. */
    async categoriesOf(items: ReadonlyArray<{ type: LearnType; id: number }>): Promise<ItemCategory[]> {
      if (items.length === 0) return [];
      const values: Record<string, unknown> = {};
      items.forEach((item, i) => Object.assign(values, { [`t${i}`]: item.type, [`i${i}`]: item.id }));
      const { rows } = await db.executeQuery(categoriesQuery(items.length, values));
      return rows.map((r) => ({ ...r, item_id: Number(r.item_id), id: Number(r.id) }));
    },

    /** The ids of the categories an item is linked to. */
    async linkedCategoryIds(type: LearnType, itemId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('learn_item_categories')
        .select('category_id')
        .where('content_type', '=', type)
        .where('item_id', '=', itemId)
        .execute();
      return rows.map((r) => Number(r.category_id));
    },

    /** Links the item to exactly these categories, with the copies of its columns the feed reads. */
    async replaceCategories(type: LearnType, item: LearnRow, categoryIds: number[]): Promise<void> {
      await db
        .deleteFrom('learn_item_categories')
        .where('content_type', '=', type)
        .where('item_id', '=', item.id)
        .execute();
      if (categoryIds.length === 0) return;
      const copied = {
        status: item.status,
        position: item.position,
        content_date: item.content_date,
        selected_page: item.selected_page,
        publish_at: item.publish_at,
        unpublish_at: item.unpublish_at,
      };
      await db
        .insertInto('learn_item_categories')
        .values(categoryIds.map((category_id) => ({ content_type: type, item_id: item.id, category_id, ...copied })))
        .execute();
    },

    /**
     * Takes `slug` for the item unless any item, of any type, ever had it: true when taken now.
     * The primary key decides, so of two transactions racing for one slug exactly one gets it
     * (PostgreSQL makes the second wait for the first to commit, then skips).
     */
    async claimSlug(slug: string, type: LearnType, itemId: number): Promise<boolean> {
      const row = await db
        .insertInto('learn_slugs')
        .values({ slug, content_type: type, item_id: itemId, created_at: nowIso() })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('slug')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Which item holds or held `slug`. */
    async slugOwner(slug: string): Promise<{ content_type: LearnType; item_id: number } | undefined> {
      const row = await db
        .selectFrom('learn_slugs')
        .select(['content_type', 'item_id'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? { content_type: row.content_type, item_id: Number(row.item_id) } : undefined;
    },

    /** Slugs of the form `base-<n>` already given: where numbering a new one starts. */
    async numberedSlugs(base: string): Promise<string[]> {
      // Slugs are [a-z0-9-] only, so nothing in `base` is a LIKE wildcard.
      const rows = await db
        .selectFrom('learn_slugs')
        .select('slug')
        .where(sql<boolean>`slug like ${`${base}-%`}`)
        .execute();
      return rows.map((r) => r.slug);
    },

    /** Sets the item's current slug; its earlier ones stay in learn_slugs and redirect. */
    async setSlug(type: LearnType, itemId: number, slug: string): Promise<LearnRow | undefined> {
      const row = await db
        .updateTable(LearnTables[type])
        .set({ slug, updated_at: nowIso() })
        .where('id', '=', itemId)
        .returningAll()
        .executeTakeFirst();
      return row as LearnRow | undefined;
    },

    /** Whether the item's row exists at all (in the trash included): a slug whose item is gone answers 410. */
    async itemExists(type: LearnType, itemId: number): Promise<boolean> {
      const row = await db.selectFrom(LearnTables[type]).select('id').where('id', '=', itemId).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The rows that belong to items deleted forever (decision 032): their category links, their
     * page meta with its texts per language and its revisions (decision 101: a language the
     * texts were written in could not be removed after), and their preview links. Their slugs
     * stay in learn_slugs: the tombstone that keeps each slug from being given again and makes
     * its address answer 410.
     */
    async removeItemsRows(type: LearnType, pageType: string, itemIds: number[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db
        .deleteFrom('learn_item_categories')
        .where('content_type', '=', type)
        .where('item_id', 'in', itemIds)
        .execute();
      const pages = await db
        .deleteFrom('pages')
        .where('page_type', '=', pageType)
        .where('item_id', 'in', itemIds)
        .returning('id')
        .execute();
      const pageIds = pages.map((page) => Number(page.id));
      if (pageIds.length) {
        await createTranslationsRepository(db, 'pages').forget(db, pageIds);
        // A page's revisions hold no files (its image is the item's): nothing else to remove with them.
        await createRevisionsRepository(db).removeAll('pages', pageIds);
      }
      await db
        .deleteFrom('previews')
        .where('type', '=', type)
        .where(
          'record_key',
          'in',
          itemIds.map((id) => String(id)),
        )
        .execute();
    },

    /** A learn item that is not deleted, by id. */
    async activeItem(type: LearnType, itemId: number): Promise<LearnRow | undefined> {
      const row = await db
        .selectFrom(LearnTables[type])
        .selectAll()
        .where('id', '=', itemId)
        .where('status', '!=', 2)
        .executeTakeFirst();
      return row as LearnRow | undefined;
    },

    /**
     * Whether an item that is not deleted (of any type) uses the category: what deleting a
     * category must ask first. The links carry the item's status: one probe of their index.
     */
    async isCategoryUsed(categoryId: number): Promise<boolean> {
      const row = await db
        .selectFrom('learn_item_categories')
        .select('item_id')
        .where('category_id', '=', categoryId)
        .where('status', '!=', 2)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type LearnItemsRepository = ReturnType<typeof createLearnItemsRepository>;
