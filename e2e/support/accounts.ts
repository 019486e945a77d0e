import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { root } from '../../scripts/web-build.ts';
import { readE2eEnv } from './env.ts';

export type Account = { email: string; password: string; username: string; firstName?: string; lastName?: string };

let sequence = 0;

/** A fresh administrator, made with the real CLI (`npm run admin:create`) in the app's data directory. */
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
  const args = [
    path.join(root, 'apps/server/src/cli/admin-create.ts'),
    '--email',
    account.email,
    '--password',
    account.password,
    '--username',
    account.username,
  ];
  if (names.firstName) args.push('--first-name', names.firstName);
  if (names.lastName) args.push('--last-name', names.lastName);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin:create failed (${code}): ${output.trim()}`)),
    );
  });
  return account;
}
