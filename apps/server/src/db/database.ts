import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../env.ts';
import { migrationFiles } from './migration-files.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';

export type Db = Kysely<Database>;

export function createDatabase(config: Pick<Config, 'database'>): Db {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const { database } = openSqlite(config.database.file);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
