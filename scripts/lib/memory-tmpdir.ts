/**
 * The vitest phases' temporary files in memory (decision 103): every test file's SQLite database
 * and media, the PostgreSQL test cluster and its databases made per file live in temporary
 * directories. On a disk (ext4 here, mounted with `discard`) the kernel's side of those writes,
 * creates and deletes cost the PostgreSQL phase 18-30 % more CPU than on a tmpfs, where that
 * phase peaked at about 450 MB.
 */
import { chmodSync, mkdtempSync, statfsSync } from 'node:fs';
import path from 'node:path';

const TMPFS_MAGIC = 0x01021994;
/** Room the phases need with a margin; a smaller /dev/shm (a container's 64 MB default) is left alone. */
const ENOUGH_BYTES = 2 * 1024 ** 3;

/**
 * A fresh directory on /dev/shm when it is a tmpfs with room enough, else undefined (the phases
 * then use the system's temporary directory, as before). The caller removes it.
 */
export function memoryTmpdir(root = '/dev/shm'): string | undefined {
  try {
    const fs = statfsSync(root, { bigint: true });
    if (Number(fs.type) !== TMPFS_MAGIC || fs.bavail * fs.bsize < ENOUGH_BYTES) return undefined;
    const dir = mkdtempSync(path.join(root, 'atrium-test-tmp-'));
    // A temporary directory as /tmp is: PostgreSQL, run as its own user when we are root, makes its cluster in it.
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return undefined;
  }
}
