import { type LearnType, LearnTypes, LearnKeys, type learnFields } from '@atrium/contract/learn';
import { ARABIC_MARKS, HIT_CLOSE, HIT_OPEN, SEARCH_EXACT_TOTAL } from '@atrium/contract/search';
import { paragraphSentences, proseSentences } from '@atrium/contract/text';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isSqliteDb, toCount } from '../../db/dialect.ts';
import { visibleAt } from '../../db/visibility.ts';
import { createLocalesRepository } from '../../foundations/locales/locales.repository.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';
import { LearnTables } from '../learn/learn.tables.ts';
import { localeToken, searchLanguage } from './search-languages.ts';

/**
 * The language a search reads (decision 091): `locale` '' for the default language (the items'
 * own text), else a tag of the site's; `language` its text-search configuration, `defaultLanguage`
 * the default language's, which the items not written in `locale` are read in; `several` when the
 * site has other languages than the default (with one, every row is the default language's and a
 * search asks for no language at all); `others`, the site's languages but `locale` and the default
 * (decision 098: SQLite leaves their rows out rather than asking for `locale`'s).
 */
export type SearchLocale = {
  locale: string;
  language: string;
  defaultLanguage: string;
  several?: boolean;
  others?: readonly string[];
};
/** What a search asks: its words (searchTerms), the types kept, the instant (decision 034), the language. */
export type SearchFilter = { terms: string[]; types: readonly LearnType[]; at: string } & SearchLocale;
/** One FTS5 index a SQLite search reads and its match, in the text columns and in the head's alone. */
type FtsPart = { table: string; match: string; head: string };
/** A found item's key and the extract of its text, hits between HIT_OPEN and HIT_CLOSE. */
export type SearchHit = { type: LearnType; id: number; extract: string };

/**
 * ts_headline reads `<b>` in plain text as a tag and drops it: the text's angle brackets go to it
 * as two private-use characters and come back after (then escaped with the rest).
 */
const TAG_STANDINS = '\uE000\uE001';

/**
 * Both engines rank every match up to this many (the furthest page a search reaches); past it the
 * ranking reads bounded candidates (decisions 059 and 104) and PostgreSQL's total is an estimate.
 */
const EXACT_UP_TO = SEARCH_EXACT_TOTAL;

/** A podcast's transcript as its translations name it: by the field's wire name, as every per-language text (decision 081). */
const TRANSCRIPT: keyof (typeof learnFields)['podcast']['fields'] = 'podCastTranscript';

/**
 * A rowid FTS5 is to seek: node:sqlite binds every JavaScript number as a REAL, and FTS5 seeks a
 * rowid given as one by reading the whole match (one extract of a word in 23,000 rows took 220 ms
 * instead of 0.05).
 */
const asInteger = (id: number) => sql`cast(${id} as integer)`;

/** How many words an extract has around its hits. */
const EXTRACT_WORDS = 28;

/**
 * Text with no control characters (the hit marks are two) and its spaces folded; Arabic's vowel
 * marks and the tatweel go (a word is the same word with them or without, and searchTerms drops
 * them from a query too: decision 091).
 */
