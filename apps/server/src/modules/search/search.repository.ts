import { type LearnType, LearnTypes } from '@atrium/contract/learn';
import { HIT_CLOSE, HIT_OPEN } from '@atrium/contract/search';
import { stripMarkup } from '@atrium/contract/text';
import { type Generated, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isSqliteDb, toCount } from '../../db/dialect.ts';
import { visibleAt } from '../../db/visibility.ts';
import { LearnTables } from '../learn/learn.tables.ts';

/** learn_search (db/migrations/2026-11-27T0500-site-search.ts): one row per learn item. */
export type LearnSearchTable = {
  id: Generated<number>;
  content_type: LearnType;
  item_id: number;
  status: number;
  publish_at: string | null;
  unpublish_at: string | null;
  title: string;
  subtitle: string;
  body: string;
  author: string;
  categories: string;
};

declare module '../../db/schema.ts' {
  interface Database {
    learn_search: LearnSearchTable;
  }
}

/** What a search asks: its words (searchTerms), the types kept, the instant (decision 034), the page. */
export type SearchFilter = { terms: string[]; types: readonly LearnType[]; at: string };
/** A found item's key and the extract of its text, hits between HIT_OPEN and HIT_CLOSE. */
export type SearchHit = { type: LearnType; id: number; extract: string };

/**
 * ts_headline reads `<b>` in plain text as a tag and drops it: the text's angle brackets go to it
 * as two private-use characters and come back after (then escaped with the rest).
 */
const TAG_STANDINS = '\uE000\uE001';

/** How many words an extract has around its hits. */
const EXTRACT_WORDS = 28;

