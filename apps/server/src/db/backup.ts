import { spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import * as tar from 'tar';
import { type Config, GENERATED_SECRET_FILE } from '../env.ts';
import { contentTypeOfKey, isSafeKey, type StorageDriver } from '../foundations/media/storage.ts';
import { createDatabase, type Db } from './database.ts';

/**
 * Backups (decision 042): ONE tar.gz holding a consistent copy of the database (SQLite's online
 * backup, or `pg_dump --format=custom` inside the snapshot the row counts were read in), every
 * media file read through the storage driver (local or S3), and manifest.json: what the archive
 * is, the schema's last migration, the rows of every table and every file's size and SHA-256.
 * Tables are found, not listed: a table added by a later migration is in the next backup.
 *
 * Decision 069: the archive and everything staged for it are the owner's alone (0600, from their
 * creation), and the manifest names the key the TOTP secrets are sealed with (JWT_SECRET): a
 * generated key (DATA_DIR/jwt-secret) travels in the archive and is put back by the restore; a
 * key from the environment is recorded by its fingerprint, and a restore under another refuses.
 */

const backupFormat = 'atrium-backup';
/** 2: the manifest's `key` (decision 069). A format-1 restore would drop the key without a word. */
const backupFormatVersion = 2;

export type BackupManifest = {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  database: { kind: 'sqlite' | 'postgres'; file: string; sha256: string; migration: string | null };
  tables: Record<string, number>;
  media: Array<{ key: string; bytes: number; sha256: string }>;
  /** The key the TOTP secrets are sealed with (format 2 on; a format-1 archive has none). */
  key?: {
    /** keyFingerprint(JWT_SECRET): names the key without giving it away. */
    fingerprint: string;
    /** The archive's copy of a generated key (DATA_DIR/jwt-secret); null when it came from the environment. */
    file: string | null;
    /** Users with two-factor on, whose secret opens only with this key. */
    sealedSecrets: number;
  };
};

export type BackupDeps = {
  config: Pick<Config, 'database' | 'dataDir' | 'jwtSecret'>;
  storage: StorageDriver;
  log?: (line: string) => void;
};

export type RestoreOptions = {
  /**
   * Restore under another JWT_SECRET although two-factor secrets were sealed with the archive's:
   * for a key that is lost. Those users then sign in with a recovery code or are reset.
   */
  ignoreTwoFactorKey?: boolean;
};

/** A message for the person at the terminal: the backup or restore did nothing harmful. */
export class BackupError extends Error {}

const sqliteName = 'database/atrium.sqlite';
const pgDumpName = 'database/atrium.pgdump';
const keyName = 'keys/jwt-secret';
/**
 * The archive, its entries and every file staged for it: the database, password hashes and (with
 * a generated key) what opens the TOTP secrets are the owner's alone.
 */
const PRIVATE = 0o600;

/**
 * A JWT_SECRET's fingerprint: the first 16 hex digits of HMAC-SHA256 keyed with the secret over a
 * fixed label, so it can be printed and compared without giving the secret (or anything derived
 * from it for use) away. `printf %s 'atrium key fingerprint' | openssl dgst -sha256 -hmac "$JWT_SECRET"`
 * shows the same digits.
 */
export function keyFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('atrium key fingerprint').digest('hex').slice(0, 16);
}

/** The generated key in `dataDir` (env.ts's persistentSecret), or null. */
async function generatedSecret(dataDir: string): Promise<string | null> {
  const file = path.join(dataDir, GENERATED_SECRET_FILE);
  return existsSync(file) ? (await readFile(file, 'utf8')).trim() : null;
}

/**
 * Creates an empty file only its owner may read, failing if it exists: a tool that then writes
 * into it (SQLite's backup, pg_dump) keeps that mode, and nothing is ever readable meanwhile.
 */
async function createPrivate(file: string) {
  await (await open(file, 'wx', PRIVATE)).close();
}

