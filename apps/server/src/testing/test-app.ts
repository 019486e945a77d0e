import type { UserRole } from '@atrium/contract/roles';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { type Config, loadConfig } from '../env.ts';
import { hashPassword } from '../foundations/auth/password.ts';
import type { Clock } from '../service-deps.ts';
import { checkResponsesAgainstSchemas } from './response-check.ts';
import { withClient } from './pg-client.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
/** A loopback address where nothing listens (the discard port): a connection is refused at once. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * Refuses a database in a test file that database-test-files.ts does not find: the PostgreSQL
 * phase runs only the files it finds, and would skip this one without a word.
 */
function assertFoundAsDatabaseTest() {
  const file = expect.getState().testPath;
  if (!file) return;
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (inject('databaseTestFiles').includes(relative)) return;
  throw new Error(
    `${relative} makes a test database, but database-test-files.ts does not count it as a database test, ` +
      'so npm test would not run it on PostgreSQL: import the database (db/database.ts) or the test app ' +
      'from it or from a module of the repository it imports, by a literal path.',
  );
}

/**
 * A fresh database and the configuration that names it: empty, or `migrated` (a copy of the
 * run's migrated template, global-setup.ts). SQLite by default; PostgreSQL when TEST_DATABASE_URL
 * points at a server (a database is created per call and dropped after).
 */
export async function createTestDatabase(
  overrides: (config: Config) => Partial<Config> = () => ({}),
  { migrated = false }: { migrated?: boolean } = {},
) {
  assertFoundAsDatabaseTest();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  const base = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Config['database'] = base.database;
  if (adminUrl) {
    const name = `atrium_t_${randomBytes(6).toString('hex')}`;
    const template = migrated ? inject('postgresTemplate') : undefined;
    if (migrated && !template)
      throw new Error('No migrated PostgreSQL template: is global-setup.ts in the vitest config?');
    // FILE_COPY copies the template's files where PostgreSQL 15's default (WAL_LOG) writes each of
    // its blocks through the write-ahead log: less CPU per database (decision 103).
    const from = template ? ` template ${template} strategy file_copy` : '';
    await withClient(adminUrl, (c) => c.query(`create database ${name}${from}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = { kind: 'postgres', url: url.toString() };
    dropDatabase = () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  }
  const config: Config = {
    ...base,
    database,
    rateLimit: {
      loginPerMinute: 1000,
      resetPerMinute: 1000,
      failuresPerAddressAndAccount: 1000,
      submissionsPerMinute: 1000,
      challengesPerMinute: 1000,
      refreshPerMinute: 1000,
      resetMailsPerAccountPerHour: 1000,
      codeFailuresPerAccount: 1000,
      emailChangesPerAccountPerHour: 1000,
    },
    // A proof of work a test solves in milliseconds.
    captcha: { ...base.captcha, altcha: { cost: 1, counterMin: 1, counterMax: 20, ttlSeconds: 600 } },
    // Every administrator's write on PostgreSQL waits a lease (decision 075): 50 ms on each of
    // thousands of writes doubled the PostgreSQL phase. page-cache.plugin.test.ts keeps 50.
    pageCache: { ...base.pageCache, leaseMs: 5 },
    // Video posters (decision 041) are fetched from where nothing listens: no test reaches the internet.
    posters: { youtube: `${NOWHERE}/vi`, vimeoOembed: `${NOWHERE}/oembed`, vimeoImages: [NOWHERE] },
  };
  Object.assign(config, overrides(config));
  if (migrated && config.database.kind === 'sqlite') copyFileSync(inject('sqliteTemplate'), config.database.file);
  const db = createDatabase(config);
  return {
    db,
    config,
    async close() {
      await db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh app on a fresh, migrated database for one test file (see createTestDatabase). Every
 * answer to `app.inject` is checked against its route's documented responses.
 */
export async function createTestApp(
  overrides: (config: Config) => Partial<Config> = () => ({}),
  { clock }: { clock?: Clock } = {},
) {
  const { db, config, close } = await createTestDatabase(overrides, { migrated: true });
  const app = await buildApp({ config, db, ...(clock ? { clock } : {}) });
  checkResponsesAgainstSchemas(app);
  await app.ready();

  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app on a clock the test moves (`step`), starting at `start` (now by default). */
export async function createClockedTestApp(
  overrides: (config: Config) => Partial<Config> = () => ({}),
  start: number = Date.now(),
) {
  let now = start;
  const t = await createTestApp(overrides, { clock: { now: () => new Date(now) } });
  return { t, step: (ms: number) => (now += ms), now: () => now };
}

let counter = 0;

/**
 * One Argon2id hash per password for the whole worker (decision 055): a hash costs 19 MiB and two
 * passes, and most tests insert an administrator with the same password. Each stored hash still
 * verifies as it would in the app; only its salt is shared between test users.
 */
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts an administrator (or, with `role`, an editor: decision 035) and returns its credentials. */
export async function insertAdmin(
  db: Db,
  overrides: Partial<{
    email: string;
    username: string;
    password: string;
    first_name: string;
    last_name: string;
    role: UserRole;
  }> = {},
) {
  counter += 1;
  const password = overrides.password ?? 'correct-horse-9';
  const email = overrides.email ?? `admin${counter}-${randomBytes(3).toString('hex')}@example.org`;
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      email,
      username: overrides.username ?? email.split('@')[0]!,
      first_name: overrides.first_name ?? 'Ada',
      last_name: overrides.last_name ?? 'Lovelace',
      profile_image: null,
      password_hash: await testPasswordHash(password),
      token_version: 0,
      created_at: now,
      updated_at: now,
      role: overrides.role ?? 'administrator',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, email, password };
}

/** An administrator (or an editor) with a valid token, ready for `authorization` headers. */
export async function signedInAdmin(t: TestApp, role: UserRole = 'administrator') {
  const admin = await insertAdmin(t.db, { role });
  const token = await t.app.tokens.sign({ userId: admin.user.id, tokenVersion: 0 });
  return { ...admin, token, headers: { authorization: `Bearer ${token}` } };
}
