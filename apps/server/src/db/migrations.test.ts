import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { Db } from './database.ts';

/**
 * Every migration, run on a fresh database, gives exactly the schema recorded in
 * __snapshots__/schema.<dialect>.txt: tables, columns, indexes, triggers and the rows the
 * migrations insert. Landed migrations are frozen (they call only frozen helpers), so this
 * changes only when a new migration is added; then the snapshot's diff shows what it adds
 * (`npx vitest run apps/server/src/db/migrations.test.ts -u`, on both databases).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const isPostgres = () => t.config.database.kind === 'postgres';

async function rows(db: Db, query: ReturnType<typeof sql>) {
  const result = await query.execute(db);
  return result.rows.map((row) => Object.values(row as Record<string, unknown>).join(' | '));
}

/** The trigram search indexes exist only where PostgreSQL has pg_trgm: compared apart. */
const isTrigram = (line: string) => line.includes('_search_trgm') || line.includes('pg_trgm');

async function sqliteSchema(db: Db) {
  return rows(
    db,
    sql`select type, name, tbl_name, sql from sqlite_master
        where name not like 'sqlite_%' and name not like 'kysely_%' order by type, name`,
  );
}

async function postgresSchema(db: Db) {
  return [
    ...(await rows(
      db,
      sql`select table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
          from information_schema.columns
          where table_schema = current_schema() and table_name not like 'kysely_%'
          order by table_name, ordinal_position`,
    )),
    ...(await rows(
      db,
      sql`select tablename, indexname, indexdef from pg_indexes
          where schemaname = current_schema() and tablename not like 'kysely_%' order by tablename, indexname`,
    )),
    ...(await rows(
      db,
      sql`select c.relname, t.tgname, pg_get_triggerdef(t.oid) from pg_trigger t
          join pg_class c on c.oid = t.tgrelid where not t.tgisinternal order by c.relname, t.tgname`,
    )),
    ...(await rows(
      db,
      sql`select p.proname, md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = current_schema() and p.proname like 'content_count%' order by p.proname`,
    )),
  ];
}

/** The rows migrations insert (system categories, the mission-vision-goal records, counts), without timestamps. */
async function migratedRows(db: Db) {
  return [
    ...(await rows(
      db,
      sql`select name, name_key, description, category_type, icon, status, position, search_text from categories order by id`,
    )),
    ...(await rows(
      db,
      sql`select title, description, status, position, search_text from mission_vision_goals order by id`,
    )),
    ...(await rows(
      db,
      sql`select title, description, image, status, position, search_text from mission_vision_goals_sub order by id`,
    )),
    ...(await rows(db, sql`select resource, status, count from content_counts order by resource, status`)),
  ];
}

describe('migrations', () => {
  it('build the recorded schema, with the recorded rows', async () => {
    const schema = isPostgres() ? await postgresSchema(t.db) : await sqliteSchema(t.db);
    const migrations = await rows(t.db, sql`select name from kysely_migration order by name`);
    const dump = [
      '# migrations',
      ...migrations,
      '# schema',
      ...schema.filter((line) => !isTrigram(line)),
      '# rows',
      ...(await migratedRows(t.db)),
    ].join('\n');
    await expect(`${dump}\n`).toMatchFileSnapshot(`./__snapshots__/schema.${isPostgres() ? 'postgres' : 'sqlite'}.txt`);
  });

  it('give every content table a trigram search index where PostgreSQL has pg_trgm', async () => {
    if (!isPostgres()) return;
    const available = await rows(t.db, sql`select name from pg_available_extensions where name = 'pg_trgm'`);
    const indexes = await rows(t.db, sql`select tablename from pg_indexes where indexname like '%_search_trgm'`);
    const tables = await rows(t.db, sql`select distinct resource from content_counts`);
    expect(indexes.sort()).toEqual(available.length ? tables.sort() : []);
  });
});
