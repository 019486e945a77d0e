import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Each app keeps its temporary files in a folder of its own under DATA_DIR/tmp (decision 043),
 * named `<pid>-<process start ms>-<random>@<host>`, so processes sharing a data directory
 * never remove each other's files. At start, an app removes the folders whose owner is gone:
 *
 * - on this host, a folder whose process no longer runs (`kill(pid, 0)` answers ESRCH), or one
 *   with this process's id but another start time (an earlier process that had the same id, as
 *   a container's pid 1 has after every restart);
 * - of another host (a data directory shared over the network), or anything else in the folder
 *   (files of the layout before this one), only once untouched for `STALE_MS`.
 *
 * A live process's folder stays, whatever its age; so do the other apps of this process (tests).
 */
export const STALE_MS = 24 * 60 * 60_000;

const host = hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';
const started = Math.round(performance.timeOrigin);
const NAME = /^(\d+)-(\d+)-[0-9a-f]+@(.+)$/;

function processTempDirName(): string {
  return `${process.pid}-${started}-${randomBytes(4).toString('hex')}@${host}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `entry` in the temporary folder is left by an app that is gone (see above). */
async function isLeftOver(root: string, entry: string, now: number): Promise<boolean> {
  const match = NAME.exec(entry);
  if (match && match[3] === host) {
    const pid = Number(match[1]);
    if (pid === process.pid) return Number(match[2]) !== started;
    return !isRunning(pid);
  }
  const stats = await lstat(path.join(root, entry)).catch(() => undefined);
  return stats !== undefined && now - stats.mtimeMs > STALE_MS;
}

/** Makes this app's folder under `root` and removes the ones left over; returns the folder. */
export async function createProcessTempDir(root: string, onCleanupError: (err: unknown) => void): Promise<string> {
  const dir = path.join(root, processTempDirName());
  await mkdir(dir, { recursive: true });
  try {
    const now = Date.now();
    const entries = await readdir(root);
    await Promise.all(
      entries.map(async (entry) => {
        if (path.join(root, entry) === dir) return;
        if (await isLeftOver(root, entry, now)) await rm(path.join(root, entry), { recursive: true, force: true });
      }),
    );
  } catch (err) {
    // Best effort: a data directory that cannot be written now must not stop reads from being served.
    onCleanupError(err);
  }
  return dir;
}
