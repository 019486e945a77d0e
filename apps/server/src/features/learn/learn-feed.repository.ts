import type { SitePage } from '@atrium/contract/enums';
import type { LearnType } from '@atrium/contract/learn';
import { foldName } from '@atrium/contract/text';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/dialect.ts';
import { shapedQuery } from '../../db/shaped-query.ts';
import { endedAt, notYetAt, visibleAt } from '../../db/visibility.ts';
import { type LearnRow, LearnTables } from './learn.tables.ts';

/**
 * Which items a feed shows: those the public sees at instant `at` (published, within their
 * window: decision 034), of any of these types, in any of these categories, on this page.
 */
export type FeedFilter = {
  types: readonly LearnType[];
  categories?: readonly number[];
  selectedPage?: SitePage;
  at: string;
};
export type FeedSort = { column: 'position' | 'content_date'; direction: 'asc' | 'desc' };
/** A feed item: its type, its row, and the icon of the media-type category named like its type. */
export type FeedEntry = { type: LearnType; row: LearnRow; icon: number | null };

const PUBLISHED = 1;

/** The columns a feed entry reads, and which types' tables have them. */
const ENTRY_COLUMNS: Array<[column: string, types: readonly LearnType[]]> = [
  ...[
    'status',
    'position',
    'created_at',
    'updated_at',
    'selected_page',
    'title',
    'subtitle',
    'description',
    'content_date',
    'slug',
    'author_name',
    'author_image',
    'cta_status',
    'cta_url',
    'publish_at',
    'unpublish_at',
  ].map((column): [string, readonly LearnType[]] => [column, ['blog', 'article', 'video', 'podcast']]),
  ['image', ['blog', 'article']],
  ['logo', ['article']],
  ['video_type', ['video', 'podcast']],
  ['video_url', ['video', 'podcast']],
  ['video_file', ['video', 'podcast']],
  ['poster', ['video', 'podcast']],
];

