import { sql } from 'kysely';
import { isSqlite, type MigrationDb } from './helpers/v2.ts';

/**
 * Decision 091: the site search per language. `learn_search` keeps one row per learn item and
 * language: `locale` '' for the default language's (the item's own columns), a tag for each
 * language the item has text in (`translations`); `translated` on the default row lists, as index
 * words, the languages the item has a row of its own in (a search in French skips the default
 * row of an item written in French); `language` is the text-search configuration the row is read
 * with (english, french, arabic, ... simple).
 *
 * PostgreSQL: `document` and `head` (decision 059) are made again with the row's configuration.
 * SQLite: FTS5 indexes, Porter's for English rows and ones without stemming (unicode61,
 * diacritics folded) for every other language, the default language's rows apart from the
 * others'; the triggers send each published row to its own.
 * Existing rows are the default language's; their configuration is the default language's.
 */

const WORDS = ['title', 'subtitle', 'body', 'author', 'categories'];
/** The indexed columns: the words, then the filters (the type, the row's language, the languages the item has). */
const INDEXED = [...WORDS, 'content_type', 'locale', 'translated'];

/** The text-search configuration of the current default language (decision 091's list, as it is today). */
const CONFIGURATIONS: Record<string, string> = {
  ar: 'arabic',
  hy: 'armenian',
  eu: 'basque',
  ca: 'catalan',
  da: 'danish',
  nl: 'dutch',
  en: 'english',
  fi: 'finnish',
  fr: 'french',
  de: 'german',
  el: 'greek',
  hi: 'hindi',
  hu: 'hungarian',
  id: 'indonesian',
  ga: 'irish',
  it: 'italian',
  lt: 'lithuanian',
  ne: 'nepali',
  no: 'norwegian',
  nb: 'norwegian',
  nn: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  es: 'spanish',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

export async function up(db: MigrationDb): Promise<void> {
  const sqlite = isSqlite(db);
  const found = await db.selectFrom('site_locales').select('code').where('is_default', '=', 1).executeTakeFirst();
  const language =
    CONFIGURATIONS[
      String(found?.code ?? 'en')
        .split('-')[0]!
        .toLowerCase()
    ] ?? 'simple';

  if (sqlite) {
    for (const trigger of ['learn_search_fts_insert', 'learn_search_fts_delete', 'learn_search_fts_update'])
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    await sql`drop table if exists learn_search_fts`.execute(db);
  }
  await db.schema
    .alterTable('learn_search')
    .addColumn('locale', 'varchar(35)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('learn_search')
    .addColumn('translated', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('learn_search')
    .addColumn('language', sqlite ? 'varchar(20)' : sql`regconfig`, (c) => c.notNull().defaultTo(language))
    .execute();
  await db.schema.dropIndex('learn_search_item').execute();
  await db.schema
    .createIndex('learn_search_item')
    .unique()
    .on('learn_search')
    .columns(['content_type', 'item_id', 'locale'])
    .execute();

  if (!sqlite) {
    // Dropping the generated columns drops their GIN indexes; both are made again with the row's configuration.
    await sql`alter table learn_search drop column document, drop column head`.execute(db);
    await sql`alter table learn_search
      add column document tsvector generated always as (
        setweight(to_tsvector(language, title), 'A') ||
        setweight(to_tsvector(language, subtitle || ' ' || author || ' ' || categories), 'B') ||
        setweight(to_tsvector(language, body), 'C')
      ) stored,
      add column head tsvector generated always as (
        setweight(to_tsvector(language, title), 'A') ||
        setweight(to_tsvector(language, subtitle || ' ' || author || ' ' || categories), 'B')
      ) stored`.execute(db);
    await sql`alter table learn_search alter column head set storage main`.execute(db);
    await sql`create index learn_search_document on learn_search using gin (document)`.execute(db);
    await sql`create index learn_search_head on learn_search using gin (head)`.execute(db);
    return;
  }

  const columns = sql.raw(INDEXED.join(', '));
  // The row's language as one index word (decision 091's localeToken): 'fr' → xfrx, '' → xx.
  const values = (row: 'new' | 'old') =>
    sql.raw(
      INDEXED.map((c) => (c === 'locale' ? `'x' || replace(${row}.locale, '-', '') || 'x'` : `${row}.${c}`)).join(', '),
    );
  // The default language's rows and the other languages' apart, so that a search in the default
  // language reads an index of its rows alone, with no language filter (as before languages);
  // English rows in Porter's indexes, every other language's in indexes without stemming.
  const porter = 'porter unicode61 remove_diacritics 2';
  const plain = 'unicode61 remove_diacritics 2';
  const tables = [
    {
      name: 'learn_search_fts',
      tokenize: porter,
      when: (row: string) => `${row}.locale = '' and ${row}.language = 'english'`,
    },
    {
      name: 'learn_search_words_fts',
      tokenize: plain,
      when: (row: string) => `${row}.locale = '' and ${row}.language <> 'english'`,
    },
    {
      name: 'learn_search_translated_fts',
      tokenize: porter,
      when: (row: string) => `${row}.locale <> '' and ${row}.language = 'english'`,
    },
    {
      name: 'learn_search_translated_words_fts',
      tokenize: plain,
      when: (row: string) => `${row}.locale <> '' and ${row}.language <> 'english'`,
    },
  ];
  for (const table of tables) {
    await sql`create virtual table ${sql.raw(table.name)} using fts5(
      ${columns}, content = 'learn_search', content_rowid = 'id', tokenize = ${sql.lit(table.tokenize)}
    )`.execute(db);
    await sql`insert into ${sql.raw(table.name)} (${sql.raw(table.name)}, rank) values ('rank', 'bm25(8.0, 4.0, 1.0, 2.0, 2.0, 0.0, 0.0, 0.0)')`.execute(
      db,
    );
  }
  const add = (table: (typeof tables)[number]) =>
    sql`insert into ${sql.raw(table.name)} (rowid, ${columns}) select new.id, ${values('new')}
      where new.status = 1 and ${sql.raw(table.when('new'))};`;
  const drop = (table: (typeof tables)[number]) =>
    sql`insert into ${sql.raw(table.name)} (${sql.raw(table.name)}, rowid, ${columns})
      select 'delete', old.id, ${values('old')} where old.status = 1 and ${sql.raw(table.when('old'))};`;
  const adds = sql.join(tables.map(add), sql` `);
  const drops = sql.join(tables.map(drop), sql` `);
  await sql`create trigger learn_search_fts_insert after insert on learn_search begin ${adds} end`.execute(db);
  await sql`create trigger learn_search_fts_delete after delete on learn_search begin ${drops} end`.execute(db);
  await sql`create trigger learn_search_fts_update after update of ${sql.raw([...WORDS, 'status', 'locale', 'translated', 'language'].join(', '))}
    on learn_search begin ${drops} ${adds} end`.execute(db);
  for (const table of tables) {
    await sql`insert into ${sql.raw(table.name)} (rowid, ${columns})
      select id, ${sql.raw(INDEXED.map((c) => (c === 'locale' ? `'x' || replace(locale, '-', '') || 'x'` : c)).join(', '))}
      from learn_search where status = 1 and ${sql.raw(table.when('learn_search'))}`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  const sqlite = isSqlite(db);
  await db.deleteFrom('learn_search').where('locale', '<>', '').execute();
  if (sqlite) {
    for (const trigger of ['learn_search_fts_insert', 'learn_search_fts_delete', 'learn_search_fts_update'])
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    for (const table of ['fts', 'words_fts', 'translated_fts', 'translated_words_fts'])
      await sql`drop table if exists ${sql.raw(`learn_search_${table}`)}`.execute(db);
  } else {
    await sql`alter table learn_search drop column document, drop column head`.execute(db);
  }
  await db.schema.dropIndex('learn_search_item').execute();
  await db.schema
    .createIndex('learn_search_item')
    .unique()
    .on('learn_search')
    .columns(['content_type', 'item_id'])
    .execute();
  for (const column of ['language', 'translated', 'locale'])
    await db.schema.alterTable('learn_search').dropColumn(column).execute();
  if (sqlite) {
    await sql`create virtual table learn_search_fts using fts5(
      ${sql.raw([...WORDS, 'content_type'].join(', '))},
      content = 'learn_search', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`insert into learn_search_fts (learn_search_fts, rank) values ('rank', 'bm25(8.0, 4.0, 1.0, 2.0, 2.0, 0.0)')`.execute(
      db,
    );
    const indexed = [...WORDS, 'content_type'];
    const cols = sql.raw(indexed.join(', '));
    const vals = (row: 'new' | 'old') => sql.raw(indexed.map((c) => `${row}.${c}`).join(', '));
    const add = sql`insert into learn_search_fts (rowid, ${cols}) select new.id, ${vals('new')} where new.status = 1;`;
    const drop = sql`insert into learn_search_fts (learn_search_fts, rowid, ${cols})
      select 'delete', old.id, ${vals('old')} where old.status = 1;`;
    await sql`create trigger learn_search_fts_insert after insert on learn_search begin ${add} end`.execute(db);
    await sql`create trigger learn_search_fts_delete after delete on learn_search begin ${drop} end`.execute(db);
    await sql`create trigger learn_search_fts_update after update of ${sql.raw([...WORDS, 'status'].join(', '))}
      on learn_search begin ${drop} ${add} end`.execute(db);
    await sql`insert into learn_search_fts (rowid, ${cols}) select id, ${cols} from learn_search where status = 1`.execute(
      db,
    );
  } else {
    await sql`alter table learn_search
      add column document tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', subtitle || ' ' || author || ' ' || categories), 'B') ||
        setweight(to_tsvector('english', body), 'C')
      ) stored,
      add column head tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', subtitle || ' ' || author || ' ' || categories), 'B')
      ) stored`.execute(db);
    await sql`alter table learn_search alter column head set storage main`.execute(db);
    await sql`create index learn_search_document on learn_search using gin (document)`.execute(db);
    await sql`create index learn_search_head on learn_search using gin (head)`.execute(db);
  }
}
