import type { Config } from '../../env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageDriver } from './storage.ts';

/** The storage driver the configuration names (STORAGE): local disk or an S3 bucket. */
export function createStorage(storage: Config['storage']): StorageDriver {
  return storage.driver === 's3' ? createS3Storage(storage) : createLocalStorage(storage.dir);
}
