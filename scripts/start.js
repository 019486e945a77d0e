/**
 * `npm start`, and the service unit of docs/deploy.md: builds what is missing or stale
 * (scripts/start-build.ts, in a child process: the web app, and the server as JavaScript), then
 * runs the built server through its launcher (apps/server/src/launcher.ts, decision 075), which
 * owns the server's node options: nothing is written on this command line by hand.
 *
 * JavaScript, not TypeScript, and the built server, not its sources (decision 057): a process
 * that loads no .ts file never loads Node's TypeScript stripper, ~16 MB for its whole life.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(
  process.execPath,
  ['--disable-warning=ExperimentalWarning', path.join(root, 'scripts/start-build.ts')],
  { stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);
process.env.NODE_ENV ??= 'production';
// The built server is elsewhere than main.ts, whose default web build path is relative to itself.
process.env.WEB_BUILD_DIR ||= path.join(root, 'apps/web/build');
const src = path.join(root, 'apps/server/build/current/apps/server/src');
const { runServer } = await import(pathToFileURL(path.join(src, 'launcher.js')).href);
await runServer(path.join(src, 'main.js'));
