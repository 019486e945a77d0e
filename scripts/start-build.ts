/**
 * `npm start`'s first step, in a process of its own (scripts/start.js runs it and waits): checks
 * the Node version, builds the web app when it is missing or stale, and the server's JavaScript
 * (scripts/server-build.ts) when its sources changed. Exits 1 with the reason when either fails.
 */
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { ensureServerBuild } from './server-build.ts';
import { ensureWebBuild } from './web-build.ts';

assertNodeVersion();
try {
  await ensureWebBuild();
  ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
