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
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: E2eEnv = {
    baseURL,
    dataDir,
    mailDir,
    adminEmail: 'admin@e2e.example.org',
    adminPassword: `Adm1n-${randomBytes(6).toString('hex')}`,
  };

  const log = createWriteStream(path.join(scratch, 'server.log'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_BUILD_DIR: buildCopy,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: env.adminEmail,
      ADMIN_PASSWORD: env.adminPassword,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LOG_LEVEL: 'warn',
      // Forms solve the spam check in the page; a real challenge costs seconds of CPU per
      // submission on these 2-core machines. The check itself is the same.
      ALTCHA_COST: '1',
      // Playwright on loopback stands for the reverse proxy: each test's X-Forwarded-For is its own client.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitUntilReady(server, `${baseURL}/api/readyz/`, path.join(scratch, 'server.log'));
  } catch (error) {
    server.kill('SIGKILL');
    await mail.close();
    rmSync(buildCopy, { recursive: true, force: true });
    throw error;
  }

  for (const [key, name] of Object.entries(E2E_ENV_KEYS) as [keyof E2eEnv, string][]) process.env[name] = env[key];
  console.log(`[e2e] app on ${baseURL}, mail captured on port ${mail.port}, scratch ${scratch}`);

  return async () => {
    await stop(server);
    await mail.close();
    rmSync(buildCopy, { recursive: true, force: true });
    if (!process.env.ATRIUM_E2E_KEEP) rmSync(scratch, { recursive: true, force: true });
  };
}

/**
 * The app serves a copy of the web build: other work in the same checkout may rebuild
 * apps/web/build mid-run, which would swap the assets under a running server. The copy sits
 * under node_modules so the server build still resolves react and react-router.
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
  const deadline = Date.now() + 60_000;
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
  throw new Error(`The app was not ready within 60 s; see ${logFile}.`);
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
