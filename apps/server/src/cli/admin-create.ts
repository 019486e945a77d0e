import { parseArgs } from 'node:util';
import { emailProblem, passwordProblem } from '@atrium/contract/auth';
import { USER_ROLES, type UserRole } from '@atrium/contract/roles';
import { createDatabase, type Db, migrateToLatest } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { generatePassword } from '../foundations/auth/first-admin.ts';
import { hashPassword } from '../foundations/auth/password.ts';
import { createUsersRepository } from '../foundations/auth/users.repository.ts';
import { assertNodeVersion } from '../node-version.ts';

const USAGE = `Usage: npm run admin:create -- --email <email> [--password <password>] [--role administrator|editor] [--username <name>] [--first-name <name>] [--last-name <name>]
  Without --password a strong one is generated and printed once (keeps it out of shell history).
  --role: administrator (the default) or editor (decision 035).`;

export type CreateAdminArgs = {
  email: string;
  password?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  role?: UserRole;
};

/** Bad input or a duplicate: the message is for the person at the terminal. */
export class CliError extends Error {}

export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.email) throw new CliError(`--email is required.\n${USAGE}`);
  const role = values.role ?? 'administrator';
  if (!(USER_ROLES as readonly string[]).includes(role)) {
    throw new CliError(`--role must be one of: ${USER_ROLES.join(', ')}.\n${USAGE}`);
  }
  return {
    role: role as UserRole,
    email: values.email,
    password: values.password,
    username: values.username,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
}

/** Validates and inserts one user (an administrator unless --role editor); returns what to tell the operator. */
export async function createAdmin(db: Db, args: CreateAdminArgs) {
  const email = args.email.trim().toLowerCase();
  const emailError = emailProblem(email);
  if (emailError) throw new CliError(`--email: ${emailError}`);
  const generated = args.password === undefined ? generatePassword() : undefined;
  const password = args.password ?? generated!;
  const passwordError = passwordProblem(password);
  if (passwordError) throw new CliError(`--password: ${passwordError}`);
  const username = (args.username ?? email.split('@')[0]!).trim();
  if (!/^[A-Za-z0-9._-]{1,150}$/.test(username)) {
    throw new CliError('--username: use 1 to 150 letters, digits, dots, dashes or underscores.');
  }
  const firstName = (args.firstName ?? '').trim();
  const lastName = (args.lastName ?? '').trim();
  if (firstName.length > 150 || lastName.length > 150) throw new CliError('Names must be at most 150 characters.');

  const users = createUsersRepository(db);
  if (await users.getByEmail(email)) throw new CliError(`A user with the email ${email} already exists.`);
  if (await users.getByUsername(username)) {
    throw new CliError(`A user with the username ${username} already exists. Choose another with --username.`);
  }
  try {
    const user = await users.insert({
      email,
      username,
      first_name: firstName,
      last_name: lastName,
      profile_image: null,
      password_hash: await hashPassword(password),
      role: args.role ?? 'administrator',
    });
    return { user, generatedPassword: generated };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new CliError(`A user with the email ${email} or username ${username} already exists.`);
    throw error;
  }
}

async function main(): Promise<void> {
  assertNodeVersion();
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const { user, generatedPassword } = await createAdmin(db, args);
    console.log(`Created ${user.role} ${user.email} (username ${user.username}, id ${user.id}).`);
    if (generatedPassword) console.log(`Password: ${generatedPassword}  (shown once; change it after signing in)`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof CliError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
}
