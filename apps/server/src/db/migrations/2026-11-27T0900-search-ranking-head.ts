import { sql } from 'kysely';
import { isSqlite, type MigrationDb } from './helpers/v2.ts';

/**
 * Decision 059: PostgreSQL's site search ranks a bounded set of candidates. `head` is a small
 * stored tsvector of the words that rank first (title A; subtitle, author and category names B),
 * kept in the row (STORAGE MAIN: never moved out of line), with a GIN index of its own: the
 * items whose title or subtitle hold every word are found without reading the texts. SQLite's
 * FTS5 index already weighs its columns (bm25): nothing changes there.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter table learn_search add column head tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', subtitle || ' ' || author || ' ' || categories), 'B')
  ) stored`.execute(db);
  await sql`alter table learn_search alter column head set storage main`.execute(db);
  await sql`create index learn_search_head on learn_search using gin (head)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop index if exists learn_search_head`.execute(db);
  await sql`alter table learn_search drop column if exists head`.execute(db);
}
