/**
 * The server as JavaScript (decision 057), for `npm start`: apps/server/src and
 * packages/contract/src with their types stripped, in apps/server/build/current/ (the same layout
 * under it). A process that loads only JavaScript never loads Node's TypeScript stripper (amaro: its
 * code and WebAssembly memory, ~16 MB resident for the life of the process).
 *
 * Types are stripped by Node's own stripper (`module.stripTypeScriptTypes`, the one that runs
 * the sources), which replaces them with spaces: every line and column stays where it is in the
 * .ts file, so a stack trace's positions are the source's, with no source map to load. Import
 * paths are the only other change: `./x.ts` becomes `./x.js` (the same length), and
 * `@atrium/contract/x` the built file's relative path (on that import's line only).
 *
 * Rebuilt whole when any source file was added, changed or removed since the last build (a
 * removed migration must not linger in the build); development and the tests run the sources.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { root } from './web-build.ts';

const buildsDir = path.join(root, 'apps/server/build');
export const serverBuildDir = path.join(buildsDir, 'current');
/** What `npm start` runs: main.ts, built. */
export const builtServerEntry = path.join(serverBuildDir, 'apps/server/src/main.js');

const sourceDirs = ['apps/server/src', 'packages/contract/src'];
const contractPackage = '@atrium/contract/';
const contractDir = 'packages/contract/src';
const stampFile = path.join(serverBuildDir, 'sources.json');

/** Every file the built server is made from (tests and their fixtures left out), by path from the root. */
function sourceFiles(): string[] {
  return sourceDirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter(
        (file) => !/\.test\.tsx?$/.test(file) && !file.includes('/__snapshots__/') && !file.includes('/testing/'),
      ),
  );
}

/** The files, their sizes and times: what the build was made from. */
function fingerprint(files: string[]): string {
  return JSON.stringify(
    files.map((file) => {
      const stat = statSync(path.join(root, file));
      return [file, stat.size, stat.mtimeMs];
    }),
  );
}

/** Builds the server when its sources changed since the last build; returns whether it built. */
export function ensureServerBuild(log: (line: string) => void = console.log): boolean {
  const files = sourceFiles();
  const sources = fingerprint(files);
  if (existsSync(builtServerEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sources)
    return false;
  log('Building the server (TypeScript to JavaScript)...');
  // Built beside, then swapped in: a start that fails half-way leaves the last build whole.
  const next = path.join(buildsDir, `next-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(next, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!file.endsWith('.ts')) {
      copyFileSync(path.join(root, file), target);
      continue;
    }
    const code = stripTypeScriptTypes(readFileSync(path.join(root, file), 'utf8'), { mode: 'strip' });
    writeFileSync(target.replace(/\.ts$/, '.js'), rewriteImports(code, file));
  }
  writeFileSync(path.join(next, 'sources.json'), sources);
  rmSync(serverBuildDir, { recursive: true, force: true });
  renameSync(next, serverBuildDir);
  return true;
}

/**
 * Import and export paths of one module: relative ones end in .js instead of .ts; the contract
 * package's (its package.json exports TypeScript) become relative paths to its built files.
 */
export function rewriteImports(code: string, file: string): string {
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g,
    (whole, keyword: string, quote: string, specifier: string) => {
      let target = specifier;
      if (specifier.startsWith(contractPackage)) {
        const built = path.join(contractDir, `${specifier.slice(contractPackage.length)}.ts`);
        target = path.relative(path.dirname(file), built);
        if (!target.startsWith('.')) target = `./${target}`;
      }
      if (!target.startsWith('.') || !target.endsWith('.ts')) return whole;
      return `${keyword}${quote}${target.slice(0, -'.ts'.length)}.js${quote}`;
    },
  );
}