/** The public reads of learn items: the feed over the four tables, its count, one item by slug or id. */
export function createLearnFeedRepository(db: Db) {
  /** A type's rows visible at the filter's instant that pass the filter, from its own table. */
  function published(type: LearnType, filter: Pick<FeedFilter, 'selectedPage' | 'at'>) {
    let query = db.selectFrom(LearnTables[type]).where(visibleAt(filter.at));
    if (filter.selectedPage) query = query.where('selected_page', '=', filter.selectedPage);
    return query;
  }

  /** A type's visible items in one category, from the links alone (they carry the item's status, schedule and sort keys). */
  function linked(type: LearnType, categoryId: number, filter: Pick<FeedFilter, 'selectedPage' | 'at'>) {
    let query = db
      .selectFrom('learn_item_categories')
      .where('category_id', '=', categoryId)
      .where('content_type', '=', type)
      .where(visibleAt(filter.at));
    if (filter.selectedPage) query = query.where('selected_page', '=', filter.selectedPage);
    return query;
  }

  /**
   * The keys (id, sort value, type) of a page of the feed. One stream per type (and per category
   * when filtered), each its first `take` keys in the feed's order straight from an index;
   * their UNION ALL ordered as a whole, which PostgreSQL answers with a Merge Append of the
   * limited index scans and SQLite by merging the streams: no row is read beyond the page. Ties
   * order by id, then type, the same on every page. An item in several of the chosen categories
   * comes once per category: each stream then keeps enough keys for the page, and DISTINCT drops
   * the repeats.
   */
  function pageKeys(filter: FeedFilter, sort: FeedSort, page: { limit: number; skip: number; take: number }) {
    const { column, direction } = sort;
    const categories = filter.categories ?? [];
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
    const streams = filter.types
      .flatMap((type) => (categories.length === 0 ? [fromItems(type)] : categories.map((c) => fromLinks(type, c))))
      .map((stream, i) =>
        db
          .selectFrom(stream.orderBy(column, direction).orderBy('id', direction).limit(page.take).as(`s${i}`))
          .selectAll(),
      );
    const merged = streams.reduce((all, stream) => all.unionAll(stream));
    return db
      .selectFrom(merged.as('u'))
      .select(['u.id', `u.${column}`, 'u.content_type'])
      .$if(categories.length > 1, (keys) => keys.distinct())
      .orderBy(sql.ref(column), direction)
      .orderBy('id', direction)
      .orderBy('content_type', direction)
      .limit(page.limit)
      .offset(page.skip);
  }

  type PageShape = { types: readonly LearnType[]; categories: number; onPage: boolean; sort: FeedSort };
  type PageRow = LearnRow & { content_type: LearnType; content_type_icon: number | null };

  /**
   * A page of the feed in one query: its keys (pageKeys), joined to each type's table for the
   * rows, and to the media-type category named like the type for its icon. Compiled once per
   * shape (db/shaped-query.ts): its values are the category ids c0, c1..., the page, and the
   * limits.
   */
  const pageQuery = shapedQuery<PageShape, PageRow>(
    (shape) =>
      [shape.types.join(','), shape.categories, shape.onPage, shape.sort.column, shape.sort.direction].join('|'),
    ({ types, categories, onPage, sort }, slot) => {
      const alias = (type: LearnType) => `t_${type}`;
      const pick = ENTRY_COLUMNS.map(([name, having]) => {
        const sources = types.filter((type) => having.includes(type)).map((type) => sql.ref(`${alias(type)}.${name}`));
        const value =
          sources.length === 0 ? sql`null` : sources.length === 1 ? sources[0]! : sql`coalesce(${sql.join(sources)})`;
        return sql`${value} as ${sql.ref(name)}`;
      });
      const joins = types.map(
        (type) =>
          sql`left join ${sql.table(LearnTables[type])} as ${sql.table(alias(type))}
            on k.content_type = ${sql.lit(type)} and ${sql.ref(`${alias(type)}.id`)} = k.id`,
      );
      const filter: FeedFilter = {
        types,
        categories: Array.from({ length: categories }, (_, i) => slot<number>(`c${i}`)),
        selectedPage: onPage ? slot<SitePage>('page') : undefined,
        at: slot<string>('at'),
      };
      const limits = { limit: slot<number>('limit'), skip: slot<number>('skip'), take: slot<number>('take') };
      const order = sql.raw(sort.direction);
      const query = sql<PageRow>`
        select k.id, k.content_type, ${sql.join(pick)},
          (select c.icon from categories c
            where c.category_type = 1 and c.status = ${PUBLISHED} and c.name_key = k.content_type
            order by c.id limit 1) as content_type_icon
        from ${pageKeys(filter, sort, limits)} as k
        ${sql.join(joins, sql` `)}
        order by ${sql.ref(`k.${sort.column}`)} ${order}, k.id ${order}, k.content_type ${order}`;
      return { compile: () => query.compile(db) };
    },
  );

  return {
    async page(filter: FeedFilter, page: { limit: number; skip: number; sort: FeedSort }): Promise<FeedEntry[]> {
      if (filter.types.length === 0) return [];
      const types = [...new Set(filter.types)];
      const categories = [...new Set(filter.categories ?? [])];
      const values: Record<string, unknown> = {
        page: filter.selectedPage,
        at: filter.at,
        limit: page.limit,
        skip: page.skip,
        take: (page.skip + page.limit) * Math.max(categories.length, 1),
      };
      categories.forEach((id, i) => (values[`c${i}`] = id));
      const shape = { types, categories: categories.length, onPage: Boolean(filter.selectedPage), sort: page.sort };
      const result = await db.executeQuery(pageQuery(shape, values));
      return result.rows.map(({ content_type, content_type_icon, ...row }) => ({
        type: content_type,
        icon: content_type_icon === null ? null : Number(content_type_icon),
        row: { ...row, id: Number(row.id) },
      }));
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
          .where(visibleAt(filter.at));
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
        // Less the published items out of their window now (few: from the schedule's indexes).
        const hidden = await filter.types
          .flatMap((type) =>
            [notYetAt(filter.at), endedAt(filter.at)].map((part) =>
              db
                .selectFrom(LearnTables[type])
                .select((eb) => eb.fn.countAll().as('count'))
                .where(part),
            ),
          )
          .reduce((all, one) => all.unionAll(one))
          .execute();
        return toCount(kept?.count) - hidden.reduce((total, row) => total + toCount(row.count), 0);
      }
      const counts = filter.types
        .map((type) => published(type, filter).select((eb) => eb.fn.countAll().as('count')))
        .reduce((all, one) => all.unionAll(one));
      return (await counts.execute()).reduce((total, row) => total + toCount(row.count), 0);
    },

    /** How many published items of these types (and page) each category has, from the links' index alone. */
    async countsByCategory(
      filter: Omit<FeedFilter, 'categories'>,
    ): Promise<Array<{ category: number; count: number }>> {
      if (filter.types.length === 0) return [];
      let links = db
        .selectFrom('learn_item_categories')
        .where('content_type', 'in', [...filter.types])
        .where(visibleAt(filter.at));
      if (filter.selectedPage) links = links.where('selected_page', '=', filter.selectedPage);
      const rows = await links
        .select(['category_id', (eb) => eb.fn.countAll().as('count')])
        .groupBy('category_id')
        .orderBy('category_id')
        .execute();
      return rows.map((row) => ({ category: Number(row.category_id), count: toCount(row.count) }));
    },

    /**
     * These items as feed entries, in the order given, those still visible at `at` only (the
     * site search's page: its keys come ranked from the search index). One query per type and
     * one for the icons.
     */
    async entries(keys: ReadonlyArray<{ type: LearnType; id: number }>, at: string): Promise<FeedEntry[]> {
      if (keys.length === 0) return [];
      const types = [...new Set(keys.map((key) => key.type))];
      const rows = new Map<string, LearnRow>();
      for (const type of types) {
        const columns = ['id', ...ENTRY_COLUMNS.filter(([, having]) => having.includes(type)).map(([name]) => name)];
        const found = await published(type, { at })
          .select(columns as never)
          .where(
            'id',
            'in',
            keys.filter((key) => key.type === type).map((key) => key.id),
          )
          .execute();
        for (const row of found as unknown as LearnRow[]) rows.set(`${type}:${row.id}`, { ...row, id: Number(row.id) });
      }
      const icons = await db
        .selectFrom('categories')
        .select(['name_key', 'icon'])
        .where('category_type', '=', 1)
        .where('status', '=', PUBLISHED)
        .where('name_key', 'in', types)
        .orderBy('id', 'desc')
        .execute();
      const iconOf = new Map(icons.map((c) => [c.name_key, c.icon === null ? null : Number(c.icon)]));
      return keys.flatMap((key) => {
        const row = rows.get(`${key.type}:${key.id}`);
        return row ? [{ type: key.type, row, icon: iconOf.get(key.type) ?? null }] : [];
      });
    },

    /** An item visible at `at` by its current slug. */
    async bySlug(type: LearnType, slug: string, at: string): Promise<LearnRow | undefined> {
      const row = await published(type, { at }).selectAll().where('slug', '=', slug).executeTakeFirst();
      return row as LearnRow | undefined;
    },

    /** An item visible at `at` by id. */
    async byId(type: LearnType, id: number, at: string): Promise<LearnRow | undefined> {
      const row = await published(type, { at }).selectAll().where('id', '=', id).executeTakeFirst();
      return row as LearnRow | undefined;
    },

    /** The id of the active learn category with this name (a system category such as Recent Content). */
    async learnCategoryId(name: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('categories')
        .select('id')
        .where('name_key', '=', foldName(name))
        .where('category_type', '=', 2)
        .where('status', '=', PUBLISHED)
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },
  };
}
