import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles, TEST_FILE_PATTERNS } from './apps/server/src/testing/database-test-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const databaseFiles = databaseTestFiles(root);

export default defineConfig({
  // The web app's one import alias (apps/web/vite.config.ts), so its modules load in unit tests as they are.
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  test: {
    // On PostgreSQL (npm test's second phase) only the files that touch a database: the others
    // would run the same code again (decision 025).
    include: process.env.TEST_DATABASE_URL ? databaseFiles : TEST_FILE_PATTERNS,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on 2 cores is 1 worker; a file waits on its database as much as it computes.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    globalSetup: ['./apps/server/src/testing/global-setup.ts'],
    provide: { databaseTestFiles: databaseFiles },
    setupFiles: ['./vitest.setup.ts'],
  },
});
