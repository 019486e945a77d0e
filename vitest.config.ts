import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles, TEST_FILE_PATTERNS } from './apps/server/src/testing/database-test-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const databaseFiles = databaseTestFiles(root);

export default defineConfig({
  // The web app's one import alias (apps/web/vite.config.ts), so its modules load in unit tests as
  // they are; the site's entry script's address, which its Vite plugin gives, is a stand-in's.
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)),
      'virtual:atrium/site-client': fileURLToPath(
        new URL('./apps/web/app/testing/site-client-entry.ts', import.meta.url),
      ),
    },
  },
  test: {
    // On PostgreSQL (npm test's second phase) only the files that touch a database: the others
    // would run the same code again (decision 025).
    include: process.env.TEST_DATABASE_URL ? databaseFiles : TEST_FILE_PATTERNS,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker imports the app's modules once and runs file after file with them (decision 055):
    // about a third of the phase was each file importing the same graph again. No file may
    // depend on a fresh copy of a module: module state is a memo (a decoy hash, a parsed header,
    // the podcast cover) or per app; vitest.setup.ts undoes what a file may leave (globals, env,
    // fake timers), and the phase passes in shuffled orders (`-- --sequence.shuffle`).
    isolate: false,
    // Vitest's default on 2 cores is 1 worker; a file waits on its database as much as it computes.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    globalSetup: ['./apps/server/src/testing/global-setup.ts'],
    provide: { databaseTestFiles: databaseFiles },
    setupFiles: ['./vitest.setup.ts'],
  },
});
