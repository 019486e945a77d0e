/**
 * The development server (run by scripts/dev.ts under node --watch): the same Fastify app as
 * main.ts, with the Vite dev server in middleware mode in front of it for the web app's
 * modules and hot reload, and React Router rendering through Vite.
 */
import { createServer } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { createServer as createViteServer } from 'vite';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.ts';
import { seedDemoContent } from '../apps/server/src/seed/demo.ts';
import { ConfigError, loadConfig } from '../apps/server/src/env.ts';
import { ensureFirstAdmin } from '../apps/server/src/modules/auth/first-admin.ts';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { webDir } from './web-build.ts';

assertNodeVersion();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = createServer();
const vite = await createViteServer({
  root: webDir,
  configFile: `${webDir}/vite.config.ts`,
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server } },
});

const db = createDatabase(config);
await migrateToLatest(db);
const app = await buildApp({ config, db, web: { devServer: vite }, logger: { level: config.logLevel } });
await app.ready();
const firstAdmin = await ensureFirstAdmin(db, config);
if (config.seedDemo) await seedDemoContent(app);

// Vite answers its own requests (modules, HMR client, public files); everything else goes to Fastify.
server.on('request', (request, response) => {
  vite.middlewares(request, response, () => app.routing(request, response));
});

closeWithGrace({ delay: 5_000 }, async () => {
  server.close();
  await vite.close();
  await app.close();
  await db.destroy();
});

server.listen(config.port, config.host, () => {
  console.log(`\n  Atrium (development) on ${config.publicUrl}  ·  back office: ${config.publicUrl}/admin/login`);
  if (firstAdmin) {
    console.log(
      `  First administrator: ${firstAdmin.email} / ${firstAdmin.password ?? '(the ADMIN_PASSWORD you set)'}\n`,
    );
  }
});
