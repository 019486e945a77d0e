/**
 * The demo seed in a process of its own (decision 057). It makes every demo image with sharp
 * (libvips' pixel buffers, its worker threads, glibc arenas they leave behind): in the serving
 * process that stayed resident for its whole life, 40-60 MB for a seed that runs once. Here
 * the process ends when the content is written and gives all of it back.
 *
 * Run by `startServer` (server.ts) after the migrations, before the app is built; run as a
 * script it seeds the database the environment names and exits 0, or 1 with the error.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { WORKER_ROLE_ENV } from '../cluster.ts';

/** This file, as it runs (TypeScript from the sources, JavaScript from `npm start`'s compiled server). */
const script = import.meta.filename;

/**
 * Seeds the demo content in a child process (the same Node, flags and environment) and waits
 * for it; rejects when it fails, with its errors already on stderr.
 */
export function seedDemoInChildProcess(): Promise<void> {
  const env = { ...process.env };
  // A cluster worker's child is not a worker (node:cluster reads NODE_UNIQUE_ID).
  delete env.NODE_UNIQUE_ID;
  delete env[WORKER_ROLE_ENV];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The demo seed failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

/** In the child. Its modules load here, not where this file is imported: the seed's load sharp (libvips). */
async function seedThisDatabase(): Promise<void> {
  const [{ buildApp }, { createDatabase }, { loadConfig }, { seedDemoContent }] = await Promise.all([
    import('../app.ts'),
    import('../db/database.ts'),
    import('../env.ts'),
    import('./demo.ts'),
  ]);
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    const app = await buildApp({ config, db, logger: { level: config.logLevel } });
    try {
      await app.ready();
      await seedDemoContent(app);
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === script) {
  try {
    await seedThisDatabase();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
