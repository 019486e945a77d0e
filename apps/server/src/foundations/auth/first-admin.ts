import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import type { Config } from '../../env.ts';
import { hashPassword } from './password.ts';
import { createUsersRepository } from './users.repository.ts';

const DEFAULT_ADMIN_EMAIL = 'admin@example.org';

/** No 0/O, 1/l/I: the password is read off a terminal and typed by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Four groups of five from 31 symbols: about 99 bits, e.g. 'k7rmq-2xhtw-9fnbe-pw4ca'. */
export function generatePassword(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/**
 * On an empty users table, creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD.
 * Without a configured password one is generated and returned, for main.ts to print once.
 * Null when administrators already exist.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, 'admin'>,
): Promise<{ email: string; password?: string } | null> {
  const users = createUsersRepository(db);
  if ((await users.count()) > 0) return null;
  const email = (config.admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = config.admin.password ? undefined : generatePassword();
  const password = config.admin.password ?? generated!;
  try {
    await users.insert({
      email,
      username: email.split('@')[0]!,
      first_name: '',
      last_name: '',
      profile_image: null,
      password_hash: await hashPassword(password),
    });
  } catch (error) {
    // Another process starting on the same database created it first.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { email, password: generated };
}
