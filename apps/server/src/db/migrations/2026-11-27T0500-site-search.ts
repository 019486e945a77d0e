import { sql } from 'kysely';
import { idColumn, isSqlite, type MigrationDb, serialType } from './helpers/v2.ts';

/**
 * Issue 24 item 2 (decision 049): site search over learn content. `learn_search` holds one row
 * per learn item: the words a visitor searches (title, subtitle, the text without its markup and
 * a podcast's transcript, the author, the category names) and copies of what decides whether the
 * public sees it (status, publish_at, unpublish_at). The learn resources write the words in the
 * transaction that saves the item; triggers keep the copies in step whatever changes them
 * (publishing, the trash, bulk writes) and delete the row with the item (a category's name cannot
 * change, so the names written stay right). SQLite indexes the words with FTS5 (an external-content table over learn_search, kept by
 * triggers); PostgreSQL with a stored tsvector column and a GIN index.
 */

const TYPES = [
  ['learn_blogs', 'blog'],
  ['learn_articles', 'article'],
  ['learn_videos', 'video'],
  ['learn_podcasts', 'podcast'],
] as const;

const VISIBILITY = ['status', 'publish_at', 'unpublish_at'];
const WORDS = ['title', 'subtitle', 'body', 'author', 'categories'];

export async function up(db: MigrationDb): Promise<void> {
  const sqlite = isSqlite(db);
  let table = db.schema
    .createTable('learn_search')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('publish_at', 'varchar(32)')
    .addColumn('unpublish_at', 'varchar(32)');
  for (const column of WORDS) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  if (!sqlite) {
    // Title first (A), then subtitle, author and categories (B), then the text (C): ts_rank weighs them so.
    table = table.addColumn('document', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', title), 'A') ||
            setweight(to_tsvector('english', subtitle || ' ' || author || ' ' || categories), 'B') ||
            setweight(to_tsvector('english', body), 'C')`,
        )
        .stored(),
    );
  }
  await table.execute();
  await db.schema
    .createIndex('learn_search_item')
    .unique()
    .on('learn_search')
    .columns(['content_type', 'item_id'])
    .execute();

  if (sqlite) {
    // Published rows only (status 1), and the content type as a column of its own: a search and
    // its count read the full-text index alone; only the few published rows out of their window
    // (scheduled, ended) are looked up, through the two indexes below.
    const indexed = [...WORDS, 'content_type'];
    await sql`create virtual table learn_search_fts using fts5(
      ${sql.raw(indexed.join(', '))},
      content = 'learn_search', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`insert into learn_search_fts (learn_search_fts, rank) values ('rank', 'bm25(8.0, 4.0, 1.0, 2.0, 2.0, 0.0)')`.execute(
      db,
    );
    const values = (row: 'new' | 'old') => sql.raw(indexed.map((c) => `${row}.${c}`).join(', '));
    const columns = sql.raw(indexed.join(', '));
    const add = sql`insert into learn_search_fts (rowid, ${columns}) select new.id, ${values('new')} where new.status = 1;`;
    const drop = sql`insert into learn_search_fts (learn_search_fts, rowid, ${columns})
      select 'delete', old.id, ${values('old')} where old.status = 1;`;
    await sql`create trigger learn_search_fts_insert after insert on learn_search begin ${add} end`.execute(db);
    await sql`create trigger learn_search_fts_delete after delete on learn_search begin ${drop} end`.execute(db);
    await sql`create trigger learn_search_fts_update after update of ${sql.raw([...WORDS, 'status'].join(', '))}
      on learn_search begin ${drop} ${add} end`.execute(db);
    for (const column of ['publish_at', 'unpublish_at']) {
      await db.schema.createIndex(`learn_search_${column}`).on('learn_search').columns([column, 'status']).execute();
    }
  } else {
    await sql`create index learn_search_document on learn_search using gin (document)`.execute(db);
  }

  for (const [itemTable, type] of TYPES) await itemTriggers(db, itemTable, type);
  await backfill(db);
}

/** An item's visibility copied whenever it changes; its row deleted with it. */
async function itemTriggers(db: MigrationDb, table: string, type: string): Promise<void> {
  const set = sql.raw(VISIBILITY.map((c) => `${c} = new.${c}`).join(', '));
  const of = sql.raw(VISIBILITY.join(', '));
  if (isSqlite(db)) {
    const changed = sql.raw(VISIBILITY.map((c) => `old.${c} is not new.${c}`).join(' or '));
    await sql`create trigger ${sql.raw(`${table}_search_visibility`)} after update of ${of} on ${sql.raw(table)}
      when ${changed} begin
      update learn_search set ${set} where content_type = ${sql.lit(type)} and item_id = new.id;
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${sql.raw(table)} begin
      delete from learn_search where content_type = ${sql.lit(type)} and item_id = old.id;
    end`.execute(db);
    return;
  }
  await sql`create or replace function learn_search_visibility() returns trigger language plpgsql as $$
    begin
      update learn_search set ${set} where content_type = tg_argv[0] and item_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create or replace function learn_search_forget() returns trigger language plpgsql as $$
    begin
      delete from learn_search where content_type = tg_argv[0] and item_id = old.id;
      return null;
    end $$`.execute(db);
  const changed = sql.raw(VISIBILITY.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  await sql`create trigger ${sql.raw(`${table}_search_visibility`)} after update of ${of} on ${sql.raw(table)}
    for each row when (${changed}) execute function learn_search_visibility(${sql.lit(type)})`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${sql.raw(table)}
    for each row execute function learn_search_forget(${sql.lit(type)})`.execute(db);
}

/** The rows of the items that exist now, written as the learn resources write them (markup as of today). */
async function backfill(db: MigrationDb): Promise<void> {
  const links = await db
    .selectFrom('learn_item_categories as l')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .select(['l.content_type', 'l.item_id', 'c.name'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  const names = new Map<string, string[]>();
  for (const link of links) {
    const key = `${String(link.content_type)}:${Number(link.item_id)}`;
    names.set(key, [...(names.get(key) ?? []), String(link.name)]);
  }
  for (const [table, type] of TYPES) {
    const rows = await db.selectFrom(table).selectAll().orderBy('id').execute();
    for (let start = 0; start < rows.length; start += 200) {
      const values = rows.slice(start, start + 200).map((row) => ({
        content_type: type,
        item_id: Number(row.id),
        status: Number(row.status),
        publish_at: (row.publish_at as string | null) ?? null,
        unpublish_at: (row.unpublish_at as string | null) ?? null,
        title: plain(String(row.title ?? '')),
        subtitle: plain(String(row.subtitle ?? '')),
        body: plain(`${stripMarkup(String(row.description ?? ''))} ${String(row.transcript ?? '')}`),
        author: plain(String(row.author_name ?? '')),
        categories: plain((names.get(`${type}:${Number(row.id)}`) ?? []).join(' ')),
      }));
      if (values.length) await db.insertInto('learn_search').values(values).execute();
    }
  }
}

/** Text with no control characters (the extracts' hit marks are two) and its spaces folded. */
function plain(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const inlineTag =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** The contract's stripMarkup as it was when this migration landed. */
function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(inlineTag, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export async function down(db: MigrationDb): Promise<void> {
  const sqlite = isSqlite(db);
  for (const [table] of TYPES) {
    for (const name of [`${table}_search_visibility`, `${table}_search_delete`]) {
      await sql`drop trigger if exists ${sql.raw(name)} ${sql.raw(sqlite ? '' : `on ${table}`)}`.execute(db);
    }
  }
  if (sqlite) await sql`drop table if exists learn_search_fts`.execute(db);
  await db.schema.dropTable('learn_search').execute();
  if (!sqlite) {
    for (const fn of ['learn_search_visibility', 'learn_search_forget']) {
      await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
    }
  }
}
