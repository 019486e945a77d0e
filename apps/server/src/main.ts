import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { assertNodeVersion } from './node-version.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { ConfigError, loadConfig } from './env.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { seedDemoContent } from './seed/demo.ts';

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

// The web build (npm start builds it); without one the process serves the API alone.
// WEB_BUILD_DIR points elsewhere (the e2e suite serves a private copy).
const webBuildDir = path.resolve(process.env.WEB_BUILD_DIR || path.join(import.meta.dirname, '../../web/build'));
const hasWebBuild = existsSync(path.join(webBuildDir, 'server', 'index.js'));
// The server-rendered pages use React's production build.
if (hasWebBuild) process.env.NODE_ENV ??= 'production';

const db = createDatabase(config);
await migrateToLatest(db);
const app = await buildApp({
  config,
  db,
  web: hasWebBuild ? { buildDir: webBuildDir } : undefined,
  logger: { level: config.logLevel, ...(process.stdout.isTTY ? {} : {}) },
});

const firstAdmin = await ensureFirstAdmin(db, config);
if (config.seedDemo) await seedDemoContent(app);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
});

await app.listen({ port: config.port, host: config.host });
if (!hasWebBuild) app.log.warn(`No web build in ${webBuildDir}: serving the API only. \`npm start\` builds it.`);
if (firstAdmin) {
  const lines = [
    '',
    '  Atrium is ready. Sign in to the back office:',
    `    URL:      ${config.publicUrl}/admin/login`,
    `    Email:    ${firstAdmin.email}`,
    `    Password: ${firstAdmin.password ?? '(the ADMIN_PASSWORD you set)'}`,
    firstAdmin.password ? '  This password is shown once. Change it after signing in.' : '',
    '',
  ];
  console.log(lines.join('\n'));
}
