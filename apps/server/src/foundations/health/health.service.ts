import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { createHealthRepository } from './health.repository.ts';
import { checkDirectoryWritable, failureOf } from './readiness.ts';

export type HealthServiceDeps = { db: Db; config: Pick<Config, 'dataDir' | 'storage'> };

/** Whether the process can serve: the database and the data directories take writes. */
export function createHealthService({ db, config }: HealthServiceDeps) {
  const repo = createHealthRepository(db);
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