/** Text with no control characters (the hit marks are two) and its spaces folded. */
function plain(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The search index of learn items (decision 049): written by the learn resources in the
 * transaction that saves an item (`index`), read by the site search (`page`). Visibility copies,
 * deletes and category renames are the triggers' (see the migration). SQLite reads its FTS5
 * table (bm25, snippet); PostgreSQL the tsvector column (ts_rank, ts_headline): the only
 * queries here written twice.
 */
export function createSearchRepository(db: Db) {
  const sqlite = isSqliteDb(db);

  /**
   * An FTS5 query: each word a quoted string, every one required, in the text columns; the
   * content types as a column filter when not all are asked.
   */
  function ftsMatch(filter: SearchFilter): string {
    const words = filter.terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' ');
    const texts = `{title subtitle body author categories} : (${words})`;
    const all = LearnTypes.every((type) => filter.types.includes(type));
    return all ? texts : `content_type : (${filter.types.join(' OR ')}) AND ${texts}`;
  }

  /**
   * SQLite: the full-text index holds published rows only (status 1, the migration's triggers),
   * so the page and its count read it alone. Published rows out of their window now (scheduled,
   * ended) are few: found first from their own indexes, they are counted out and skipped.
   */
  async function pageSqlite(filter: SearchFilter, page: { limit: number; skip: number }) {
    const match = ftsMatch(filter);
    const hidden = await sql<{ id: number }>`
      select s.id from learn_search s
      where s.status = 1 and (s.publish_at > ${filter.at} or s.unpublish_at <= ${filter.at})
        and exists (select 1 from learn_search_fts f where learn_search_fts match ${match} and f.rowid = s.id)`.execute(
      db,
    );
    const hiddenIds = new Set(hidden.rows.map((r) => Number(r.id)));
    const counted = await sql<{ total: number }>`
      select count(*) as total from learn_search_fts where learn_search_fts match ${match}`.execute(db);
    const total = toCount(counted.rows[0]?.total) - hiddenIds.size;
    // Enough of the best to fill the page once the hidden ones are left out (rank: bm25 with the
    // migration's weights).
    const best = await sql<{ id: number }>`
      select rowid as id from learn_search_fts where learn_search_fts match ${match}
      order by rank, rowid limit ${page.skip + page.limit + hiddenIds.size}`.execute(db);
    const ids = best.rows
      .map((r) => Number(r.id))
      .filter((id) => !hiddenIds.has(id))
      .slice(page.skip, page.skip + page.limit);
    if (ids.length === 0) return { rows: [], extracts: new Map<number, string>(), total };
    const keys = await db
      .selectFrom('learn_search')
      .select(['id', 'content_type', 'item_id'])
      .where('id', 'in', ids)
      .execute();
    const keyOf = new Map(keys.map((k) => [Number(k.id), k]));
    const rows = ids.flatMap((id) => (keyOf.has(id) ? [keyOf.get(id)!] : []));
    // The extracts of the page's rows alone: snippet() costs a read of each text.
    const found = await sql<{ id: number; extract: string }>`
      select rowid as id, snippet(learn_search_fts, 2, ${HIT_OPEN}, ${HIT_CLOSE}, '…', ${EXTRACT_WORDS}) as extract
      from learn_search_fts where learn_search_fts match ${match}
        and rowid in (${sql.join(ids)})`.execute(db);
    return { rows, extracts: new Map(found.rows.map((r) => [Number(r.id), r.extract])), total };
  }

  async function pagePostgres(filter: SearchFilter, page: { limit: number; skip: number }) {
    const options = `StartSel="${HIT_OPEN}", StopSel="${HIT_CLOSE}", MaxWords=${EXTRACT_WORDS}, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const { rows } = await sql<{
      id: number;
      content_type: LearnType;
      item_id: number;
      total: string;
      extract: string;
    }>`
      select k.id, k.content_type, k.item_id, k.total,
        ts_headline('english', translate(s.body, '<>', ${TAG_STANDINS}), plainto_tsquery('english', ${filter.terms.join(' ')}), ${options}) as extract
      from (
        select s.id, s.content_type, s.item_id, count(*) over () as total,
          ts_rank(s.document, q) as rank
        from learn_search s, plainto_tsquery('english', ${filter.terms.join(' ')}) q
        where s.document @@ q and ${visibleAt(filter.at, 's')} and s.content_type in (${sql.join(filter.types)})
        order by rank desc, s.id
        limit ${page.limit} offset ${page.skip}
      ) k join learn_search s on s.id = k.id
      order by k.rank desc, k.id`.execute(db);
    const restored = (extract: string) => extract.replace(/[\uE000\uE001]/g, (c) => (c === '\uE000' ? '<' : '>'));
    return { rows, extracts: new Map(rows.map((r) => [Number(r.id), restored(r.extract)])) };
  }

  /** PostgreSQL: how many visible items match (asked only when the page is past the last result). */
  async function countPostgres(filter: SearchFilter): Promise<number> {
    const { rows } = await sql<{ total: string }>`select count(*) as total from learn_search s
      where s.document @@ plainto_tsquery('english', ${filter.terms.join(' ')}) and ${visibleAt(filter.at, 's')}
        and s.content_type in (${sql.join(filter.types)})`.execute(db);
    return toCount(rows[0]?.total);
  }

  return {
    /**
     * A page of the visible items matching every word, best first (ties by age of the row), with
     * their extracts, and how many match in all.
     */
    async page(
      filter: SearchFilter,
      page: { limit: number; skip: number },
    ): Promise<{ hits: SearchHit[]; total: number }> {
      if (filter.terms.length === 0 || filter.types.length === 0) return { hits: [], total: 0 };
      const found = sqlite ? await pageSqlite(filter, page) : await pagePostgres(filter, page);
      const hits = found.rows.map((r) => ({
        type: r.content_type,
        id: Number(r.item_id),
        extract: found.extracts.get(Number(r.id)) ?? '',
      }));
      if ('total' in found) return { hits, total: found.total };
      const { rows } = found;
      const total = rows.length > 0 ? toCount(rows[0]!.total) : page.skip > 0 ? await countPostgres(filter) : 0;
      return { hits, total };
    },

    /**
     * Writes the index rows of these items from their saved rows and category links (inside the
     * transaction that saved them); an item that no longer exists loses its row.
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
      for (const item of items) {
        const transcript = (item as { transcript?: string }).transcript ?? '';
        const values = {
          status: item.status,
          publish_at: item.publish_at,
          unpublish_at: item.unpublish_at,
          title: plain(item.title),
          subtitle: plain(item.subtitle),
          body: plain(`${stripMarkup(item.description)} ${transcript}`),
          author: plain(item.author_name),
          categories: plain((names.get(Number(item.id)) ?? []).join(' ')),
        };
        await db
          .insertInto('learn_search')
          .values({ content_type: type, item_id: Number(item.id), ...values })
          .onConflict((oc) => oc.columns(['content_type', 'item_id']).doUpdateSet(values))
          .execute();
      }
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
