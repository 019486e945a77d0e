import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import type { Db } from './database.ts';
import { MIGRATIONS_DIR, migrationFiles } from './migration-files.ts';

/**
 * The recorded migrations, run on a fresh database, build exactly what
 * __snapshots__/schema.<dialect>.txt records: tables, columns, indexes, triggers and the rows
 * they insert. Landed migrations are frozen (they call only frozen helpers), so a change here
 * means a landed migration changed. Migrations newer than the record are not compared (every
 * other test runs them all); `RECORD_SCHEMA=1 npx vitest run apps/server/src/db/migrations.test.ts`,
 * on both databases, records every migration, and its diff shows what the new ones add.
 */

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

const isPostgres = () => t.config.database.kind === 'postgres';
const recordFile = () =>
  path.join(import.meta.dirname, '__snapshots__', `schema.${isPostgres() ? 'postgres' : 'sqlite'}.txt`);

/** The migrations a record names, in order: the lines between '# migrations' and '# schema'. */
function recordedMigrations(record: string): string[] {
  const lines = record.split('\n');
  return lines.slice(lines.indexOf('# migrations') + 1, lines.indexOf('# schema'));
}

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

/** The rows migrations insert (system categories, the mission-vision-goal records, counts, pages), without timestamps. */
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
    ...(await pageRows(db)),
  ];
}

/** The default pages and their folds (2026-11-25T0900), once the record reaches that migration. */
async function pageRows(db: Db) {
  const tables = isPostgres()
    ? await rows(
        db,
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_name = 'pages'`,
      )
    : await rows(db, sql`select name from sqlite_master where type = 'table' and name = 'pages'`);
  if (tables.length === 0) return [];
  return [
    ...(await rows(
      db,
      sql`select page_type, custom_url, item_id, meta_title, meta_description, meta_og_title, meta_og_description,
          meta_keywords from pages order by id`,
    )),
    ...(await rows(
      db,
      sql`select p.custom_url, f.name, f.position, f.status from page_folds f join pages p on p.id = f.page_id
          order by p.id, f.position`,
    )),
  ];
}

async function dump(db: Db) {
  const schema = isPostgres() ? await postgresSchema(db) : await sqliteSchema(db);
  const migrations = await rows(db, sql`select name from kysely_migration order by name`);
  return [
    '# migrations',
    ...migrations,
    '# schema',
    ...schema.filter((line) => !isTrigram(line)),
    '# rows',
    ...(await migratedRows(db)),
    '',
  ].join('\n');
}

describe('migrations', () => {
  it('build the recorded schema, with the recorded rows', async () => {
    const migrator = new Migrator({ db: t.db, provider: migrationFiles() });
    if (process.env.RECORD_SCHEMA) {
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
      writeFileSync(recordFile(), await dump(t.db));
      return;
    }
    expect(existsSync(recordFile()), `${recordFile()} is missing: record it with RECORD_SCHEMA=1`).toBe(true);
    const record = readFileSync(recordFile(), 'utf8');
    const recorded = recordedMigrations(record);
    // The record names the oldest migrations, in order: a landed one was never renamed or removed.
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(files.slice(0, recorded.length)).toEqual(recorded);
    const { error } = await migrator.migrateTo(recorded.at(-1)!);
    if (error) throw error;
    expect(await dump(t.db)).toBe(record);
  });

  it('give every content table a trigram search index where PostgreSQL has pg_trgm', async () => {
    if (!isPostgres()) return;
    const { error } = await new Migrator({ db: t.db, provider: migrationFiles() }).migrateToLatest();
    if (error) throw error;
    const available = await rows(t.db, sql`select name from pg_available_extensions where name = 'pg_trgm'`);
    const indexes = await rows(t.db, sql`select tablename from pg_indexes where indexname like '%_search_trgm'`);
    const tables = await rows(t.db, sql`select distinct resource from content_counts`);
    expect(indexes.sort()).toEqual(available.length ? tables.sort() : []);
  });
});
