import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: number; tokenVersion: number };

const ISSUER = 'atrium';
const AUDIENCE = 'atrium-admin';
/** How long an access token lives unless ACCESS_TOKEN_MINUTES says otherwise (decision 026). */
export const ACCESS_TOKEN_MINUTES = 15;

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
      return new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessMinutes}m`)
        .sign(key);
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
        const claims = { userId, tokenVersion };
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