function plain(text: string): string {
  return (
    text
      .replace(ARABIC_MARKS, '')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The search index of learn items (decision 049), one row of learn_search per item: written by the learn resources in the
 * transaction that saves an item (`index`), read by the site search (`page`). Visibility copies,
 * deletes and category renames are the triggers' (see the migration). SQLite reads its FTS5
 * table (bm25, snippet); PostgreSQL the tsvector column (ts_rank, ts_headline): the only
 * queries here written twice.
 */
export function createSearchRepository(db: Db) {
  const sqlite = isSqliteDb(db);

  /**
   * The FTS5 queries a search runs, one per index it reads (decision 091): the default language's
   * rows and the other languages' are in indexes apart, English rows in Porter's, every other
   * language's in ones without stemming. Each word a quoted string, every one required, in the
   * text columns (`head`: the same words in the title, subtitle, author and categories alone);
   * the content types as a column filter when not all are asked. A search in the
   * default language reads its index alone, as before languages; in another language, that
   * language's rows and the default language's rows of the items it has none of (their
   * `translated` words do not name it).
   *
   * A language's rows are those of its index less the other languages' (decision 098), not those
   * that name it: bm25 reads every phrase of a query once over the whole index (its IDF) and each
   * phrase adds a merge per match, so a filter costs what its rows are. The language's own rows
   * are most of that index (all of it on a site with one language besides the default), the
   * others' are fewer or none.
   */
  function ftsParts(filter: SearchFilter): FtsPart[] {
    const words = filter.terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' ');
    const all = LearnTypes.every((type) => filter.types.includes(type));
    const inColumns = (columns: string) => {
      const texts = `{${columns}} : (${words})`;
      return all ? texts : `content_type : (${filter.types.join(' OR ')}) AND ${texts}`;
    };
    const english = (language: string) => language === 'english';
    const table = (language: string, isDefault: boolean) =>
      `learn_search_${isDefault ? '' : 'translated_'}${english(language) ? '' : 'words_'}fts`;
    const part = (name: string, rest: string) => ({
      table: name,
      match: `${inColumns('title subtitle body author categories')}${rest}`,
      head: `${inColumns('title subtitle author categories')}${rest}`,
    });
    if (filter.locale === '') return [part(table(filter.defaultLanguage, true), '')];
    // The other languages whose rows share this language's index (English's or the one without stemming).
    const others = (filter.others ?? []).filter((code) => english(searchLanguage(code)) === english(filter.language));
    return [
      part(
        table(filter.language, false),
        others.length ? ` NOT locale : (${others.map(localeToken).join(' OR ')})` : '',
      ),
      part(table(filter.defaultLanguage, true), ` NOT translated : ${localeToken(filter.locale)}`),
    ];
  }

  /**
   * Decision 059's candidates in one FTS5 index, as rowid bounds: the first `upTo` + 1 matches in
   * storage order (rowid up to `first`) and the first `upTo` matches whose head holds every word
   * (up to `firstHeads`, which is never below `first`). The ranking then reads the rows up to
   * `firstHeads` and computes bm25 for the candidates alone (a rowid range is a seek in FTS5's
   * lists; the head candidates are told apart by a subquery SQLite reads once).
   */
  async function boundedCandidates(part: FtsPart, upTo: number): Promise<{ first: number; firstHeads: number }> {
    const fts = sql.raw(part.table);
    // The rowid of the `count`-th match, or of the last when there are fewer: one pass either way.
    const upToRow = (match: string, count: number) =>
      sql`(select max(rowid) from (select rowid from ${fts} where ${fts} match ${match} order by rowid limit ${count}))`;
    const {
      rows: [bounds],
    } = await sql<{ first: number | null; heads: number | null }>`
      select ${upToRow(part.match, upTo + 1)} as first, ${upToRow(part.head, upTo)} as heads`.execute(db);
    const first = Number(bounds?.first ?? 0);
    return { first, firstHeads: Math.max(first, Number(bounds?.heads ?? 0)) };
  }

  /**
   * SQLite: the full-text indexes hold published rows only (status 1, the migrations' triggers),
   * so the page and its count read them alone. Published rows out of their window now (scheduled,
   * ended) are few: found first from their own indexes, they are counted out and skipped. When two
   * indexes are read (a language and the default one's fallback), one statement counts both and
   * one ranks both, their best merged by rank in SQLite's sorter.
   *
   * The count is exact (FTS5 counts a match's rows without reading them); the ranking is what
   * costs, bm25 reading each row's sizes and hits: an index with more than EXACT_UP_TO matches
   * ranks decision 059's candidates alone, as PostgreSQL does (decision 104).
   */
  async function pageSqlite(filter: SearchFilter, page: { limit: number; skip: number }) {
    const parts = ftsParts(filter);
    const hiddenIds = new Set<number>();
    for (const { table, match } of parts) {
      const fts = sql.raw(table);
      const hidden = await sql<{ id: number }>`
        select s.id from learn_search s
        where s.status = 1 and (s.publish_at > ${filter.at} or s.unpublish_at <= ${filter.at})
          and exists (select 1 from ${fts} f where ${fts} match ${match} and f.rowid = s.id)`.execute(db);
      for (const row of hidden.rows) hiddenIds.add(Number(row.id));
    }
    const counts = parts.map(
      ({ table, match }, part) =>
        sql`(select count(*) from ${sql.raw(table)} where ${sql.raw(table)} match ${match}) as ${sql.raw(`c${part}`)}`,
    );
    const counted = (await sql<Record<string, number>>`select ${sql.join(counts)}`.execute(db)).rows[0] ?? {};
    const partCounts = parts.map((_, part) => toCount(counted[`c${part}`]));
    const total = partCounts.reduce((sum, n) => sum + n, 0) - hiddenIds.size;
    // Enough of the best to fill the page once the hidden ones are left out (rank: bm25 with the
    // migration's weights).
    const wanted = page.skip + page.limit + hiddenIds.size;
    const ranked = await Promise.all(
      parts.map(async (part, index) => {
        const fts = sql.raw(part.table);
        const rows = sql`select rowid as id, rank, ${index} as part from ${fts} where ${fts} match ${part.match}`;
        if (partCounts[index]! <= EXACT_UP_TO) return rows;
        const { first, firstHeads } = await boundedCandidates(part, EXACT_UP_TO + hiddenIds.size);
        if (firstHeads === first) return sql`${rows} and rowid <= ${first}`;
        return sql`${rows} and rowid <= ${firstHeads} and (rowid <= ${first} or +rowid in (
          select rowid from ${fts} where ${fts} match ${part.head} and rowid <= ${firstHeads}))`;
      }),
    );
    const best = await sql<{ id: number; rank: number; part: number }>`
      ${sql.join(ranked, sql` union all `)} order by rank, id limit ${wanted}`.execute(db);
    const chosen = best.rows
      .map((row) => ({ id: Number(row.id), part: Number(row.part) }))
      .filter((row) => !hiddenIds.has(row.id))
      .slice(page.skip, page.skip + page.limit);
    const ids = chosen.map((row) => row.id);
    if (ids.length === 0) return { rows: [], extracts: new Map<number, string>(), total };
    const keys = await db
      .selectFrom('learn_search')
      .select(['id', 'content_type', 'item_id'])
      .where('id', 'in', ids)
      .execute();
    const keyOf = new Map(keys.map((k) => [Number(k.id), k]));
    const rows = ids.flatMap((id) => (keyOf.has(id) ? [keyOf.get(id)!] : []));
    // The extracts of the page's rows alone: snippet() costs a read of each text.
    const extracts = new Map<number, string>();
    for (const [part, { table, match }] of parts.entries()) {
      const mine = chosen.filter((row) => row.part === part).map((row) => row.id);
      if (!mine.length) continue;
      const fts = sql.raw(table);
      const found = await sql<{ id: number; extract: string }>`
        select rowid as id, snippet(${fts}, 2, ${HIT_OPEN}, ${HIT_CLOSE}, '…', ${EXTRACT_WORDS}) as extract
        from ${fts} where ${fts} match ${match} and rowid in (${sql.join(mine.map(asInteger))})`.execute(db);
      for (const row of found.rows) extracts.set(Number(row.id), row.extract);
    }
    return { rows, extracts, total };
  }

  /**
   * PostgreSQL (decision 059): the matches are read from the GIN index in storage order, at most
   * EXACT_UP_TO + 1 of them (`m`): when they are no more, they are all the matches, counted
   * exactly and all ranked. When there are more (a word common to thousands of items), reading and
   * ranking every one is what costs: the candidates are then those first EXACT_UP_TO + 1 matches
   * and the first EXACT_UP_TO items whose title, subtitle, author or categories hold every word
   * (`h`, through the small `head` vector's own index), and the total is the planner's estimate.
   * Either way the order is the same rule: the head's rank first (title A above subtitle, author
   * and categories B above none), then ts_rank of the whole document, then the row's id. The
   * extracts (ts_headline) are made for the page's rows alone.
   */
  async function pagePostgres(filter: SearchFilter, page: { limit: number; skip: number }) {
    const options = `StartSel="${HIT_OPEN}", StopSel="${HIT_CLOSE}", MaxWords=${EXTRACT_WORDS}, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const words = filter.terms.join(' ');
    const where = postgresWhere(filter);
    const queries = postgresQueries(filter);
    const matches = (vector: 'document' | 'head') => postgresMatch(filter, vector);
    const query = postgresQuery(filter);
    const { rows } = await sql<{
      id: number | null;
      content_type: LearnType;
      item_id: number;
      matched: string;
      extract: string;
    }>`
      with m as (
        select s.id, s.content_type, s.item_id, ts_rank(s.head, ${query}) as head_rank, ts_rank(s.document, ${query}) as rank
        from learn_search s, ${queries}
        where ${matches('document')} and ${where}
        limit ${EXACT_UP_TO + 1}
      ),
      n as (select count(*) as matched from m),
      h as (
        select s.id, s.content_type, s.item_id, ts_rank(s.head, ${query}) as head_rank, ts_rank(s.document, ${query}) as rank
        from learn_search s, ${queries}
        where (select matched from n) > ${EXACT_UP_TO} and ${matches('head')} and ${where}
        limit ${EXACT_UP_TO}
      ),
      k as (
        select * from (select * from m union select * from h) c
        order by c.head_rank desc, c.rank desc, c.id
        limit ${page.limit} offset ${page.skip}
      )
      select k.id, k.content_type, k.item_id, n.matched,
        ts_headline(s.language, translate(s.body, '<>', ${TAG_STANDINS}), plainto_tsquery(s.language, ${words}), ${options}) as extract
      from n left join k on true left join learn_search s on s.id = k.id
      order by k.head_rank desc, k.rank desc, k.id`.execute(db);
    const matched = toCount(rows[0]?.matched);
    const found = rows.filter((r) => r.id !== null);
    const restored = (extract: string) => extract.replace(/[\uE000\uE001]/g, (c) => (c === '\uE000' ? '<' : '>'));
    const extracts = new Map(found.map((r) => [Number(r.id), restored(r.extract)]));
    if (matched <= EXACT_UP_TO) return { rows: found, extracts, total: matched };
    return { rows: found, extracts, total: await estimatePostgres(filter), estimated: true };
  }

  /**
   * The two queries of a search on PostgreSQL (decision 091): `ql` the words read as the asked
   * language reads them, `qd` as the default language does (the same query for a default search).
   */
  function postgresQueries(filter: SearchFilter) {
    const words = filter.terms.join(' ');
    return sql`plainto_tsquery(${filter.language}::regconfig, ${words}::text) ql, plainto_tsquery(${filter.defaultLanguage}::regconfig, ${words}::text) qd`;
  }

  /** A row's own query: the default language's rows are read with `qd`, a language's with `ql`. */
  function postgresQuery(filter: SearchFilter) {
    return filter.locale === '' ? sql`qd` : sql`(case when s.locale = '' then qd else ql end)`;
  }

  /**
   * Which rows match (decision 091): the default language's for a default search; in another
   * language, its own rows and the default language's rows of the items it has none of (the
   * item's `translated` words do not name it). Each arm tests the indexed vector, so the GIN index
   * answers both.
   */
  function postgresMatch(filter: SearchFilter, vector: 'document' | 'head') {
    const column = sql.ref(`s.${vector}`);
    if (filter.locale === '') return filter.several ? sql`(s.locale = '' and ${column} @@ qd)` : sql`${column} @@ qd`;
    return sql`((s.locale = ${filter.locale} and ${column} @@ ql)
      or (s.locale = '' and ${column} @@ qd and position(${localeToken(filter.locale)} in s.translated) = 0))`;
  }

  /** The visibility (decision 034) and type conditions; none for the types when all are asked (it filters nothing). */
  function postgresWhere(filter: SearchFilter) {
    const all = LearnTypes.every((type) => filter.types.includes(type));
    const visible = visibleAt(filter.at, 's');
    return all ? visible : sql`${visible} and s.content_type in (${sql.join(filter.types)})`;
  }

  /**
   * PostgreSQL: how many visible items match, as the planner estimates it from the column's
   * statistics (the most common words' frequencies), never below what was counted; rounded to two
   * significant figures, as an estimate is.
   *
   * In another language than the default (decision 098) the planner cannot estimate the two arms
   * together: it takes a row's language and its words as independent (they are not: a French
   * word's stem is in French rows) and prices the exclusion of the translated items, a function of
   * `translated`, at a fixed 0.5 % (9,800 matches were "About 3,100"). So the planner estimates
   * how many visible rows of any language hold the words as each configuration reads them (`ql`,
   * `qd`) and how many rows each language has, and the total follows: when the two readings
   * differ, the rows holding the language's reading are its rows, and those holding the default's
   * are the default language's, less the share of them whose item has a row in the language (one
   * such row per item); when they are the same words (a name, a word neither language's stemming
   * changes), the matches are spread over the languages as the rows are, and the default
   * language's rows are the share that answers (each language's row stands for its item's
   * default row).
   */
  async function estimatePostgres(filter: SearchFilter): Promise<number> {
    type Plan = { 'Plan Rows': number; Plans?: Plan[] };
    const planned = async (query: RawBuilder<unknown>) =>
      (await sql<{ 'QUERY PLAN': [{ Plan: Plan }] }>`explain (format json) ${query}`.execute(db)).rows[0]![
        'QUERY PLAN'
      ][0].Plan;
    const where = postgresWhere(filter);
    const queries = postgresQueries(filter);
    const vector = sql.ref('s.document');
    let estimate: number;
    if (filter.locale === '') {
      estimate = (
        await planned(
          sql`select 1 from learn_search s, ${queries} where ${postgresMatch(filter, 'document')} and ${where}`,
        )
      )['Plan Rows'];
    } else {
      const parts = await planned(sql`
        select 1 from learn_search s, ${queries} where ${vector} @@ ql and ${where}
        union all select 1 from learn_search s, ${queries} where ${vector} @@ qd and ${where}
        union all select 1 from learn_search s where s.locale = ${filter.locale}
        union all select 1 from learn_search s where s.locale = ''
        union all select 1 from learn_search s`);
      const [own = 0, defaults = 0, inLanguage = 0, inDefault = 0, rows = 0] = (parts.Plans ?? []).map(
        (plan) => plan['Plan Rows'],
      );
      const same = await sql<{ same: boolean }>`select ql::text = qd::text as same from ${queries}`.execute(db);
      estimate = same.rows[0]?.same
        ? (own * inDefault) / Math.max(1, rows)
        : own + defaults * Math.max(0, 1 - inLanguage / Math.max(1, inDefault));
    }
    estimate = Math.max(EXACT_UP_TO + 1, estimate);
    const scale = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
    return Math.max(EXACT_UP_TO + 1, Math.round(estimate / scale) * scale);
  }

  return {
    /**
     * A page of the visible items matching every word, best first (ties by age of the row), with
     * their extracts, and how many match in all.
     */
    async page(
      filter: SearchFilter,
      page: { limit: number; skip: number },
    ): Promise<{ hits: SearchHit[]; total: number; estimated?: true }> {
      if (filter.terms.length === 0 || filter.types.length === 0) return { hits: [], total: 0 };
      const found = sqlite ? await pageSqlite(filter, page) : await pagePostgres(filter, page);
      const hits = found.rows.map((r) => ({
        type: r.content_type,
        id: Number(r.item_id),
        extract: found.extracts.get(Number(r.id)) ?? '',
      }));
      return 'estimated' in found ? { hits, total: found.total, estimated: true } : { hits, total: found.total };
    },

    /**
     * Writes the index rows of these items from their saved rows, category links and translations
     * (inside the transaction that saved them): the default language's row from the item's own
     * columns, and one per language the item has text in (decision 091), its per-language fields
     * that language's and the rest the default's, as a reader of that language sees the item. An
     * item that no longer exists loses its rows, and a language it no longer has text in its row.
     */
    async index(type: LearnType, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      const table = LearnTables[type];
      const items = await db
        .selectFrom(table)
        .select(['id', 'status', 'publish_at', 'unpublish_at', 'title', 'subtitle', 'description', 'author_name'])
        .$if(type === 'podcast', (q) => q.select(sql<string>`transcript`.as('transcript')))
        .where('id', 'in', ids)
        .execute();
      const links = await db
        .selectFrom('learn_item_categories as l')
        .innerJoin('categories as c', 'c.id', 'l.category_id')
        .select(['l.item_id', 'c.name'])
        .where('l.content_type', '=', type)
        .where('l.item_id', 'in', ids)
        .orderBy('c.position')
        .orderBy('c.id')
        .execute();
      const names = new Map<number, string[]>();
      for (const link of links)
        names.set(Number(link.item_id), [...(names.get(Number(link.item_id)) ?? []), link.name]);
      const found = new Set(items.map((item) => Number(item.id)));
      const gone = ids.filter((id) => !found.has(id));
      if (gone.length) {
        await db.deleteFrom('learn_search').where('content_type', '=', type).where('item_id', 'in', gone).execute();
      }
      if (!items.length) return;
      const { defaultLocale } = await createLocalesRepository(db).defaultLocale();
      const texts = await createTranslationsRepository(db, LearnKeys[type]).allValuesOf([...found]);
      for (const item of items) {
        const id = Number(item.id);
        const own = texts.get(id) ?? new Map<string, Map<string, string>>();
        const shared = {
          status: item.status,
          publish_at: item.publish_at,
          unpublish_at: item.unpublish_at,
          author: plain(item.author_name),
          categories: plain((names.get(id) ?? []).join(' ')),
        };
        const words = (fields: Map<string, string> | undefined) => {
          const text = (wire: string, column: string) => fields?.get(wire) ?? column;
          const transcript = (item as { transcript?: string }).transcript ?? '';
          return {
            title: plain(text('title', item.title)),
            subtitle: plain(text('subtitle', item.subtitle)),
            // Sentences, so an extract never runs a heading into the text after it (decision 080).
            body: plain(
              `${proseSentences(text('description', item.description))} ${paragraphSentences(text(TRANSCRIPT, transcript))}`,
            ),
          };
        };
        const rows = [
          {
            locale: '',
            language: searchLanguage(defaultLocale),
            translated: [...own.keys()].map(localeToken).join(' '),
            ...words(undefined),
          },
          ...[...own].map(([locale, fields]) => ({
            locale,
            language: searchLanguage(locale),
            translated: '',
            ...words(fields),
          })),
        ];
        for (const row of rows) {
          const values = { ...shared, ...row };
          await db
            .insertInto('learn_search')
            .values({ content_type: type, item_id: id, ...values })
            .onConflict((oc) => oc.columns(['content_type', 'item_id', 'locale']).doUpdateSet(values))
            .execute();
        }
        await db
          .deleteFrom('learn_search')
          .where('content_type', '=', type)
          .where('item_id', '=', id)
          .where(
            'locale',
            'not in',
            rows.map((row) => row.locale),
          )
          .execute();
      }
    },

    /**
     * The default language's rows read with another configuration (decision 091): the site's
     * default language changed (only while nothing is translated, decision 081). Both engines
     * re-index the rows that change (PostgreSQL's generated vectors, SQLite's triggers).
     */
    async relabelDefault(language: string): Promise<void> {
      await db.updateTable('learn_search').set({ language }).where('locale', '=', '').execute();
    },
  };
}
