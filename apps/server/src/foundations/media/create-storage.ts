import type { Config } from '../../env.ts';
import { createLocalStorage } from './local-storage.ts';
import type { StorageDriver } from './storage.ts';

type S3Settings = Extract<Config['storage'], { driver: 's3' }>;

/** The storage driver the configuration names (STORAGE): local disk or an S3 bucket. */
export function createStorage(storage: Config['storage']): StorageDriver {
  return storage.driver === 's3' ? lazyS3Storage(storage) : createLocalStorage(storage.dir);
}

/**
 * The S3 driver (s3-storage.ts), its SDK imported on first use: a site on local disk never loads
 * the AWS SDK, about 6 MB of live heap and 20-30 MB of resident memory (decision 046). The server
 * asks it to serve at start, so an S3 site loads it then, as before.
 */
function lazyS3Storage(settings: S3Settings): StorageDriver {
  let loaded: Promise<StorageDriver> | undefined;
  const driver = () => (loaded ??= import('./s3-storage.ts').then((module) => module.createS3Storage(settings)));
  return {
    put: async (key, body, contentType) => (await driver()).put(key, body, contentType),
    putFile: async (key, source, contentType) => (await driver()).putFile(key, source, contentType),
    size: async (key) => (await driver()).size(key),
    remove: async (key) => (await driver()).remove(key),
    async *list(prefix) {
      yield* (await driver()).list(prefix);
    },
    get: async (key) => (await driver()).get(key),
    serve: async (app, prefix) => (await driver()).serve(app, prefix),
  };
}
