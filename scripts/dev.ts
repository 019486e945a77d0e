/**
 * `npm run dev`: the server with the web app from Vite. Web changes reach the browser through
 * Vite's hot reload; server and contract changes restart the process (node --watch), and the
 * page reloads when it reconnects.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';

assertNodeVersion();
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// Watched folders, not the module graph: Vite writes temporary config bundles that plain
// --watch would take for changes. The web app is Vite's to reload.
const watched = ['apps/server/src', 'packages/contract/src', 'scripts'].map(
  (dir) => `--watch-path=${path.join(root, dir)}`,
);
const child = spawn(process.execPath, [...watched, '--watch-preserve-output', path.join(here, 'dev-server.ts')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