/** Writes the archive to `out` (through `out.partial`, renamed when complete). */
export async function createBackup({ config, storage, log = () => {} }: BackupDeps, out: string) {
  const target = path.resolve(out);
  await mkdir(path.dirname(target), { recursive: true });
  // The database copy is staged beside the archive: the disk that receives it has the room, and
  // it is not DATA_DIR/tmp (which the server empties at start).
  const stage = await mkdtemp(path.join(path.dirname(target), '.atrium-backup-'));
  try {
    await mkdir(path.join(stage, 'database'));
    const dbFile = config.database.kind === 'sqlite' ? sqliteName : pgDumpName;
    let counted: Counted;
    if (config.database.kind === 'sqlite') {
      const copy = path.join(stage, sqliteName);
      await createPrivate(copy);
      const source = new DatabaseSync(config.database.file, { readOnly: true });
      try {
        await sqliteBackup(source, copy);
      } finally {
        source.close();
      }
      // Counted in the copy itself: exactly what the archive holds.
      counted = countSqlite(copy);
    } else {
      const url = config.database.url;
      const dump = path.join(stage, pgDumpName);
      await createPrivate(dump);
      counted = await withPostgres(config, (db) => dumpPostgres(db, url, dump));
    }
    const { tables } = counted;
    const manifestDb = {
      kind: config.database.kind,
      file: dbFile,
      sha256: await sha256File(path.join(stage, dbFile)),
      migration: counted.migration,
    };
    log(`database: ${Object.keys(tables).length} tables, ${sum(Object.values(tables))} rows`);

    // The key travels only when it is the generated one, which lives in DATA_DIR beside the
    // database anyway; a key given in the environment was kept out of DATA_DIR on purpose.
    const carried = (await generatedSecret(config.dataDir)) === config.jwtSecret;
    const key: NonNullable<BackupManifest['key']> = {
      fingerprint: keyFingerprint(config.jwtSecret),
      file: carried ? keyName : null,
      sealedSecrets: counted.sealedSecrets,
    };
    log(
      carried
        ? `key: the generated JWT_SECRET (DATA_DIR/${GENERATED_SECRET_FILE}) is in the archive: keep it as private as DATA_DIR`
        : `key: JWT_SECRET comes from the environment and is not in the archive (fingerprint ${key.fingerprint}); ` +
            `a restore needs the same value (${key.sealedSecrets} users' two-factor secrets are sealed with it)`,
    );

    // Media are streamed from the driver straight into the archive (never staged, never whole in
    // memory); the manifest, which holds their checksums, is the last entry.
    const partial = `${target}.partial`;
    // Level 1: media are already compressed (JPEG, WebP, MP4); a higher level costs CPU for nothing.
    const pack = new tar.Pack({ gzip: { level: 1 }, portable: true, cwd: stage });
    // Created 0600 ('wx': a file left by a killed run, whatever its mode, is removed, not reused);
    // the rename keeps the mode, and replaces an archive of the same name rather than writing into it.
    await rm(partial, { force: true });
    const file = createWriteStream(partial, { flags: 'wx', mode: PRIVATE });
    const written = pipeline(pack, file);
    // A failure of the file or the compressor is reported by `written`; seen early, it stops the loop.
    let failed: unknown;
    const stop = new AbortController();
    written.catch((error: unknown) => {
      failed = error;
      stop.abort(error);
    });
    pack.add(dbFile);
    const media: BackupManifest['media'] = [];
    try {
      if (carried) {
        const secret = Buffer.from(config.jwtSecret);
        await addStream(pack, keyName, secret.length, Readable.from([secret]), stop.signal);
      }
      for await (const { key, bytes } of storage.list('')) {
        if (failed) throw failed;
        const body = await storage.get(key);
        if (!body) continue; // Removed since it was listed.
        media.push({ key, bytes, sha256: await addStream(pack, `media/${key}`, bytes, body, stop.signal) });
      }
      log(`media: ${media.length} files, ${sum(media.map((m) => m.bytes))} bytes`);
      const manifest: BackupManifest = {
        format: backupFormat,
        version: backupFormatVersion,
        createdAt: new Date().toISOString(),
        database: manifestDb,
        tables,
        media,
        key,
      };
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      await addStream(pack, 'manifest.json', json.length, Readable.from([json]), stop.signal);
      pack.end();
      await written;
      await rename(partial, target);
      return manifest;
    } catch (error) {
      // The archive's own failure says more than the wait it ended, but only one that came before
      // this error: destroying the pack below makes the pipeline fail too ("writev after a stream
      // was destroyed"), which would otherwise hide the real reason.
      const cause = failed ?? error;
      // The pack, once destroyed, does not end the pipeline: the file is closed directly.
      pack.destroy();
      if (!file.closed) {
        const closed = once(file, 'close');
        file.destroy();
        await closed;
      }
      await rm(partial, { force: true });
      throw cause;
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Adds `size` bytes from `body` to the archive as the file `name`, at the pace the archive is
 * written (backpressure: one chunk in memory) or until `signal` says the archive's file failed;
 * returns their SHA-256. A body of another length fails the backup rather than write a wrong
 * entry.
 */
async function addStream(
  pack: tar.Pack,
  name: string,
  size: number,
  body: Readable,
  signal: AbortSignal,
): Promise<string> {
  const entry = new tar.ReadEntry(new tar.Header({ path: name, size, type: 'File', mode: PRIVATE, mtime: new Date() }));
  pack.add(entry);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body) {
    const data = chunk as Buffer;
    bytes += data.length;
    if (bytes > size) break;
    hash.update(data);
    // The archive's file failing (a full disk) ends the wait too.
    if (!entry.write(data)) await once(entry, 'drain', { signal });
  }
  if (bytes !== size) {
    body.destroy();
    throw new BackupError(
      `${name} changed while it was read (${bytes} bytes instead of ${size}); run the backup again.`,
    );
  }
  entry.end();
  return hash.digest('hex');
}

/**
 * Restores `archive` into the configured database and media storage, both of which must be
 * empty: a restore never merges into or overwrites a live system. The TOTP secrets come back
 * usable or not at all: the archive's generated key replaces the new DATA_DIR's, and a restore
 * under a JWT_SECRET they were not sealed with is refused before anything is written.
 */
export async function restoreBackup(
  { config, storage, log = () => {} }: BackupDeps,
  archive: string,
  options: RestoreOptions = {},
) {
  const source = path.resolve(archive);
  if (!existsSync(source)) throw new BackupError(`No such backup file: ${source}`);
  await assertEmpty({ config, storage });

  const stage = await mkdtemp(path.join(path.dirname(source), '.atrium-restore-'));
  try {
    await tar.extract({ file: source, cwd: stage, strict: true });
    const manifest = await readManifest(stage);
    if (manifest.database.kind !== config.database.kind) {
      throw new BackupError(
        `This backup holds a ${manifest.database.kind} database; the configured database is ${config.database.kind}.`,
      );
    }
    const dbFile = path.join(stage, manifest.database.file);
    if ((await sha256File(dbFile)) !== manifest.database.sha256)
      throw new BackupError('The database copy in the backup does not match its checksum: the archive is damaged.');
    for (const file of manifest.media) {
      if (!isSafeKey(file.key)) throw new BackupError(`The backup names an unsafe media key: ${file.key}`);
      if ((await sha256File(path.join(stage, 'media', file.key))) !== file.sha256)
        throw new BackupError(`The media file ${file.key} does not match its checksum: the archive is damaged.`);
    }
    const keyToWrite = await keyToRestore(manifest, stage, config, options, log);
    // Before the database: a restore cut short leaves the key that matches what it did write.
    if (keyToWrite !== null) {
      await writePrivateFile(path.join(config.dataDir, GENERATED_SECRET_FILE), keyToWrite);
      log(`key: the archive's generated JWT_SECRET is now DATA_DIR/${GENERATED_SECRET_FILE}`);
    }

    if (config.database.kind === 'sqlite') {
      const target = config.database.file;
      for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(target + suffix, { force: true });
      await copyFile(dbFile, `${target}.restoring`);
      await rename(`${target}.restoring`, target);
      const { tables } = countSqlite(target);
      assertSameCounts(manifest.tables, tables);
    } else {
      await pgRestore(config.database.url, dbFile);
      assertSameCounts(manifest.tables, (await withPostgres(config, countPostgres)).tables);
    }
    log(`database: ${Object.keys(manifest.tables).length} tables restored`);

    for (const file of manifest.media) {
      await storage.put(
        file.key,
        createReadStream(path.join(stage, 'media', file.key)),
        contentTypeOfKey(file.key) ?? 'application/octet-stream',
      );
    }
    log(`media: ${manifest.media.length} files restored`);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * What the restore does about the key the TOTP secrets are sealed with: the archive's generated
 * key to write into DATA_DIR (in place of the one just generated there), null when the configured
 * key already opens them (or none needs it); throws, naming the key by its fingerprint, when
 * the secrets would come back sealed with a key nobody configured.
 */
async function keyToRestore(
  manifest: BackupManifest,
  stage: string,
  config: BackupDeps['config'],
  { ignoreTwoFactorKey = false }: RestoreOptions,
  log: (line: string) => void,
): Promise<string | null> {
  const key = manifest.key;
  if (!key) {
    log(
      `key: this archive (format ${manifest.version}) does not record its JWT_SECRET: if two-factor codes are ` +
        `refused after the restore, set JWT_SECRET to the value the backed-up system ran with ` +
        `(its DATA_DIR/${GENERATED_SECRET_FILE} when it was generated)`,
    );
    return null;
  }
  if (key.file !== null && key.file !== keyName)
    throw new BackupError(`The backup names an unsafe key file: ${key.file}`);
  const carried =
    key.file === null ? null : (await readFile(path.join(stage, key.file), 'utf8').catch(() => '')).trim();
  if (carried !== null && keyFingerprint(carried) !== key.fingerprint)
    throw new BackupError('The key in the backup does not match its fingerprint: the archive is damaged.');
  const configured = keyFingerprint(config.jwtSecret);
  if (configured === key.fingerprint) return null;
  // JWT_SECRET unset: loadConfig has just generated one in the new DATA_DIR; the archive's replaces it.
  if (carried !== null && (await generatedSecret(config.dataDir)) === config.jwtSecret) return carried;
  const users = `${key.sealedSecrets} ${key.sealedSecrets === 1 ? 'user' : 'users'}`;
  if (key.sealedSecrets === 0 || ignoreTwoFactorKey) {
    log(
      `key: JWT_SECRET (fingerprint ${configured}) is not the archive's (${key.fingerprint}): ` +
        (key.sealedSecrets > 0
          ? `the two-factor codes of ${users} are refused: they sign in with a recovery code, or an administrator resets their second factor`
          : 'no two-factor secret is sealed with it'),
    );
    return null;
  }
  if (carried !== null)
    throw new BackupError(
      `Refusing to restore: this archive's two-factor secrets (${users}) were sealed with the generated key it ` +
        `carries (fingerprint ${key.fingerprint}), but JWT_SECRET is set to another (fingerprint ${configured}). ` +
        `Unset JWT_SECRET and run the restore again: it then writes the archive's key to ` +
        `DATA_DIR/${GENERATED_SECRET_FILE}. Nothing was restored.`,
    );
  throw new BackupError(
    `Refusing to restore: this archive's two-factor secrets (${users}) were sealed with a JWT_SECRET whose ` +
      `fingerprint is ${key.fingerprint}; the configured JWT_SECRET's is ${configured}. Set JWT_SECRET to that ` +
      `value (the backed-up system's) and run the restore again; nothing was restored. Only if that value is lost: ` +
      `npm run restore -- FILE --ignore-two-factor-key (those users then sign in with a recovery code, or an ` +
      `administrator resets their second factor).`,
  );
}

/** Replaces `file` with `content`, readable by its owner only from the moment it exists. */
async function writePrivateFile(file: string, content: string) {
  const next = `${file}.restoring`;
  await rm(next, { force: true });
  await writeFile(next, content, { flag: 'wx', mode: PRIVATE });
  await rename(next, file);
}

async function assertEmpty({ config, storage }: Omit<BackupDeps, 'log'>) {
  const tables =
    config.database.kind === 'sqlite'
      ? existsSync(config.database.file)
        ? sqliteTables(config.database.file)
        : []
      : await withPostgres(config, postgresTables);
  if (tables.length > 0) {
    const where = config.database.kind === 'sqlite' ? config.database.file : 'the PostgreSQL database';
    throw new BackupError(
      `Refusing to restore: ${where} is not empty (${tables.length} tables). ` +
        'Restore into a new, empty DATA_DIR or database; a restore never overwrites data.',
    );
  }
  for await (const file of storage.list('')) {
    throw new BackupError(
      `Refusing to restore: media storage is not empty (it holds ${file.key}). Restore into empty storage.`,
    );
  }
}

async function readManifest(stage: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(stage, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('This file is not an Atrium backup (no readable manifest.json).');
  }
  if (manifest.format !== backupFormat) throw new BackupError('This file is not an Atrium backup.');
  if (manifest.version > backupFormatVersion)
    throw new BackupError(`This backup was written by a newer Atrium (format ${manifest.version}); update first.`);
  return manifest;
}

function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>) {
  for (const [table, rows] of Object.entries(expected)) {
    if (actual[table] !== rows)
      throw new BackupError(`After the restore, ${table} has ${actual[table] ?? 'no'} rows instead of ${rows}.`);
  }
}

function sqliteTables(file: string): string[] {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    return database
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .all()
      .map((row) => String(row.name));
  } finally {
    database.close();
  }
}

type Counted = { tables: Record<string, number>; migration: string | null; sealedSecrets: number };

/** Users with two-factor on: their TOTP secret is sealed with JWT_SECRET (foundations/auth/two-factor.ts). */
const sealedSecretsQuery = 'select count(*) as n from users where totp_secret is not null and two_factor_enabled = 1';

function countSqlite(file: string): Counted {
  const names = sqliteTables(file);
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = Number(database.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get()!.n);
    }
    const migration = names.includes('kysely_migration')
      ? ((database.prepare('select max(name) as name from kysely_migration').get()?.name as string | null) ?? null)
      : null;
    // A database from before the two-factor migration has no secret to count.
    const hasSecrets =
      Number(
        database.prepare(`select count(*) as n from pragma_table_info('users') where name = 'totp_secret'`).get()!.n,
      ) > 0;
    const sealedSecrets = hasSecrets ? Number(database.prepare(sealedSecretsQuery).get()!.n) : 0;
    return { tables, migration, sealedSecrets };
  } finally {
    database.close();
  }
}

