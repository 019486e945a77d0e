import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, GENERATED_SECRET_FILE, loadConfig } from '../env.ts';
import { createStorage } from '../foundations/media/create-storage.ts';
import { createClockedTestApp, createTestDatabase, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import { BackupError, createBackup, keyFingerprint, restoreBackup } from './backup.ts';
import { createDatabase } from './database.ts';

/**
 * Decision 069: a backup restored into a new data directory brings the second factors back
 * working, or the restore refuses, naming the key by its fingerprint, and writes nothing. The
 * TOTP secrets are sealed with JWT_SECRET (foundations/auth/two-factor.ts), which is generated into
 * DATA_DIR when unset (env.ts) and carried by the archive, or given in the environment and not.
 */

const STEP = 30_000;
/** Mid-step, so the enrolment's code and the next step's are clearly apart. */
const start = Math.floor(Date.now() / STEP) * STEP + 5_000;
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp, algorithm: 'SHA1', digits: 6, period: 30 });

/** JWT_SECRET unset: the key loadConfig generates into (or reads from) this data directory. */
const generatedKey = (config: Config) => loadConfig({ DATA_DIR: config.dataDir }).jwtSecret;

let work: string;
const closing: Array<() => Promise<void>> = [];

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'atrium-backup-keys-'));
});
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  rmSync(work, { recursive: true, force: true });
});

/** An editor with TOTP on (enrolled at `start`): their credentials, secret and recovery codes. */
async function enrolled(t: TestApp) {
  const user = await signedInAdmin(t, 'editor');
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin-profile/two-factor/start/',
    headers: user.headers,
  });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/admin-profile/two-factor/confirm/',
    headers: user.headers,
    payload: { code: codeAt(secret, start) },
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    email: user.email,
    password: user.password,
    secret,
    codes: confirmed.json().data.recovery_codes as string[],
  };
}

async function source(overrides?: (config: Config) => Partial<Config>) {
  const { t } = await createClockedTestApp(overrides, start);
  closing.push(() => t.close());
  const user = await enrolled(t);
  const archive = path.join(work, `${randomBytes(4).toString('hex')}.tar.gz`);
  const manifest = await createBackup({ config: t.config, storage: createStorage(t.config.storage) }, archive);
  return { t, user, archive, manifest };
}

async function emptyTarget(overrides?: (config: Config) => Partial<Config>) {
  const target = await createTestDatabase(overrides);
  closing.push(() => target.close());
  return target;
}

type Target = Awaited<ReturnType<typeof emptyTarget>>;

/** Nothing was written: no table in the database, no file in the storage. */
async function expectUntouched(target: Target) {
  expect(await target.db.introspection.getTables()).toEqual([]);
  for await (const file of createStorage(target.config.storage).list('')) expect.fail(`restored ${file.key}`);
}

/**
 * The restored system as `npm start` would run it, a step after the enrolment (its code is used),
 * with `jwtSecret` as its environment gives it.
 */
async function restoredApp(target: Target, jwtSecret: string) {
  // The empty target's connection predates the restored file (SQLite): a new one reads it.
  await target.db.destroy();
  const config = { ...target.config, jwtSecret };
  const db = createDatabase(config);
  const app = await buildApp({ config, db, clock: { now: () => new Date(start + STEP) } });
  await app.ready();
  closing.push(async () => {
    await app.close();
    await db.destroy();
  });
  return app;
}

async function signIn(
  app: Awaited<ReturnType<typeof restoredApp>>,
  user: { email: string; password: string },
  code: string,
) {
  const first = await app.inject({
    method: 'POST',
    url: '/api/admin-login/',
    payload: { identifier: user.email, password: user.password },
  });
  expect(first.statusCode).toBe(200);
  const { challenge } = first.json().data as { challenge: string };
  return app.inject({ method: 'POST', url: '/api/auth/two-factor/', payload: { challenge, code } });
}

