/**
 * `npm start`: builds the web app when it is missing or stale, then starts the server (which
 * migrates, creates the first administrator and serves everything on PORT).
 */
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { ensureWebBuild } from './web-build.ts';

assertNodeVersion();
try {
  await ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import('../apps/server/src/main.ts');
