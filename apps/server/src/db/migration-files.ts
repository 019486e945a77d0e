import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * A migration file: its UTC date and time, then a name, e.g. 2026-11-22T0500-platform.ts (.js in
 * `npm start`'s built server, decision 057: the extension this module runs with).
 */
const MIGRATION_FILE = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\d{4}-[a-z0-9-]+)\\${path.extname(import.meta.filename)}$`);

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

function isMigration(value: unknown): value is Migration {
  return typeof value === 'object' && value !== null && 'up' in value && typeof value.up === 'function';
}

/**
 * Every migration in the folder, by file name: adding one is adding its file. Subfolders
 * (helpers/) are not migrations; any other file there is refused, so a misnamed migration
 * cannot be skipped silently. Kysely runs them in name order.
 */
export function migrationFiles(dir: string = MIGRATIONS_DIR): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const name = MIGRATION_FILE.exec(entry.name)?.[1];
        if (!name)
          throw new Error(`${entry.name} in ${dir} is not named like a migration (2026-11-22T0500-platform.ts).`);
        const module: unknown = await import(pathToFileURL(path.join(dir, entry.name)).href);
        if (!isMigration(module)) throw new Error(`Migration ${entry.name} exports no up() function.`);
        migrations[name] = module;
      }
      return migrations;
    },
  };
}
