import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = {
  userId: number;
  tokenVersion: number;
  /**
   * Decision 068: the refresh family (session) the token was issued for, whose row holds the
   * sudo window. Absent from tokens issued before it existed: those cannot step up.
   */
  sessionId?: string;
};
/** Decision 068: a challenge is single use, so it carries its own id and end. */
export type ChallengeClaims = AccessClaims & { id: string; expiresAt: Date };

const ISSUER = 'atrium';
const AUDIENCE = 'atrium-admin';
/** Decision 036: the sign-in's second-step challenge is signed for its own audience, never an access token. */
const CHALLENGE_AUDIENCE = 'atrium-two-factor';
/** How long an access token lives unless ACCESS_TOKEN_MINUTES says otherwise (decision 026). */
const ACCESS_TOKEN_MINUTES = 15;

/** Verified tokens kept, so a session's every call does not check the signature again. */
const VERIFIED_CACHE_SIZE = 1000;

export function createTokenService(
  secret: string,
  now: () => number = Date.now,
  accessMinutes: number = ACCESS_TOKEN_MINUTES,
) {
  const key = new TextEncoder().encode(secret);
  /**
   * Token → its claims and expiry. A token's signature and claims never change, so a verified
   * token stays good until it expires; revocation (token_version) is checked on every request
   * by the caller, against the database. Oldest entries go first when full.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ tv: claims.tokenVersion, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessMinutes}m`)
        .sign(key);
    },
    /**
     * Decision 036: the challenge a correct password earns a user with a second factor; it is
     * good for `minutes` from `at` (the services' clock) and for the second step alone.
     */
    async signChallenge(claims: AccessClaims, at: Date, minutes: number): Promise<string> {
      const issued = Math.floor(at.getTime() / 1000);
      return new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt(issued)
        .setExpirationTime(issued + minutes * 60)
        .setJti(randomUUID())
        .sign(key);
    },
    /** A challenge's claims at `at`, or null when it is bad or expired. */
    async verifyChallenge(token: string, at: Date): Promise<ChallengeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: CHALLENGE_AUDIENCE,
          algorithms: ['HS256'],
          currentDate: at,
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId, tokenVersion: payload.tv, id: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
    /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number' || typeof payload.exp !== 'number')
          return null;
        const claims: AccessClaims = { userId, tokenVersion };
        if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
