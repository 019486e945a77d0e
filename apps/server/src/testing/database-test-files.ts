import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which API test files touch a database, so the PostgreSQL phase of `npm test` runs those and
 * skips the pure ones (decision 025). A file touches a database when it imports
 * apps/server/src/db/database.ts, directly or through the repository's own modules (the test
 * app, the shared suites). Found from the imports, not kept by hand: a new database test is on
 * both databases without anyone listing it, and createTestDatabase refuses to run in a file this
 * does not find, so the rule cannot miss one silently.
 */

/** What vitest runs (vitest.config.ts), relative to the repository's root. */
export const TEST_FILE_PATTERNS = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/web/app/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];

const DATABASE_MODULE = 'apps/server/src/db/database.ts';

/** The web app's one import alias (apps/web/vite.config.ts). */
const WEB_ALIAS = '~/';
const WEB_APP = 'apps/web/app';

/**
 * The modules a source imports for their values: static imports and re-exports other than
 * `import type` and `export type`, and import() of a literal path. Side-effect imports count.
 */
export function valueImports(source: string): string[] {
  const found: string[] = [];
  // `[^'";]*?` spans the lines of a multi-line import list without reaching into the next statement.
  const statement = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue;
    found.push(match[3]!);
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g)) found.push(match[1]!);
  return found;
}

/** The repository file an import names, or undefined for a package or a file that is not there. */
function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith(WEB_ALIAS)) target = path.join(root, WEB_APP, specifier.slice(WEB_ALIAS.length));
  else return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The test files (relative, with '/') that reach the database module through their imports. */
export function databaseTestFiles(root: string, patterns: string[] = TEST_FILE_PATTERNS): string[] {
  const database = path.join(root, DATABASE_MODULE);
  const edges = new Map<string, string[]>();
  const importsOf = (file: string) => {
    let targets = edges.get(file);
    if (!targets) {
      targets = valueImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target) => target !== undefined);
      edges.set(file, targets);
    }
    return targets;
  };
  const reachesDatabase = (start: string) => {
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (file === database) return true;
      for (const target of importsOf(file)) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    return false;
  };

  const files = patterns.flatMap((pattern) => globSync(pattern, { cwd: root }));
  return [...new Set(files)]
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => reachesDatabase(path.join(root, file)))
    .sort();
}
