import type { FastifyInstance } from 'fastify';
import { createHealthRepository } from './health.repository.ts';
import { checkDirectoryWritable, failureOf } from './readiness.ts';

/** Whether the process can serve: the database and the data directories take writes. */
export function createHealthService(app: FastifyInstance) {
  const repo = createHealthRepository(app.db);
  const { config } = app;
  // Where the server writes: the database file, uploads in progress, mail and media.
  const dataDirs = [...new Set([config.dataDir, ...(config.storage.driver === 'local' ? [config.storage.dir] : [])])];

  return {
    /** Each failed check's error (undefined when it passed), each within its deadline. */
    async readiness(): Promise<{ database: unknown; dataDir: unknown }> {
      const [database, ...dirs] = await Promise.all([
        failureOf(() => repo.recordCheck()),
        ...dataDirs.map((dir) => failureOf(() => checkDirectoryWritable(dir))),
      ]);
      return { database, dataDir: dirs.find((failure) => failure !== undefined) };
    },
  };
}
