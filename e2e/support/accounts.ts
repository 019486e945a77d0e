import { randomBytes } from 'node:crypto';
import { createAdmin } from '../../apps/server/src/cli/admin-create.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { loadConfig } from '../../apps/server/src/env.ts';
import { readE2eEnv } from './env.ts';

export type Account = { email: string; password: string; username: string; firstName?: string; lastName?: string };

let sequence = 0;

/**
 * A fresh administrator, made by the CLI's own function (`npm run admin:create`'s createAdmin, its
 * checks and hashing) on the app's database. In the worker's process rather than as the CLI: a
 * process of its own started Node, loaded the server's modules and every migration for each
 * account (decision 109); the CLI itself is apps/server/src/cli/admin-create.test.ts's.
 */
export async function createAccount(
  label: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<Account> {
  const { dataDir } = readE2eEnv();
  const tag = `${label
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
    .slice(0, 24)}-${process.pid}-${++sequence}-${randomBytes(3).toString('hex')}`;
  const account: Account = {
    email: `${tag}@e2e.example.org`,
    username: tag,
    password: `Pw-${randomBytes(8).toString('hex')}`,
    ...names,
  };
  // The app's own database, as the CLI finds it with the app's DATA_DIR (global-setup.ts), already migrated.
  const db = createDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    await createAdmin(db, { email: account.email, password: account.password, username: account.username, ...names });
  } finally {
    await db.destroy();
  }
  return account;
}
