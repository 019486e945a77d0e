/**
 * On a fresh machine `.ci/run` installs Debian's packages (PostgreSQL, nginx, Chromium) in the
 * background, beside `npm ci` and the test phases that need none of them, and names the
 * directory where apt's log and then its exit status appear in ATRIUM_SYSTEM_PACKAGES. The
 * phases that need them wait here first. Without the variable (a developer's machine, or a CI
 * machine that already had them) there is nothing to wait for.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

let outcome: Promise<{ ok: boolean; waitedSeconds: number; log: string }> | undefined;

/** Resolves once the background install has ended (at once when there is none); the same answer to every caller. */
export function systemPackagesInstalled(): Promise<{ ok: boolean; waitedSeconds: number; log: string }> {
  outcome ??= waitForInstall(process.env.ATRIUM_SYSTEM_PACKAGES);
  return outcome;
}

async function waitForInstall(dir: string | undefined) {
  if (!dir) return { ok: true, waitedSeconds: 0, log: '' };
  const started = performance.now();
  const status = path.join(dir, 'status');
  while (!existsSync(status)) await sleep(500);
  const log = existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8') : '';
  return {
    ok: readFileSync(status, 'utf8').trim() === '0',
    waitedSeconds: (performance.now() - started) / 1000,
    log,
  };
}