describe('backup and restore of the key the TOTP secrets are sealed with', () => {
  it('carries a generated JWT_SECRET: a restore into a new DATA_DIR signs a TOTP user in with a code', async () => {
    const { t, user, archive, manifest } = await source((config) => ({ jwtSecret: generatedKey(config) }));
    expect(manifest.key).toEqual({
      fingerprint: keyFingerprint(t.config.jwtSecret),
      file: 'keys/jwt-secret',
      sealedSecrets: 1,
    });
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toContain('keys/jwt-secret');

    // A new DATA_DIR with JWT_SECRET unset: loadConfig has generated a key of its own there.
    const target = await emptyTarget((config) => ({ jwtSecret: generatedKey(config) }));
    const keyFile = path.join(target.config.dataDir, GENERATED_SECRET_FILE);
    const fresh = readFileSync(keyFile, 'utf8');
    expect(fresh).not.toBe(t.config.jwtSecret);
    const storage = createStorage(target.config.storage);

    // JWT_SECRET set to another value: refused before anything is written.
    const other = randomBytes(32).toString('hex');
    const refused = await restoreBackup({ config: { ...target.config, jwtSecret: other }, storage }, archive).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BackupError);
    const message = (refused as Error).message;
    expect(message).toContain(`fingerprint ${manifest.key!.fingerprint}`);
    expect(message).toContain(`fingerprint ${keyFingerprint(other)}`);
    expect(message).toContain('Unset JWT_SECRET');
    expect(message).not.toContain(t.config.jwtSecret);
    expect(message).not.toContain(other);
    await expectUntouched(target);
    expect(readFileSync(keyFile, 'utf8')).toBe(fresh);

    await restoreBackup({ config: target.config, storage }, archive);
    // The archive's key replaced the generated one, and is as private as env.ts makes it.
    expect(readFileSync(keyFile, 'utf8')).toBe(t.config.jwtSecret);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(existsSync(`${keyFile}.restoring`)).toBe(false);

    const app = await restoredApp(target, generatedKey(target.config));
    const second = await signIn(app, user, codeAt(user.secret, start + STEP));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.user.email).toBe(user.email);
  });

  it('names a JWT_SECRET from the environment by its fingerprint: refused under another, restored under it', async () => {
    const { t, user, archive, manifest } = await source();
    expect(manifest.key).toEqual({ fingerprint: keyFingerprint(t.config.jwtSecret), file: null, sealedSecrets: 1 });
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries.filter((name) => name.startsWith('keys/'))).toEqual([]);

    // Another JWT_SECRET (the test database's own): refused, naming what is missing, nothing written.
    const target = await emptyTarget();
    const storage = createStorage(target.config.storage);
    const refused = await restoreBackup({ config: target.config, storage }, archive).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    const message = (refused as Error).message;
    expect(message).toContain(
      `this archive's two-factor secrets (1 user) were sealed with a JWT_SECRET whose fingerprint is ${manifest.key!.fingerprint}; ` +
        `the configured JWT_SECRET's is ${keyFingerprint(target.config.jwtSecret)}. Set JWT_SECRET to that value`,
    );
    expect(message).not.toContain(t.config.jwtSecret);
    expect(message).not.toContain(target.config.jwtSecret);
    await expectUntouched(target);

    // The same JWT_SECRET: restored, and the code is accepted.
    await restoreBackup({ config: { ...target.config, jwtSecret: t.config.jwtSecret }, storage }, archive);
    const app = await restoredApp(target, t.config.jwtSecret);
    const second = await signIn(app, user, codeAt(user.secret, start + STEP));
    expect(second.statusCode, second.body).toBe(200);
  });

  it('restores under another key only when asked to: then the codes are refused and recovery codes work', async () => {
    const { user, archive } = await source();
    const target = await emptyTarget();
    await restoreBackup({ config: target.config, storage: createStorage(target.config.storage) }, archive, {
      ignoreTwoFactorKey: true,
    });
    const app = await restoredApp(target, target.config.jwtSecret);
    expect((await signIn(app, user, codeAt(user.secret, start + STEP))).statusCode).toBe(401);
    expect((await signIn(app, user, user.codes[0]!)).statusCode).toBe(200);
  });
});