async function withPostgres<T>(config: Pick<Config, 'database'>, work: (db: Db) => Promise<T>): Promise<T> {
  const db = createDatabase(config);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function postgresTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  return rows.map((row) => row.name);
}

async function countPostgres(db: Db): Promise<Counted> {
  const names = await postgresTables(db);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    tables[name] = Number(rows[0]!.n);
  }
  let migration: string | null = null;
  if (names.includes('kysely_migration')) {
    const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
    migration = rows[0]?.name ?? null;
  }
  // A database from before the two-factor migration has no secret to count.
  const { rows: columns } = await sql`
    select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'users' and column_name = 'totp_secret'`.execute(db);
  let sealedSecrets = 0;
  if (columns.length > 0) {
    const { rows } = await sql<{ n: string }>`${sql.raw(sealedSecretsQuery)}`.execute(db);
    sealedSecrets = Number(rows[0]!.n);
  }
  return { tables, migration, sealedSecrets };
}

/**
 * pg_dump inside the snapshot the rows were counted in: the counts describe exactly the dump,
 * whatever is written meanwhile.
 */
async function dumpPostgres(db: Db, url: string, file: string) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
      const counted = await countPostgres(trx);
      await runPg('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`], url);
      return counted;
    });
}

async function pgRestore(url: string, file: string) {
  await runPg('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], url);
}

/** Runs pg_dump or pg_restore against `url`; the password goes by the environment, not the command line. */
async function runPg(binary: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const command = findPgBinary(binary);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${parsed.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`Could not run ${command}: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${binary} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/**
 * pg_dump and pg_restore: on PATH (Debian's postgresql-client), else the newest under
 * /usr/lib/postgresql/<version>/bin (a newer pg_dump reads older servers, not the reverse).
 */
function findPgBinary(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new BackupError(`${name} was not found: install postgresql-client (apt-get install postgresql-client).`);
}

async function sha256File(file: string): Promise<string> {
  if (!(await stat(file).catch(() => undefined))) throw new BackupError(`The backup lacks ${path.basename(file)}.`);
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
