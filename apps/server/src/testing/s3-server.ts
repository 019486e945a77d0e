import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../env.ts';

export type StorageKind = 'local' | 's3';

/**
 * The storage drivers the media tests run against (decision 042): local disk always, and an
 * in-process s3rver in the SQLite phase only (the PostgreSQL phase runs the same media code
 * against another database, which S3 does not care about; skipping it there keeps CI short).
 */
export const storageKinds: StorageKind[] = process.env.TEST_DATABASE_URL ? ['local'] : ['local', 's3'];

/**
 * An S3 server for one test app: s3rver on a free loopback port, its objects in a temporary
 * folder, one bucket. `storage` is the configuration that points the app at it.
 */
export async function startS3Server(bucket = 'atrium-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'atrium-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const storage: Config['storage'] = {
    driver: 's3',
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    storage,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Overrides for createTestApp that put media on `kind` storage, and what stops its server.
 * Local storage needs nothing: the test app's data directory has its media folder.
 */
export async function storageFor(
  kind: StorageKind,
): Promise<{ overrides: Partial<Pick<Config, 'storage'>>; close: () => Promise<void> }> {
  if (kind === 'local') return { overrides: {}, close: async () => {} };
  const s3 = await startS3Server();
  return { overrides: { storage: s3.storage }, close: s3.close };
}
