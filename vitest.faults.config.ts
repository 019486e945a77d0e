import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults` (and a phase of `npm test`): the real server as a child process, killed,
 * cut off from its database and short of disk. One file at a time: each one measures times.
 */
export default defineConfig({
  test: {
    include: ['faults/**/*.fault.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
