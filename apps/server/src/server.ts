import closeWithGrace from 'close-with-grace';
import { type App, buildApp } from './app.ts';
import { createDatabase, type Db, migrateToLatest } from './db/database.ts';
import { seedDemoContent } from './seed/demo.ts';
import { type Config, ConfigError, loadConfig } from './env.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { assertNodeVersion } from './node-version.ts';
import type { WebOptions } from './plugins/web.ts';

export type StartOptions = {
  /** The web app to serve, made once the configuration is known to be good; none serves the API alone. */
  web?: () => Promise<WebOptions | undefined> | WebOptions | undefined;
  /** Starts serving; by default Fastify listens on HOST:PORT. The dev server puts Vite in front. */
  listen?: (app: App, config: Config) => Promise<void>;
  /** Runs first on shutdown, before the app and the database close. */
  beforeClose?: () => Promise<void>;
};

/**
 * The one start-up path of `npm start` (main.ts) and `npm run dev` (scripts/dev-server.ts):
 * configuration, database, migrations, app, first administrator, demo content, listen, and
 * the sign-in line.
 */
export async function startServer(options: StartOptions = {}): Promise<{ app: App; db: Db; config: Config }> {
  assertNodeVersion();
  const config = loadConfigOrExit();
  const web = await options.web?.();

  const db = createDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, web, logger: { level: config.logLevel } });
  await app.ready();
  const firstAdmin = await ensureFirstAdmin(db, config);
  if (config.seedDemo) {
    await seedDemoContent(app);
    // The seed writes through the services, not the API: other processes hear of it here.
    await app.pageCache.contentChanged();
  }

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await options.beforeClose?.();
    await app.close();
    await db.destroy();
  });

  if (options.listen) await options.listen(app, config);
  else await app.listen({ port: config.port, host: config.host });
  console.log(signInLines(config, firstAdmin).join('\n'));
  return { app, db, config };
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Where to sign in; with the first administrator's credentials when this start created it. */
function signInLines(config: Config, firstAdmin: Awaited<ReturnType<typeof ensureFirstAdmin>>): string[] {
  const url = `${config.publicUrl}/admin/login`;
  if (!firstAdmin) return ['', `  Atrium is ready on ${config.publicUrl}  ·  back office: ${url}`, ''];
  return [
    '',
    '  Atrium is ready. Sign in to the back office:',
    `    URL:      ${url}`,
    `    Email:    ${firstAdmin.email}`,
    `    Password: ${firstAdmin.password ?? '(the ADMIN_PASSWORD you set)'}`,
    ...(firstAdmin.password ? ['  This password is shown once. Change it after signing in.'] : []),
    '',
  ];
}
