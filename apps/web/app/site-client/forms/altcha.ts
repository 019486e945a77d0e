import type { CaptchaWords } from '@atrium/contract/submission-rules';
import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A solved check: the payload the server verifies (`recaptchaToken`), and when its challenge expires. */
export type AltchaToken = { payload: string; expiresAt: number };

/** A refusal the form shows under the spam check, in the spec's words (in the page's language). */
export class SpamCheckError extends Error {}

/** Spare time before expiry: a token this close to its end is solved anew rather than sent. */
const EXPIRY_MARGIN_MS = 30_000;
/** A solve that takes longer than this has failed (a phone's browser needs about a second). */
const SOLVE_TIMEOUT_MS = 90_000;

function newWorker(): Worker {
  return new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module', name: 'altcha' });
}

/**
 * Solves one challenge in Web Workers (a few cores at most), or on the page's thread where a
 * module worker cannot start. Null when it was aborted or ran out of time.
 */
async function solve(challenge: Challenge, controller: AbortController) {
  const concurrency = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
  try {
    return await solveChallengeWorkers({
      challenge,
      concurrency,
      controller,
      createWorker: newWorker,
      timeout: SOLVE_TIMEOUT_MS,
    });
  } catch {
    if (controller.signal.aborted) return null;
    return solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  }
}

/**
 * One ALTCHA check (altcha-lib 2.8.0, the same package and version as the server's, so the
 * challenge's format is the one it makes): a challenge from /api/captcha/challenge/, solved,
 * base64 of { challenge, solution } as the token.
 */
export async function solveAltcha(controller: AbortController, words: CaptchaWords): Promise<AltchaToken> {
  let challenge: Challenge;
  try {
    const response = await fetch('/api/captcha/challenge/', { cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(String(response.status));
    challenge = (await response.json()) as Challenge;
  } catch {
    throw new SpamCheckError(words.unavailable);
  }
  if (!globalThis.crypto?.subtle) throw new SpamCheckError(words.renderFailed);
  let solution: Awaited<ReturnType<typeof solve>>;
  try {
    solution = await solve(challenge, controller);
  } catch {
    throw new SpamCheckError(words.renderFailed);
  }
  if (!solution) throw new SpamCheckError(words.required);
  const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
  return { payload: btoa(JSON.stringify({ challenge, solution })), expiresAt };
}

/** True while a token can still be sent. */
export function isFresh(token: AltchaToken, now = Date.now()): boolean {
  return token.expiresAt - EXPIRY_MARGIN_MS > now;
}
