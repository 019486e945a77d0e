import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resourceNames } from './names.ts';
import { type GeneratedFile, resourceFiles } from './templates.ts';

export type GenerateOptions = {
  /** The repository root the files are written under. */
  root: string;
  key: string;
  /** The singular, when the usual English ending rules get it wrong ('people' → 'person'). */
  singular?: string;
  /** The clock, for the migration's name. */
  now?: Date;
  /** Checks and lists the files without writing them. */
  dryRun?: boolean;
};

const MIGRATIONS = 'apps/server/src/db/migrations';
const STAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})-/;

/** A migration name's time, 'YYYY-MM-DDTHHmm' (UTC), after every existing migration's. */
export function migrationStamp(now: Date, existing: readonly string[]): string {
  const format = (d: Date) => d.toISOString().slice(0, 16).replace(':', '');
  const latest = existing
    .map((name) => STAMP.exec(name))
    .filter((m) => m !== null)
    .map((m) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])))
    .reduce((a, b) => Math.max(a, b), 0);
  return format(new Date(Math.max(now.getTime(), latest + 60_000)));
}

/** Why a key cannot be added, or null. */
function refusal(root: string, key: string, table: string, files: GeneratedFile[]): string | null {
  const taken = [
    `apps/server/src/resources/${key}`,
    `packages/contract/src/${key}.ts`,
    `apps/web/app/features/${key}`,
    ...files.map((f) => f.path),
  ].find((p) => existsSync(path.join(root, p)));
  if (taken) return `'${key}' exists already: ${taken}.`;
  const migrations = readdirSync(path.join(root, MIGRATIONS)).filter((f) => f.endsWith('.ts'));
  const creating = migrations.find((f) => readFileSync(path.join(root, MIGRATIONS, f), 'utf8').includes(`'${table}'`));
  if (creating) return `The table ${table} exists already (${MIGRATIONS}/${creating}).`;
  return null;
}

/**
 * Writes the starting files of the list resource `key` (see templates.ts) and returns them.
 * Throws, writing nothing, when the key is not kebab-case or the resource exists.
 */
export function generateResource(options: GenerateOptions): GeneratedFile[] {
  const names = resourceNames(options.key, options.singular);
  const migrations = readdirSync(path.join(options.root, MIGRATIONS));
  const files = resourceFiles(names, migrationStamp(options.now ?? new Date(), migrations));
  const refused = refusal(options.root, names.key, names.table, files);
  if (refused) throw new Error(refused);
  if (!options.dryRun) {
    for (const file of files) {
      const target = path.join(options.root, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.content, { flag: 'wx' });
    }
  }
  return files;
}
