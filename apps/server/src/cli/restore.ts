import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../db/backup.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { createStorage } from '../modules/media/create-storage.ts';
import { assertNodeVersion } from '../node-version.ts';

/**
 * `npm run restore -- FILE`: puts a backup into the configured database and media storage, which
 * must both be empty (a new DATA_DIR, or a new PostgreSQL database and bucket). Start the server
 * afterwards: it applies any migration newer than the backup.
 */
assertNodeVersion();

const USAGE = 'Usage: npm run restore -- FILE.tar.gz';

try {
  const { positionals } = parseArgs({ options: {}, strict: true, allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const manifest = await restoreBackup(
    { config, storage: createStorage(config.storage), log: (line) => console.log(line) },
    positionals[0]!,
  );
  console.log(`Restored the backup of ${manifest.createdAt}. Start the server: npm start`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
