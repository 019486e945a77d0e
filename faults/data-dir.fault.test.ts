import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ServiceMessages } from '@atrium/contract/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../apps/server/src/testing/media-fixtures.ts';
import {
  attempt,
  canRunAs,
  createIndustry,
  type Outcome,
  type ServerProcess,
  signIn,
  startServer,
  uploadImage,
  userIds,
} from './server.ts';

/**
 * A data directory that cannot be written: writes answer 503 with the envelope, reads go on,
 * /api/readyz says so, and the same process writes again once the directory can be written.
 * Root ignores file permissions, so each case makes the directory unwritable in a way that
 * holds for root too: another user, a full tmpfs, or a file size limit of 0.
 */

const isRoot = process.getuid?.() === 0;
const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `atrium-faults-${prefix}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Whether this machine lets us mount a tmpfs (root in a container often may not). */
function probeMount(): { ok: true } | { ok: false; reason: string } {
  if (!isRoot) return { ok: false, reason: 'not root' };
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-faults-mount-probe-'));
  try {
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { encoding: 'utf8' });
    if (mounted.status !== 0) return { ok: false, reason: (mounted.stderr || String(mounted.error)).trim() };
    spawnSync('umount', [dir]);
    return { ok: true };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const mount = probeMount();
/** Root writes through any mode: as root, the read-only case runs the server as `nobody`. */
const nobody = isRoot ? userIds('nobody') : undefined;
const readOnly: { ok: true } | { ok: false; reason: string } = !isRoot
  ? { ok: true }
  : nobody
    ? canRunAs(nobody)
    : { ok: false, reason: 'there is no `nobody` user' };
const hasPrlimit = spawnSync('prlimit', ['--version'], { stdio: 'ignore' }).status === 0;

function expectUnavailable(outcome: Outcome, what: string) {
  expect(outcome.status, `${what}: ${JSON.stringify(outcome.body ?? outcome.error)}`).toBe(503);
  expect(outcome.body).toMatchObject({ success: false, message: ServiceMessages.unavailable });
}

/** A 2xx, or a 503 with the envelope: never a 500, never no answer. */
function expectSuccessOrUnavailable(outcome: Outcome, what: string) {
  if (outcome.status === 201 || outcome.status === 200) return;
  expectUnavailable(outcome, what);
}

/** The server, signed in, with one create and one upload done while all is well. */
async function startWithBaseline(dataDir: string, user?: { uid: number; gid: number }) {
  const server = await startServer({ dataDir, user });
  cleanups.push(() => void server.kill('SIGKILL'));
  const auth = await signIn(server);
  const png = await pngBytes(64, 48);
  const created = await createIndustry(server, auth, 'Before the fault');
  expect(created.status).toBe(201);
  const uploaded = await uploadImage(server, auth, png);
  expect(uploaded.status).toBe(201);
  return { server, auth, png, id: created.body.data.id as number, mediaPath: uploaded.body.url as string };
}

/** Reads go on: a public list, a record by id, a stored picture. */
async function expectReadsGoOn(server: ServerProcess, auth: { authorization: string }, id: number, mediaPath: string) {
  const list = await attempt('list', `${server.url}/api/industries/?limit=5`);
  expect(list.status).toBe(200);
  expect(list.body.data.map((r: { industriesName: string }) => r.industriesName)).toContain('Before the fault');
  expect((await attempt('get', `${server.url}/api/industries/${id}/`, { headers: auth })).status).toBe(200);
  expect((await attempt('media', `${server.url}${mediaPath}`)).status).toBe(200);
}

async function expectRecovered(server: ServerProcess, auth: { authorization: string }, png: Buffer) {
  expect((await attempt('readyz', `${server.url}/api/readyz/`)).status).toBe(200);
  expect((await createIndustry(server, auth, 'After the fault')).status).toBe(201);
  expect((await uploadImage(server, auth, png)).status).toBe(201);
  expect(server.exit(), 'the server process').toBeNull();
}

function chmodTree(dir: string, mode: number) {
  chmodSync(dir, mode);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) chmodTree(path.join(dir, entry.name), mode);
  }
}

describe('the data directory cannot be written', () => {
  it.skipIf(!readOnly.ok)(
    `read-only (chmod, the server running as an unprivileged user${readOnly.ok ? '' : `; skipped: ${readOnly.reason}`}): uploads and readyz 503, reads go on, writes again after`,
    async () => {
      const base = tempDir('read-only');
      const dataDir = path.join(base, 'data');
      mkdirSync(dataDir);
      if (nobody) {
        chownSync(base, nobody.uid, nobody.gid);
        chownSync(dataDir, nobody.uid, nobody.gid);
      }
      const { server, auth, png, id, mediaPath } = await startWithBaseline(dataDir, nobody);

      chmodTree(dataDir, 0o555);
      let database: Outcome;
      try {
        expectUnavailable(await uploadImage(server, auth, png), 'an upload into a read-only data directory');
        const readyz = await attempt('readyz', `${server.url}/api/readyz/`);
        expectUnavailable(readyz, 'readyz');
        expect(readyz.body.errors).toMatchObject({ dataDir: ServiceMessages.dataDirUnwritable });
        await expectReadsGoOn(server, auth, id, mediaPath);
        // SQLite keeps the files it opened, so the database itself may still take the write.
        database = await createIndustry(server, auth, 'During read-only');
        expectSuccessOrUnavailable(database, 'a create');
      } finally {
        chmodTree(dataDir, 0o755);
      }
      await expectRecovered(server, auth, png);
      console.log(`[faults] read-only data directory: a database create answered ${database.status} meanwhile`);
      await server.kill('SIGTERM');
    },
  );

  it.skipIf(!mount.ok)(
    `full (a tmpfs filled up${mount.ok ? '' : `; skipped: cannot mount a tmpfs here: ${mount.reason}`}): uploads and readyz 503, reads go on, writes again after`,
    async () => {
      const mountPoint = tempDir('full');
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint], { encoding: 'utf8' });
      expect(mounted.status, mounted.stderr).toBe(0);
      // Registered after the directory's removal, so it runs before it.
      cleanups.push(() => void spawnSync('umount', ['-l', mountPoint]));
      const dataDir = path.join(mountPoint, 'data');
      mkdirSync(dataDir);
      const { server, auth, png, id, mediaPath } = await startWithBaseline(dataDir);

      const filler = path.join(mountPoint, 'filler');
      fill(filler);
      const creates: Outcome[] = [];
      try {
        expectUnavailable(await uploadImage(server, auth, png), 'an upload onto a full disk');
        const readyz = await attempt('readyz', `${server.url}/api/readyz/`);
        expectUnavailable(readyz, 'readyz');
        expect(readyz.body.errors).toMatchObject({ dataDir: ServiceMessages.dataDirUnwritable });
        await expectReadsGoOn(server, auth, id, mediaPath);
        // SQLite writes into space its files already hold until it needs more: either answer is right.
        for (let i = 0; i < 5; i++) creates.push(await createIndustry(server, auth, `While full ${i}`));
        for (const outcome of creates) expectSuccessOrUnavailable(outcome, 'a create on a full disk');
      } finally {
        rmSync(filler, { force: true });
      }
      await expectRecovered(server, auth, png);
      console.log(
        `[faults] full data directory (tmpfs): database creates meanwhile answered ${creates.map((o) => o.status).join(', ')}`,
      );
      await server.kill('SIGTERM');
    },
  );

  it.skipIf(!hasPrlimit)(
    'every file write refused (RLIMIT_FSIZE 0 on the running server): creates, uploads and readyz 503, reads go on, writes again after',
    async () => {
      const dataDir = tempDir('fsize');
      const { server, auth, png, id, mediaPath } = await startWithBaseline(dataDir);
      const limit = (value: string) => {
        // The soft limit only: lowering and raising it again needs no privilege.
        const result = spawnSync('prlimit', ['--pid', String(server.pid), `--fsize=${value}:`], { encoding: 'utf8' });
        expect(result.status, result.stderr).toBe(0);
      };

      limit('0');
      try {
        expectUnavailable(await createIndustry(server, auth, 'During the limit'), 'a create');
        expectUnavailable(await uploadImage(server, auth, png), 'an upload');
        const readyz = await attempt('readyz', `${server.url}/api/readyz/`);
        expectUnavailable(readyz, 'readyz');
        expect(readyz.body.errors).toEqual({
          database: ServiceMessages.databaseUnwritable,
          dataDir: ServiceMessages.dataDirUnwritable,
        });
        await expectReadsGoOn(server, auth, id, mediaPath);
      } finally {
        limit('unlimited');
      }
      await expectRecovered(server, auth, png);
      const names = await attempt('list', `${server.url}/api/industries/?limit=10`);
      expect(names.body.data.map((r: { industriesName: string }) => r.industriesName).sort()).toEqual([
        'After the fault',
        'Before the fault',
      ]);
      await server.kill('SIGTERM');
    },
  );
});

/** Writes to `file` until the disk is full: big blocks first, then pages for the last bytes. */
function fill(file: string) {
  const fd = openSync(file, 'w');
  try {
    for (const size of [1024 * 1024, 4096]) {
      const block = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, block);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}
