import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort } from '../apps/server/src/testing/free-port.ts';
import { ensureWebBuild, root, webBuildDir, webBuildIsComplete } from '../scripts/web-build.ts';
import { E2E_ENV_KEYS, type E2eEnv } from './support/env.ts';
import { startMailCapture } from './support/mail-capture.ts';
import { startPosterStub } from './support/poster-stub.ts';

/**
 * Starts what the suite runs against: a mail catcher (real SMTP on loopback) and the real app
 * (apps/server/src/main.ts on the pinned Node 24, production web build, fresh data directory).
 * Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new Error(
      `The end-to-end suite needs Node 24 (this is ${process.version}): run it with \`npm run test:e2e\`, which uses the pinned Node.`,
    );
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
  const buildCopy = await privateWebBuild();
  const dataDir = path.join(scratch, 'data');
  const mailDir = path.join(scratch, 'mail');
  mkdirSync(dataDir);
  mkdirSync(mailDir);

  const mail = await startMailCapture(mailDir);
  // Video posters are fetched from here, never from the internet (decision 041).
  const posters = await startPosterStub();
  const [port, sitePort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const siteURL = `http://127.0.0.1:${sitePort}`;
  const env: E2eEnv = {
    baseURL,
    siteURL,
    dataDir,
    mailDir,
    adminEmail: 'admin@e2e.example.org',
    adminPassword: `Adm1n-${randomBytes(6).toString('hex')}`,
  };
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    WEB_BUILD_DIR: buildCopy,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: env.adminEmail,
    ADMIN_PASSWORD: env.adminPassword,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LOG_LEVEL: 'warn',
    // Forms solve the spam check in the page; a real challenge costs seconds of CPU per
    // submission on these 2-core machines. The check itself is the same.
    ALTCHA_COST: '1',
    // Playwright on loopback stands for the reverse proxy: each test's X-Forwarded-For is its own client.
    TRUST_PROXY: '127.0.0.1',
    ...posters.env,
    // The import spec's stand-in for the WordPress site listens on loopback (decision 079).
    IMPORT_PRIVATE_HOSTS: 'true',
  };

  const servers: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stop));
    await mail.close();
    await posters.close();
    rmSync(buildCopy, { recursive: true, force: true });
  };
  try {
    const siteDataDir = path.join(scratch, 'site-data');
    mkdirSync(siteDataDir);
    // Both at once: each start is mostly a single process migrating and seeding its own database.
    const starts = [
      // The back office's specs start from an empty database and make what they test.
      startApp(scratch, 'server', {
        ...common,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        SEED_DEMO: 'false',
        // Publish times are shown and entered in this zone, not the browser's (decision 034).
        ORG_TIMEZONE: 'Europe/Paris',
      }),
      // The public site's specs read the demo content, as a newcomer's first start shows it.
      startApp(scratch, 'site', {
        ...common,
        PORT: String(sitePort),
        DATA_DIR: siteDataDir,
        PUBLIC_URL: siteURL,
        SEED_DEMO: 'true',
        // Its pages carry the analytics beacon (decision 089): analytics-beacon.spec.ts sees it sent
        // here, and not from the other app, where it is off as by default.
        ANALYTICS_BEACON: 'true',
      }),
    ];
    const started = await Promise.allSettled(starts);
    for (const start of started) if (start.status === 'fulfilled') servers.push(start.value);
    const failed = started.find((start): start is PromiseRejectedResult => start.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    for (const server of servers) server.kill('SIGKILL');
    await mail.close();
    await posters.close();
    rmSync(buildCopy, { recursive: true, force: true });
    throw error;
  }

  for (const [key, name] of Object.entries(E2E_ENV_KEYS) as [keyof E2eEnv, string][]) process.env[name] = env[key];
  console.log(
    `[e2e] app on ${baseURL}, demo site on ${siteURL}, mail captured on port ${mail.port}, scratch ${scratch}`,
  );

  return async () => {
    await stopAll();
    if (!process.env.ATRIUM_E2E_KEEP) rmSync(scratch, { recursive: true, force: true });
  };
}

/** Starts the real app (its log in `scratch/<name>.log`) and waits until it is ready. */
async function startApp(scratch: string, name: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const logFile = path.join(scratch, `${name}.log`);
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    await waitUntilReady(server, `http://127.0.0.1:${env.PORT}/api/readyz/`, logFile);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return server;
}

/**
 * The app serves a copy of the web build: other work in the same checkout may rebuild
 * apps/web/build mid-run, which would swap the assets under a running server. The copy sits
 * under node_modules so the site's server bundle still resolves react and react-dom.
 */
async function privateWebBuild(): Promise<string> {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const copy = mkdtempSync(path.join(cache, 'atrium-e2e-build-'));
  for (let attempt = 1; ; attempt++) {
    await ensureWebBuild((line) => console.log(`[e2e] ${line}`));
    rmSync(copy, { recursive: true, force: true });
    cpSync(webBuildDir, copy, { recursive: true });
    if (webBuildIsComplete(copy)) return copy;
    if (attempt === 3) throw new Error('The web build kept changing while it was copied; run the suite again.');
  }
}

async function waitUntilReady(child: ChildProcess, url: string, logFile: string): Promise<void> {
  // Generous: on a shared 2-core machine a start has taken over a minute.
  const deadline = Date.now() + 120_000;
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? 1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The app exited (code ${exited}) before it was ready; see ${logFile}.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The app was not ready within 120 s; see ${logFile}.`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
