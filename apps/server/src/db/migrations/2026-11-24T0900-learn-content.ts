import { type CreateTableBuilder, sql } from 'kysely';
import { contentTable, isSqlite, type MigrationDb } from './helpers/v1.ts';

type Columns = CreateTableBuilder<string, string>;

/** What every learn item has (features/learn): page, texts, its own date, slug, author, call to action. */
function learnBase(t: CreateTableBuilder<string, 'id'>): Columns {
  return (
    t
      .addColumn('selected_page', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      // The item's calendar date (yyyy-MM-dd, `created_at` on the wire), apart from the row's own.
      .addColumn('content_date', 'varchar(10)', (c) => c.notNull())
      // Null only inside the transaction that creates the row and then claims its slug.
      .addColumn('slug', 'varchar(100)', (c) => c.unique())
      .addColumn('author_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('author_image', 'varchar(500)')
      .addColumn('cta_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cta_url', 'varchar(2048)')
  );
}

const video = (t: Columns) =>
  t
    .addColumn('video_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_url', 'varchar(2048)')
    .addColumn('video_file', 'varchar(500)');

/** Each learn table and the content type its rows are (the feed's content_type). */
const TYPES = [
  ['learn_blogs', 'blog'],
  ['learn_articles', 'article'],
  ['learn_videos', 'video'],
  ['learn_podcasts', 'podcast'],
] as const;

const TABLES: Array<[string, (t: Columns) => Columns]> = [
  ['learn_blogs', (t) => t.addColumn('image', 'varchar(500)')],
  ['learn_articles', (t) => t.addColumn('image', 'varchar(500)').addColumn('logo', 'varchar(500)')],
  ['learn_videos', video],
  ['learn_podcasts', video],
];

/**
 * Blogs, articles, videos and podcasts; the categories of each item; the slugs of all four.
 * The public feed is a UNION ALL of per-table pages: each table answers its first skip+limit
 * rows from a (status, position|content_date, id) index, optionally within a page.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const [table, media] of TABLES) {
    await contentTable(db, table, (t) => media(learnBase(t)));
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(`${table}_${name}`).on(table).columns(columns).execute();
    await index('status_position_id', ['status', 'position', 'id']);
    await index('status_date_id', ['status', 'content_date', 'id']);
    await index('page_status_position_id', ['selected_page', 'status', 'position', 'id']);
    // The admin list's sort_by=created_at, covering like listSupport's (position, id, status).
    await index('date_id_status', ['content_date', 'id', 'status']);
  }

  // Which categories an item has, with copies of the item's status, page and sort keys (kept by
  // the triggers below), so that filtering the feed by category, and counting it, reads this
  // table's indexes alone: each category's items in feed order.
  await db.schema
    .createTable('learn_item_categories')
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('selected_page', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('learn_item_categories_pk', ['content_type', 'item_id', 'category_id'])
    .execute();
  for (const [name, sort] of [
    ['position', 'position'],
    ['date', 'content_date'],
  ]) {
    await db.schema
      .createIndex(`learn_item_categories_${name}`)
      .on('learn_item_categories')
      .columns(['category_id', 'content_type', 'status', sort!, 'item_id', 'selected_page'])
      .execute();
  }
  for (const [table, type] of TYPES) await linkTrigger(db, table, type);

  // Every slug ever given to a learn item, current or old (an old one redirects): the key makes
  // a slug unique across the four types, and two creates cannot take the same one.
  await db.schema
    .createTable('learn_slugs')
    .addColumn('slug', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('learn_slugs_item').on('learn_slugs').columns(['content_type', 'item_id']).execute();
}

/** The columns of learn_item_categories copied from the item. */
const COPIED = ['status', 'position', 'content_date', 'selected_page'];

/**
 * Keeps an item's category links in step with the item's status, page and sort keys, whatever
 * changes them (an edit, publishing, reordering, deleting). Links are written with these values
 * by the code that writes them; only changes after that need the trigger.
 */
async function linkTrigger(db: MigrationDb, table: string, type: string): Promise<void> {
  const name = sql.raw(`${table}_category_links`);
  const changed = sql.raw(COPIED.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  const set = sql.raw(COPIED.map((c) => `${c} = new.${c}`).join(', '));
  if (isSqlite(db)) {
    const changedSqlite = sql.raw(COPIED.map((c) => `old.${c} is not new.${c}`).join(' or '));
    await sql`create trigger ${name} after update of ${sql.raw(COPIED.join(', '))} on ${sql.raw(table)}
      when ${changedSqlite} begin
      update learn_item_categories set ${set} where content_type = ${sql.lit(type)} and item_id = new.id;
    end`.execute(db);
    return;
  }
  await sql`create or replace function learn_item_categories_sync() returns trigger language plpgsql as $$
    begin
      update learn_item_categories set ${set} where content_type = tg_argv[0] and item_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger ${name} after update of ${sql.raw(COPIED.join(', '))} on ${sql.raw(table)}
    for each row when (${changed}) execute function learn_item_categories_sync(${sql.lit(type)})`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('learn_slugs').execute();
  await db.schema.dropTable('learn_item_categories').execute();
  if (!isSqlite(db)) await sql`drop function if exists learn_item_categories_sync()`.execute(db);
  for (const [table] of TABLES) {
    await db.schema.dropTable(table).execute();
    await db.deleteFrom('content_counts').where('resource', '=', table).execute();
  }
}
