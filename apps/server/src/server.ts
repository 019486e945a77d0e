import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { WORKER_ROLE_ENV } from './cluster.ts';
import { type App, buildApp } from './app.ts';
import { createDatabase, type Db, migrateToLatest } from './db/database.ts';
import { seedDemoInChildProcess } from './seed/demo-process.ts';
import { type Config, ConfigError, loadConfig } from './env.ts';
import { ensureFirstAdmin } from './foundations/auth/first-admin.ts';
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
  // A cluster's later workers (decision 044): the first one made the demo content and printed the sign-in lines.
  const laterWorker = cluster.isWorker && process.env[WORKER_ROLE_ENV] !== 'first';
  const firstAdmin = await ensureFirstAdmin(db, config);
  const seed = config.seedDemo && !laterWorker;
  // In a child process, before this one builds its app (decision 057): what the seed's images
  // leave in memory is given back when the child ends, not kept by the serving process.
  if (seed) await seedDemoInChildProcess();
  const app = await buildApp({ config, db, web, logger: { level: config.logLevel } });
  await app.ready();
  // The seed wrote through the services of another process: other processes hear of it here.
  if (seed) await app.pageCache.contentChanged();

  const grace = closeWithGrace(
    {
      delay: config.shutdownGraceMs + STOP_MARGIN_MS,
      // A cluster's worker: see below.
      skip: cluster.isWorker ? ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGUSR2'] : [],
    },
    async ({ err, signal, manual }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal: manual ? 'SIGTERM' : signal }, 'shutting down');
      await options.beforeClose?.();
      await closeGracefully(app, config.shutdownGraceMs);
      await db.destroy();
    },
  );
  if (cluster.isWorker) {
    // The primary stops its workers with SIGTERM and restarts them on SIGHUP or SIGUSR2. A
    // terminal's Ctrl-C or hang-up reaches every process of the group, and systemd's default
    // KillMode sends SIGTERM to every process of the service: the primary decides, and a second
    // SIGTERM (the primary's, after systemd's) must not cut the requests in flight.
    for (const signal of ['SIGINT', 'SIGHUP', 'SIGUSR2'] as const) process.on(signal, () => {});
    let stopping = false;
    process.on('SIGTERM', () => {
      if (stopping) return;
      stopping = true;
      void grace.close();
    });
  }

  if (options.listen) await options.listen(app, config);
  else await app.listen({ port: config.port, host: config.host });
  if (!laterWorker) console.log(signInLines(config, firstAdmin).join('\n'));
  return { app, db, config };
}

/** Time past SHUTDOWN_GRACE_SECONDS for the rest of the close (outbox, database) before the process is killed. */
export const STOP_MARGIN_MS = 10_000;

/**
 * Decision 044: stops accepting connections, lets the requests in flight finish (an upload
 * too, within `graceMs`; then what is left is cut), closes each kept-alive connection as soon
 * as it is idle (or it would hold the close for its keep-alive time), then closes the app: the
 * outbox finishes the mail it is sending and claims no more.
 */
async function closeGracefully(app: App, graceMs: number): Promise<void> {
  const closing = app.close();
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still running after the shutdown grace: cut');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await closing;
  } finally {
    clearInterval(reap);
    clearTimeout(cut);
  }
}

export function loadConfigOrExit(): Config {
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
