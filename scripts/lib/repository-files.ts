import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Dependencies, build output and tools' scratch folders: never the project's own words. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'build',
  'dist',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
]);

/**
 * The text files under `relative` (a folder or one file, relative to the root) whose names
 * `textFile` accepts, as root-relative paths with '/'; hidden entries and SKIPPED_DIRS left out.
 * The repository's document checks (decision citations, documents cited) read the same files.
 */
export function repositoryFiles(relative: string, textFile: RegExp): string[] {
  const full = path.join(repositoryRoot, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return textFile.test(relative) ? [relative] : [];
  const files: string[] = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) files.push(...repositoryFiles(child, textFile));
    else if (entry.isFile() && textFile.test(entry.name)) files.push(child);
  }
  return files;
}
