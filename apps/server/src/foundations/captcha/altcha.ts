import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The proof of work's difficulty. Deterministic mode: the server picks the counter and signs the
 * key it derives, so verifying is one HMAC, while the visitor's browser tries on average
 * (min + max) / 2 counters of `cost` PBKDF2 rounds each (about a second on a phone).
 */
export type AltchaTuning = { cost: number; counterMin: number; counterMax: number; ttlSeconds: number };
const ALTCHA_DEFAULTS: AltchaTuning = { cost: 5_000, counterMin: 5_000, counterMax: 10_000, ttlSeconds: 600 };
const ALGORITHM = 'PBKDF2/SHA-256';

export type AltchaVerdict = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Two keys from the server's secret (the JWT secret, shared by every process of a deployment),
 * one per purpose, so a key serves nothing else.
 */
function keysFrom(secret: string) {
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', secret, '', `atrium altcha ${label}`, 32)).toString('hex');
  return { signature: derive('challenge signature'), key: derive('key signature') };
}

/** ALTCHA (altcha-lib, PoW v2): challenges signed by this server, and verification of a solved one. */
export function createAltcha(secret: string, overrides: Partial<AltchaTuning> = {}) {
  const tuning: AltchaTuning = { ...ALTCHA_DEFAULTS, ...overrides };
  const keys = keysFrom(secret);
  return {
    challenge(now = Date.now()): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: tuning.cost,
        counter: randomInt(tuning.counterMax, tuning.counterMin),
        deriveKey,
        expiresAt: Math.floor(now / 1000) + tuning.ttlSeconds,
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.key,
      });
    },

    /**
     * Checks the widget's payload (base64 of `{ challenge, solution }`). Only the signature and
     * the solution are checked here; that it is used once is the caller's (a shared store).
     */
    async verify(token: string): Promise<AltchaVerdict> {
      const payload = parsePayload(token);
      if (!payload) return { ok: false, reason: 'invalid' };
      const { challenge, solution } = payload;
      const expiresAt = challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' };
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: keys.signature,
          hmacKeySignatureSecret: keys.key,
        });
        if (result.expired) return { ok: false, reason: 'expired' };
        if (!result.verified) return { ok: false, reason: 'invalid' };
      } catch {
        // A payload of the right shape with impossible values (a bad hex string, ...).
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, id: challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) };
    },
  };
}

function parsePayload(token: string): { challenge: Challenge; solution: Solution } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return undefined;
  const { parameters, signature } = value.challenge;
  const { counter, derivedKey } = value.solution;
  if (!isRecord(parameters) || typeof signature !== 'string') return undefined;
  if (typeof parameters.nonce !== 'string' || typeof parameters.algorithm !== 'string') return undefined;
  if (parameters.algorithm !== ALGORITHM) return undefined;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return undefined;
  return value as { challenge: Challenge; solution: Solution };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
