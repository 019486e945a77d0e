/**
 * The web build, shared by `npm start` and the end-to-end setup: builds apps/web when its build
 * is missing or older than any source it is made from.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const webBuildDir = path.join(webDir, 'build');
const serverEntry = path.join(webBuildDir, 'server', 'index.js');

/** Everything the build reads: the app, its config, its public files and the shared contract. */
const sources = [
  path.join(webDir, 'app'),
  path.join(webDir, 'public'),
  path.join(webDir, 'scripts'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'react-router.config.ts'),
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
  if (!existsSync(serverEntry)) return 'no build yet';
  const built = statSync(serverEntry).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > built);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

/** Builds when needed; throws when the build fails. */
export function ensureWebBuild(log: (line: string) => void = console.log): void {
  const reason = webBuildReason();
  if (!reason) return;
  log(`Building the web app (${reason})...`);
  const steps: string[][] = [
    [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
    [path.join(webDir, 'scripts/precompress.ts')],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`The web build failed (${args.map((a) => path.basename(a)).join(' ')}).`);
  }
}
