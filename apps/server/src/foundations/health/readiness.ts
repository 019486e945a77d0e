import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A check that takes longer fails: a load balancer needs an answer, not a hang. */
const CHECK_TIMEOUT_MS = 3_000;

/** One file system block: creating an empty file can succeed on a full disk; writing a block cannot. */
const PROBE_BYTES = Buffer.alloc(4096);

/**
 * Writes, flushes and removes a probe file: catches a read-only or full directory (and one this
 * process may not write to), which a permission check alone would miss on a full disk.
 * Dot-named, so the media server never serves it.
 */
export async function checkDirectoryWritable(dir: string): Promise<void> {
  const probe = path.join(dir, `.readyz-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(probe, PROBE_BYTES, { flush: true });
  } finally {
    await rm(probe, { force: true });
  }
}

/** Runs `check` with a deadline; resolves with the error it failed with, or undefined. */
export async function failureOf(check: () => Promise<void>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => undefined,
        (error: unknown) => error ?? new Error('check failed'),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
