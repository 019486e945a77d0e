import { rmSync, statfsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryTmpdir } from './memory-tmpdir.ts';

const TMPFS_MAGIC = 0x01021994;
const shm = (() => {
  try {
    const fs = statfsSync('/dev/shm', { bigint: true });
    return Number(fs.type) === TMPFS_MAGIC && fs.bavail * fs.bsize >= 2n * 1024n ** 3n;
  } catch {
    return false;
  }
})();

describe('the test phases’ temporary directory in memory (decision 103)', () => {
  it.skipIf(!shm)('is a fresh directory on /dev/shm that anyone may use, as /tmp', () => {
    const [a, b] = [memoryTmpdir(), memoryTmpdir()];
    try {
      expect(a).toMatch(/^\/dev\/shm\/atrium-test-tmp-/);
      expect(b).not.toBe(a);
      expect(statSync(a!).mode & 0o7777).toBe(0o1777);
    } finally {
      for (const dir of [a, b]) if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is none where the directory is not a tmpfs, or is missing', () => {
    expect(memoryTmpdir('/proc')).toBeUndefined();
    expect(memoryTmpdir('/no/such/directory')).toBeUndefined();
  });
});
