import type { SitePage } from '@atrium/contract/enums';
import type { LearnType } from '@atrium/contract/learn';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/dialect.ts';
import { type LearnRow, LearnTables } from './learn.tables.ts';

/** Which published items a feed shows: any of these types, in any of these categories, on this page. */
export type FeedFilter = { types: readonly LearnType[]; categories?: readonly number[]; selectedPage?: SitePage };
export type FeedSort = { column: 'position' | 'content_date'; direction: 'asc' | 'desc' };
export type FeedEntry = { type: LearnType; row: LearnRow };

const PUBLISHED = 1;

/** The public reads of learn items: the feed over the four tables, one item by slug, related items. */
export function createLearnFeedRepository(db: Db) {
  /** A type's published rows that pass the filter. */
  function published(type: LearnType, filter: Omit<FeedFilter, 'types'>) {
    let query = db.selectFrom(LearnTables[type]).where('status', '=', PUBLISHED);
    if (filter.selectedPage) query = query.where('selected_page', '=', filter.selectedPage);
    const categories = filter.categories ?? [];
    if (categories.length > 0) {
      query = query.where('id', 'in', (eb) =>
        eb
          .selectFrom('learn_item_categories')
          .select('item_id')
          .where('content_type', '=', type)
          .where('category_id', 'in', [...categories]),
      );
    }
    return query;
  }

  /** The rows of one type by id, in no particular order. */
  async function rowsById(type: LearnType, ids: number[]): Promise<LearnRow[]> {
    if (ids.length === 0) return [];
    return (await db.selectFrom(LearnTables[type]).selectAll().where('id', 'in', ids).execute()) as LearnRow[];
  }

  return {
    /**
     * A page of the feed in two steps. First the page's keys: each type's first skip+limit keys
     * in the feed's order, read from a (status, sort column, id) index without touching the rows,
     * then merged (UNION ALL) and cut to the page; then the page's rows, by id. Ties order by id,
     * then type, so pages never overlap.
     */
    async page(filter: FeedFilter, page: { limit: number; skip: number; sort: FeedSort }): Promise<FeedEntry[]> {
      if (filter.types.length === 0) return [];
      const { column, direction } = page.sort;
      const branches = filter.types.map((type) =>
        db
          .selectFrom(
            published(type, filter)
              .select(['id', column, sql.lit(type).as('content_type')])
              .orderBy(column, direction)
              .orderBy('id', direction)
              .limit(page.skip + page.limit)
              .as(`b_${type}`),
          )
          .selectAll(),
      );
      const union = branches.reduce((all, branch) => all.unionAll(branch));
      const keys = await db
        .selectFrom(union.as('feed'))
        .select(['feed.id', 'feed.content_type'])
        .orderBy(sql.ref(`feed.${column}`), direction)
        .orderBy('feed.id', direction)
        .orderBy('feed.content_type', direction)
        .limit(page.limit)
        .offset(page.skip)
        .execute();

      const found = new Map<string, LearnRow>();
      for (const type of new Set(keys.map((k) => k.content_type as LearnType))) {
        const ids = keys.filter((k) => k.content_type === type).map((k) => Number(k.id));
        for (const row of await rowsById(type, ids)) found.set(`${type}:${row.id}`, row);
      }
      return keys.flatMap((k) => {
        const row = found.get(`${k.content_type}:${Number(k.id)}`);
        return row ? [{ type: k.content_type as LearnType, row }] : [];
      });
    },

    async count(filter: FeedFilter): Promise<number> {
      if (filter.types.length === 0) return 0;
      const tables = filter.types.map((type) => LearnTables[type]);
      if (!filter.selectedPage && !filter.categories?.length) {
        // Kept exact by triggers (db/migrations/helpers): one lookup instead of counting.
        const kept = await db
          .selectFrom('content_counts')
          .select((eb) => eb.fn.sum<number | string | null>('count').as('count'))
          .where('resource', 'in', tables)
          .where('status', '=', PUBLISHED)
          .executeTakeFirst();
        return toCount(kept?.count);
      }
      let total = 0;
      for (const type of filter.types) {
        const row = await published(type, filter)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst();
        total += toCount(row?.count);
      }
      return total;
    },

    /** A published item by its current slug. */
    async bySlug(type: LearnType, slug: string): Promise<LearnRow | undefined> {
      const row = await published(type, {}).selectAll().where('slug', '=', slug).executeTakeFirst();
      return row as LearnRow | undefined;
    },

    /** A published item by id. */
    async byId(type: LearnType, id: number): Promise<LearnRow | undefined> {
      return (await rowsById(type, [id])).find((row) => row.status === PUBLISHED);
    },

    /** Published items of the same type sharing a category with the item, newest first, itself excluded. */
    async related(type: LearnType, itemId: number, limit: number): Promise<LearnRow[]> {
      const rows = await published(type, {})
        .selectAll()
        .where('id', '!=', itemId)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('learn_item_categories as l')
            .select('l.item_id')
            .where('l.content_type', '=', type)
            .where('l.category_id', 'in', (inner) =>
              inner
                .selectFrom('learn_item_categories')
                .select('category_id')
                .where('content_type', '=', type)
                .where('item_id', '=', itemId),
            ),
        )
        .orderBy('content_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows as LearnRow[];
    },

    /** The icons of the active media-type categories, by folded name ('blog' → 4). */
    async mediaTypeIcons(): Promise<Map<string, number | null>> {
      const rows = await db
        .selectFrom('categories')
        .select(['name', 'icon'])
        .where('category_type', '=', 1)
        .where('status', '=', PUBLISHED)
        .orderBy('id')
        .execute();
      const icons = new Map<string, number | null>();
      for (const row of rows) {
        const key = row.name.trim().toLowerCase();
        if (!icons.has(key)) icons.set(key, row.icon);
      }
      return icons;
    },

    /** The id of the active learn category with this exact name (a system category such as Recent Content). */
    async learnCategoryId(name: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', name)
        .where('category_type', '=', 2)
        .where('status', '=', PUBLISHED)
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },
  };
}

export type LearnFeedRepository = ReturnType<typeof createLearnFeedRepository>;
