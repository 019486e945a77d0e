import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../db/backup.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { createStorage } from '../foundations/media/create-storage.ts';
import { assertNodeVersion } from '../node-version.ts';

/**
 * `npm run restore -- FILE [--ignore-two-factor-key]`: puts a backup into the configured database
 * and media storage, which must both be empty (a new DATA_DIR, or a new PostgreSQL database and
 * bucket), with the key its TOTP secrets were sealed with (decision 069). Start the server
 * afterwards: it applies any migration newer than the backup.
 */
assertNodeVersion();

const USAGE = 'Usage: npm run restore -- FILE.tar.gz [--ignore-two-factor-key]';

try {
  const { positionals, values } = parseArgs({
    options: { 'ignore-two-factor-key': { type: 'boolean' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const manifest = await restoreBackup(
    { config, storage: createStorage(config.storage), log: (line) => console.log(line) },
    positionals[0]!,
    { ignoreTwoFactorKey: values['ignore-two-factor-key'] === true },
  );
  console.log(`Restored the backup of ${manifest.createdAt}. Start the server: npm start`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  else if (error instanceof TypeError && /parseArgs|option/i.test(error.message))
    console.error(`${error.message}\n${USAGE}`);
  else console.error(error);
  process.exitCode = 1;
}
