import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../db/backup.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { createStorage } from '../foundations/media/create-storage.ts';
import { assertNodeVersion } from '../node-version.ts';

/**
 * `npm run backup [-- --out FILE]`: one archive of the database and every media file (decision
 * 042). Safe while the server runs. Without --out: ./atrium-backup-<UTC time>.tar.gz.
 */
assertNodeVersion();

const USAGE = 'Usage: npm run backup [-- --out FILE.tar.gz]';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true, allowPositionals: false });
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const out = path.resolve(values.out ?? `atrium-backup-${stamp}.tar.gz`);
  const manifest = await createBackup(
    { config, storage: createStorage(config.storage), log: (line) => console.log(line) },
    out,
  );
  console.log(`Backup written: ${out} (schema ${manifest.database.migration ?? 'empty'})`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  else if (error instanceof TypeError && /parseArgs|option/i.test(error.message))
    console.error(`${error.message}\n${USAGE}`);
  else console.error(error);
  process.exitCode = 1;
}
