import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../foundations/media/create-storage.ts';
import type { StorageDriver } from '../foundations/media/storage.ts';
import { type FilePart, mp4OfSize, multipart, pngBytes } from '../testing/media-fixtures.ts';
import { storageFor, storageKinds } from '../testing/s3-server.ts';
import { createTestApp, createTestDatabase, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import { BackupError, type BackupManifest, createBackup, restoreBackup } from './backup.ts';
import { createDatabase, type Db } from './database.ts';

/**
 * A seeded system with media is backed up, restored into a fresh one, and every row of every
 * table and every media file's bytes are compared (decision 042). On SQLite the restore goes
 * into S3 (an in-process s3rver): data moves between drivers; on PostgreSQL, local to local.
 */
const targetKind = storageKinds.at(-1)!;

let source: TestApp;
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let targetStorage: Awaited<ReturnType<typeof storageFor>>;
let work: string;
let archive: string;
let manifest: BackupManifest;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'atrium-backup-test-'));
  source = await createTestApp();
  const admin = await signedInAdmin(source);
  const slider = async (fields: Record<string, string | FilePart>) => {
    const body = await multipart({ title: '<p>Slide</p>', briefDescription: 'Brief', selectedPage: 'home', ...fields });
    const res = await source.app.inject({
      method: 'POST',
      url: '/api/hero-sliders/',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await slider({
    heroSliderType: '0',
    cta_status: '0',
    heroSliderImage: { filename: 'a.png', content: await pngBytes(64, 48), type: 'image/png' },
  });
  await slider({
    heroSliderType: '1',
    heroSliderVideoType: '1',
    heroSliderVideoFile: { filename: 'talk.mp4', content: mp4OfSize(300_000), type: 'video/mp4' },
  });

  targetStorage = await storageFor(targetKind);
  // Empty: no migration has run, no table exists.
  target = await createTestDatabase(() => targetStorage.overrides);
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  await targetStorage?.close();
  rmSync(work, { recursive: true, force: true });
});

async function tables(db: Db, kind: 'sqlite' | 'postgres'): Promise<string[]> {
  const query =
    kind === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** Every row of a table, in an order that does not depend on how the rows were stored. */
async function rowsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows
    .map((row) =>
      JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)),
    )
    .sort();
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function files(storage: StorageDriver): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for await (const { key } of storage.list('')) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(key))!) chunks.push(chunk as Buffer);
    found.set(key, Buffer.concat(chunks));
  }
  return found;
}

describe('npm run backup, npm run restore', () => {
  it('writes one archive: the database, every media file and a manifest with counts and checksums', async () => {
    archive = path.join(work, 'out', 'atrium.tar.gz');
    manifest = await createBackup({ config: source.config, storage: createStorage(source.config.storage) }, archive);
    expect(existsSync(archive)).toBe(true);
    // Decision 069: the owner's alone, and so is every entry once extracted by hand.
    expect(modeOf(archive)).toBe(0o600);
    const entries: string[] = [];
    const modes = new Set<number>();
    await tar.list({
      file: archive,
      onReadEntry: (entry) => {
        entries.push(entry.path);
        modes.add(entry.mode! & 0o777);
      },
    });
    expect([...modes]).toEqual([0o600]);
    expect(entries).toContain('manifest.json');
    expect(entries).toContain(manifest.database.file);
    // An image with its three variants, and a video.
    expect(manifest.media).toHaveLength(5);
    for (const file of manifest.media) expect(entries).toContain(`media/${file.key}`);
    expect(manifest.database.migration).toMatch(/^\d{4}-/);
    expect(manifest.tables.hero_sliders).toBe(2);
    expect(manifest.tables.users).toBeGreaterThanOrEqual(1);
  });

  it('restores into an empty system: every record of every table and every file are the same', async () => {
    await restoreBackup({ config: target.config, storage: createStorage(target.config.storage) }, archive);
    const kind = source.config.database.kind;
    // The empty target's connection predates the restored file (SQLite): a new one reads it.
    await target.db.destroy();
    const restored = createDatabase(target.config);
    try {
      const names = await tables(source.db, kind);
      expect(await tables(restored, kind)).toEqual(names);
      expect(names).toContain('hero_sliders');
      for (const name of names) expect(await rowsOf(restored, name), name).toEqual(await rowsOf(source.db, name));
    } finally {
      await restored.destroy();
    }
    const before = await files(createStorage(source.config.storage));
    const after = await files(createStorage(target.config.storage));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, bytes] of before) expect(after.get(key)!.equals(bytes), key).toBe(true);
  });

  it('refuses to restore into a database or storage that is not empty, changing nothing', async () => {
    const again = restoreBackup({ config: target.config, storage: createStorage(target.config.storage) }, archive);
    await expect(again).rejects.toThrow(BackupError);
    await expect(again).rejects.toThrow(/Refusing to restore: .* is not empty/);

    // An empty database but media left in the storage: refused as well.
    const emptyDb = await createTestDatabase();
    try {
      const withMedia = { ...emptyDb.config, storage: target.config.storage };
      await expect(
        restoreBackup({ config: withMedia, storage: createStorage(withMedia.storage) }, archive),
      ).rejects.toThrow(/media storage is not empty/);
    } finally {
      await emptyDb.close();
    }
  });

  it('writes nothing anyone else may read, not even while the archive is being written (decision 069)', async () => {
    const real = createStorage(source.config.storage);
    const out = path.join(work, 'private', 'atrium.tar.gz');
    const seen: Array<[string, number]> = [];
    // Halfway through, the archive's partial file and the staged database copy already exist.
    const watching: StorageDriver = {
      ...real,
      async get(key) {
        if (seen.length === 0) {
          const dir = path.dirname(out);
          const stage = readdirSync(dir).find((name) => name.startsWith('.atrium-backup-'))!;
          seen.push([`${out}.partial`, modeOf(`${out}.partial`)], [stage, modeOf(path.join(dir, stage))]);
          const database = path.join(dir, stage, 'database');
          for (const file of readdirSync(database)) seen.push([file, modeOf(path.join(database, file))]);
        }
        return real.get(key);
      },
    };
    await createBackup({ config: source.config, storage: watching }, out);
    expect(seen.slice(0, 2)).toEqual([
      [`${out}.partial`, 0o600],
      [expect.stringMatching(/^\.atrium-backup-/), 0o700],
    ]);
    // The copy (with, on SQLite, the -wal and -shm files reading it made: they take its mode).
    const staged = seen.slice(2);
    expect(staged.map(([name]) => name)).toContain(
      source.config.database.kind === 'sqlite' ? 'atrium.sqlite' : 'atrium.pgdump',
    );
    for (const [name, mode] of staged) expect(mode, name).toBe(0o600);
    expect(modeOf(out)).toBe(0o600);
  });

  it('fails, leaving no archive, when a file changes length while it is read', async () => {
    const real = createStorage(source.config.storage);
    const shrinking: StorageDriver = {
      ...real,
      async *list(prefix) {
        for await (const file of real.list(prefix)) yield { ...file, bytes: file.bytes + 1 };
      },
    };
    const out = path.join(work, 'changed.tar.gz');
    await expect(createBackup({ config: source.config, storage: shrinking }, out)).rejects.toThrow(
      /changed while it was read/,
    );
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});
