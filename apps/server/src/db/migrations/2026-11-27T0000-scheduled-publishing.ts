import { sql } from 'kysely';
import { isSqlite, type MigrationDb } from './helpers/v1.ts';

/**
 * Scheduled publishing (decision 034): learn items and hero sliders get `publish_at` and
 * `unpublish_at` (ISO 8601 text in UTC, like every timestamp here; null: no limit). The learn
 * items' category links carry copies of both (as of status, page and sort keys, decision 014),
 * so the feeds filtered by category still read the links alone; their indexes end with them.
 */

const LEARN = [
  ['learn_blogs', 'blog'],
  ['learn_articles', 'article'],
  ['learn_videos', 'video'],
  ['learn_podcasts', 'podcast'],
] as const;
const TABLES = ['hero_sliders', ...LEARN.map(([table]) => table)];

/** The link columns copied from the item, before and after this migration. */
const COPIED_BEFORE = ['status', 'position', 'content_date', 'selected_page'];
const COPIED = [...COPIED_BEFORE, 'publish_at', 'unpublish_at'];

const LINK_INDEXES = [
  ['position', 'position'],
  ['date', 'content_date'],
] as const;

/** The learn tables' public-feed indexes (2026-11-24T0900-learn-content.ts): name and columns. */
const FEED_INDEXES = [
  ['status_position_id', ['status', 'position', 'id']],
  ['status_date_id', ['status', 'content_date', 'id']],
  ['page_status_position_id', ['selected_page', 'status', 'position', 'id']],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of [...TABLES, 'learn_item_categories']) {
    await db.schema.alterTable(table).addColumn('publish_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('unpublish_at', 'varchar(32)').execute();
  }
  // The next transition (the scheduler) and the published rows hidden at an instant (counts).
  for (const table of TABLES) {
    for (const column of ['publish_at', 'unpublish_at']) {
      await db.schema.createIndex(`${table}_${column}_status`).on(table).columns([column, 'status']).execute();
    }
  }
  await linkIndexes(db, ['publish_at', 'unpublish_at']);
  await feedIndexes(db, ['publish_at', 'unpublish_at']);
  for (const [table, type] of LEARN) await linkTrigger(db, table, type, COPIED);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [table, type] of LEARN) await linkTrigger(db, table, type, COPIED_BEFORE);
  await linkIndexes(db, []);
  await feedIndexes(db, []);
  for (const table of TABLES) {
    for (const column of ['publish_at', 'unpublish_at']) {
      await db.schema.dropIndex(`${table}_${column}_status`).execute();
    }
  }
  for (const table of [...TABLES, 'learn_item_categories']) {
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
    await db.schema.alterTable(table).dropColumn('unpublish_at').execute();
  }
}

/** The links' feed indexes (2026-11-24T0900-learn-content.ts), with `extra` columns at their end. */
async function linkIndexes(db: MigrationDb, extra: string[]): Promise<void> {
  for (const [name, sort] of LINK_INDEXES) {
    await db.schema.dropIndex(`learn_item_categories_${name}`).execute();
    await db.schema
      .createIndex(`learn_item_categories_${name}`)
      .on('learn_item_categories')
      .columns(['category_id', 'content_type', 'status', sort, 'item_id', 'selected_page', ...extra])
      .execute();
  }
}

/**
 * The feed's per-type streams read their first keys from these indexes; with the schedule at
 * their end, deciding what is visible needs no row (as before the schedule).
 */
async function feedIndexes(db: MigrationDb, extra: string[]): Promise<void> {
  for (const [table] of LEARN) {
    for (const [name, columns] of FEED_INDEXES) {
      await db.schema.dropIndex(`${table}_${name}`).execute();
      await db.schema
        .createIndex(`${table}_${name}`)
        .on(table)
        .columns([...columns, ...extra])
        .execute();
    }
  }
}

/** The learn-content migration's trigger, made again to copy `copied`. */
async function linkTrigger(db: MigrationDb, table: string, type: string, copied: string[]): Promise<void> {
  const name = sql.raw(`${table}_category_links`);
  const set = sql.raw(copied.map((c) => `${c} = new.${c}`).join(', '));
  if (isSqlite(db)) {
    await sql`drop trigger if exists ${name}`.execute(db);
    const changed = sql.raw(copied.map((c) => `old.${c} is not new.${c}`).join(' or '));
    await sql`create trigger ${name} after update of ${sql.raw(copied.join(', '))} on ${sql.raw(table)}
      when ${changed} begin
      update learn_item_categories set ${set} where content_type = ${sql.lit(type)} and item_id = new.id;
    end`.execute(db);
    return;
  }
  await sql`drop trigger if exists ${name} on ${sql.raw(table)}`.execute(db);
  await sql`create or replace function learn_item_categories_sync() returns trigger language plpgsql as $$
    begin
      update learn_item_categories set ${set} where content_type = tg_argv[0] and item_id = new.id;
      return null;
    end $$`.execute(db);
  const changed = sql.raw(copied.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  await sql`create trigger ${name} after update of ${sql.raw(copied.join(', '))} on ${sql.raw(table)}
    for each row when (${changed}) execute function learn_item_categories_sync(${sql.lit(type)})`.execute(db);
}
