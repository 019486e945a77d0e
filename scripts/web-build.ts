/**
 * The web build, shared by `npm start` and the end-to-end setup: builds apps/web when its build
 * is missing or older than any source it is made from.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWebBuild, webBuildManifestFile } from '../apps/server/src/web-build-layout.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const webBuildDir = path.join(webDir, 'build');
/** Written last by the build (decision 073): its time is the build's. */
const buildManifest = webBuildManifestFile(webBuildDir);

/** Everything the build reads: the app, its config, its public files and the shared contract. */
const sources = [
  path.join(webDir, 'app'),
  path.join(webDir, 'admin'),
  path.join(webDir, 'public'),
  path.join(webDir, 'scripts'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'package-lock.json'),
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why a build is needed, or null when the current one is up to date. */
export function webBuildReason(): string | null {
  if (!existsSync(buildManifest)) return 'no build yet';
  const built = statSync(buildManifest).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > built);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

/** Builds when needed; throws when the build fails. One build at a time per checkout. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<void> {
  const release = await lock(log);
  try {
    const reason = webBuildReason();
    if (!reason) return;
    log(`Building the web app (${reason})...`);
    // The browser's files (the back office, the site's islands), then the site's server bundle
    // (which moves its stylesheet and fonts in with them and writes site.json last), then .br/.gz.
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    const steps: string[][] = [
      [vite, 'build'],
      [vite, 'build', '--ssr'],
      [path.join(webDir, 'scripts/precompress.ts')],
    ];
    for (const args of steps) {
      const result = spawnSync(process.execPath, args, {
        cwd: webDir,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0)
        throw new Error(`The web build failed (${args.map((a) => path.basename(a)).join(' ')}).`);
    }
  } finally {
    release();
  }
}

/** True when the site's bundle, the back office's page and every /assets/ file they name exist. */
export function webBuildIsComplete(buildDir: string = webBuildDir): boolean {
  if (!existsSync(webBuildManifestFile(buildDir))) return false;
  const build = readWebBuild(buildDir);
  if (!existsSync(build.siteEntry) || !existsSync(build.adminIndex)) return false;
  // Client URLs are quoted absolute paths ("/assets/x.js"); "./assets/" are the server's own chunks.
  const named = new Set([
    ...build.styles,
    ...[build.siteEntry, build.adminIndex].flatMap(
      (file) => readFileSync(file, 'utf8').match(/(?<=["'])\/assets\/[\w.-]+\.(?:js|css)/g) ?? [],
    ),
  ]);
  return [...named].every((asset) => existsSync(path.join(buildDir, 'client', asset)));
}

const lockDir = path.join(webDir, '.build-lock');

/** A directory as a lock (mkdir is atomic); a lock older than 5 minutes is a leftover. */
async function lock(log: (line: string) => void): Promise<() => void> {
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = statSync(lockDir, { throwIfNoEntry: false });
      if (!stat) continue;
      if (Date.now() - stat.mtimeMs > 5 * 60_000) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!told) log('Another web build is running; waiting for it...');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
