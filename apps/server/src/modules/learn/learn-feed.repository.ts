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
  /** A type's published rows that pass the filter, from its own table. */
  function published(type: LearnType, filter: Pick<FeedFilter, 'selectedPage'>) {
    let query = db.selectFrom(LearnTables[type]).where('status', '=', PUBLISHED);
    if (filter.selectedPage) query = query.where('selected_page', '=', filter.selectedPage);
    return query;
  }

  /** A type's published items in one category, from the links alone (they carry the item's status and sort keys). */
  function linked(type: LearnType, categoryId: number, filter: Pick<FeedFilter, 'selectedPage'>) {
    let query = db
      .selectFrom('learn_item_categories')
      .where('category_id', '=', categoryId)
      .where('content_type', '=', type)
      .where('status', '=', PUBLISHED);
    if (filter.selectedPage) query = query.where('selected_page', '=', filter.selectedPage);
    return query;
  }

  /** The rows of one type by id, in no particular order. */
  async function rowsById(type: LearnType, ids: number[]): Promise<LearnRow[]> {
    if (ids.length === 0) return [];
    return (await db.selectFrom(LearnTables[type]).selectAll().where('id', 'in', ids).execute()) as LearnRow[];
  }

  /**
   * The keys of a page of the feed. One stream per type (and per category when filtered), each
   * in the feed's order straight from an index; UNION ALL with the ORDER BY over the whole lets
   * both databases merge the streams and stop after skip+limit rows (SQLite's merge of compound
   * selects, PostgreSQL's Merge Append), without sorting or even reading the rest. Ties order by
   * id, then type, the same on every page. An item in several of the chosen categories comes
   * once per category; the merged stream is long enough for the page to survive dropping repeats.
   */
  async function pageKeys(filter: FeedFilter, page: { limit: number; skip: number; sort: FeedSort }) {
    const { column, direction } = page.sort;
    const categories = [...new Set(filter.categories ?? [])];
    const fromItems = (type: LearnType) =>
      published(type, filter).select(['id', column, sql.lit(type).as('content_type')]);
    // The same columns from the links; Kysely types a compound by its first table, so this one
    // stream is stated as an item stream.
    const fromLinks = (type: LearnType, category: number) =>
      linked(type, category, filter).select([
        'item_id as id',
        column,
        sql.lit(type).as('content_type'),
      ]) as unknown as ReturnType<typeof fromItems>;
    const streams = filter.types.flatMap((type) =>
      categories.length === 0 ? [fromItems(type)] : categories.map((category) => fromLinks(type, category)),
    );
    const repeats = Math.max(categories.length, 1);
    const rows = await streams
      .reduce((all, stream) => all.unionAll(stream))
      .orderBy(sql.ref(column), direction)
      .orderBy('id', direction)
      .orderBy('content_type', direction)
      .limit(repeats === 1 ? page.limit : (page.skip + page.limit) * repeats)
      .offset(repeats === 1 ? page.skip : 0)
      .execute();
    const seen = new Set<string>();
    const keys = rows
      .map((row) => ({ type: row.content_type as LearnType, id: Number(row.id) }))
      .filter(({ type, id }) => !seen.has(`${type}:${id}`) && seen.add(`${type}:${id}`));
    return repeats === 1 ? keys : keys.slice(page.skip, page.skip + page.limit);
  }

  return {
    /** A page of the feed: its keys (pageKeys), then their rows by id. */
    async page(filter: FeedFilter, page: { limit: number; skip: number; sort: FeedSort }): Promise<FeedEntry[]> {
      if (filter.types.length === 0) return [];
      const keys = await pageKeys(filter, page);
      const found = new Map<string, LearnRow>();
      const types = [...new Set(keys.map((k) => k.type))];
      const rows = await Promise.all(
        types.map((type) =>
          rowsById(
            type,
            keys.filter((k) => k.type === type).map((k) => k.id),
          ),
        ),
      );
      types.forEach((type, i) => rows[i]!.forEach((row) => found.set(`${type}:${row.id}`, row)));
      return keys.flatMap(({ type, id }) => {
        const row = found.get(`${type}:${id}`);
        return row ? [{ type, row }] : [];
      });
    },

    async count(filter: FeedFilter): Promise<number> {
      if (filter.types.length === 0) return 0;
      const categories = [...new Set(filter.categories ?? [])];
      if (categories.length > 0) {
        // From the links' index alone; an item in two chosen categories counts once.
        let links = db
          .selectFrom('learn_item_categories')
          .where('category_id', 'in', categories)
          .where('content_type', 'in', [...filter.types])
          .where('status', '=', PUBLISHED);
        if (filter.selectedPage) links = links.where('selected_page', '=', filter.selectedPage);
        const row =
          categories.length === 1
            ? await links.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst()
            : await db
                .selectFrom(links.select(['content_type', 'item_id']).distinct().as('items'))
                .select((eb) => eb.fn.countAll().as('count'))
                .executeTakeFirst();
        return toCount(row?.count);
      }
      if (!filter.selectedPage) {
        // Kept exact by triggers (db/migrations/helpers): one lookup instead of counting.
        const kept = await db
          .selectFrom('content_counts')
          .select((eb) => eb.fn.sum<number | string | null>('count').as('count'))
          .where(
            'resource',
            'in',
            filter.types.map((type) => LearnTables[type]),
          )
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

    /** The categories an item is linked to. */
    async categoryIdsOf(type: LearnType, itemId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('learn_item_categories')
        .select('category_id')
        .where('content_type', '=', type)
        .where('item_id', '=', itemId)
        .execute();
      return rows.map((row) => Number(row.category_id));
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
