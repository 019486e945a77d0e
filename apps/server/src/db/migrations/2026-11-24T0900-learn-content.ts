import type { CreateTableBuilder } from 'kysely';
import { contentTable, type MigrationDb } from './helpers/v1.ts';

type Columns = CreateTableBuilder<string, string>;

/** What every learn item has (modules/learn): page, texts, its own date, slug, author, call to action. */
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

  // Which categories an item has. Filtering the feed by category reads the second index.
  await db.schema
    .createTable('learn_item_categories')
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addPrimaryKeyConstraint('learn_item_categories_pk', ['content_type', 'item_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('learn_item_categories_category')
    .on('learn_item_categories')
    .columns(['category_id', 'content_type', 'item_id'])
    .execute();

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

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('learn_slugs').execute();
  await db.schema.dropTable('learn_item_categories').execute();
  for (const [table] of TABLES) {
    await db.schema.dropTable(table).execute();
    await db.deleteFrom('content_counts').where('resource', '=', table).execute();
  }
}
