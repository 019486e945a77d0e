import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { withClient } from './pg-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test files that touch a database (database-test-files.ts), relative to the root. */
    databaseTestFiles: string[];
    /** A migrated SQLite file that createTestApp copies. */
    sqliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated database that createTestApp's databases are made from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates one database of each kind before the files run; createTestApp copies it instead of
 * migrating its own (about a second a file on PostgreSQL). The migrations themselves are tested
 * on empty databases (db/migrations.test.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-template-'));
  const file = path.join(dir, 'template.sqlite');
  const sqlite = createDatabase({ database: { kind: 'sqlite', file } });
  await migrateToLatest(sqlite);
  // Closing checkpoints the write-ahead log into the file, so the file alone is the database.
  await sqlite.destroy();
  project.provide('sqliteTemplate', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const name = `atrium_template_${randomBytes(6).toString('hex')}`;
    await withClient(adminUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const template = createDatabase({ database: { kind: 'postgres', url: url.toString() } });
    try {
      await migrateToLatest(template);
    } finally {
      // A template must have no connection while databases are made from it.
      await template.destroy();
    }
    dropTemplate = () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
    project.provide('postgresTemplate', name);
  } else {
    project.provide('postgresTemplate', undefined);
  }

  return async () => {
    await dropTemplate();
    rmSync(dir, { recursive: true, force: true });
  };
}
