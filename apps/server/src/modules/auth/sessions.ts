import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AdminUser } from '@atrium/contract/auth';
import { AuthMessages } from '@atrium/contract/messages';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { UnauthorizedError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';
import type { TokenService } from './tokens.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

/** A used refresh token presented again (its family has ended): a 401 like any, which the audit log records. */
export class ReusedTokenError extends UnauthorizedError {
  readonly userId: number;
  constructor(userId: number) {
    super(AuthMessages.sessionExpired);
    this.userId = userId;
  }
}

const DAY_MS = 86_400_000;

/** Where a sign-in or refresh came from, kept with the token for a later sessions screen. */
export type SessionOrigin = { address: string; userAgent: string | undefined };

/** A refresh token to put in the cookie, and when the cookie should go. */
export type IssuedRefresh = { token: string; expiresAt: Date };

export type SessionsDeps = {
  db: Db;
  config: Pick<Config, 'sessions'>;
  clock: Clock;
  tokens: TokenService;
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Refresh-token families (decision 026): a sign-in starts one; a refresh rotates its token (the
 * presented one is marked used, a new one joins the family); a used token presented again is
 * reuse, and ends the whole family. A family also ends when the user's token_version moves on
 * (password change or reset), at its idle or absolute expiry, and at sign-out.
 */
export function createSessions({ db, config, clock, tokens }: SessionsDeps) {
  const refreshTokens = createRefreshTokensRepository(db);
  const users = createUsersRepository(db);
  const expired = () => new UnauthorizedError(AuthMessages.sessionExpired);
  const idleMs = config.sessions.refreshIdleDays * DAY_MS;
  const absoluteMs = config.sessions.refreshAbsoluteDays * DAY_MS;

  async function addToken(
    family: { id: string; userId: number; tokenVersion: number; expiresAt: Date },
    origin: SessionOrigin,
    trx: Db = db,
  ): Promise<IssuedRefresh> {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Math.min(now.getTime() + idleMs, family.expiresAt.getTime()));
    await refreshTokens.insert(
      {
        token_hash: sha256(token),
        user_id: family.userId,
        family_id: family.id,
        token_version: family.tokenVersion,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        family_expires_at: family.expiresAt.toISOString(),
        created_address: origin.address.slice(0, 64),
        user_agent: origin.userAgent?.slice(0, 300) ?? null,
      },
      trx,
    );
    return { token, expiresAt };
  }

  return {
    /** A new family for a sign-in (or a password change): the first refresh token. */
    async start(user: Pick<UserRow, 'id' | 'token_version'>, origin: SessionOrigin): Promise<IssuedRefresh> {
      const now = clock.now();
      // Cleaning on sign-in keeps the table to the tokens that still mean something.
      await refreshTokens.deleteExpired(now.toISOString());
      return addToken(
        {
          id: randomUUID(),
          userId: user.id,
          tokenVersion: user.token_version,
          expiresAt: new Date(now.getTime() + absoluteMs),
        },
        origin,
      );
    },

    /**
     * Rotates a refresh token: a new access token and the family's next refresh token. Anything
     * but an open token of a live family is a 401; a used one also ends its family (reuse).
     */
    async rotate(
      token: string | undefined,
      origin: SessionOrigin,
      toUser: (row: UserRow) => AdminUser,
    ): Promise<{ access: string; user: AdminUser; refresh: IssuedRefresh }> {
      if (!token) throw expired();
      const nowDate = clock.now();
      const now = nowDate.toISOString();
      const row = await refreshTokens.getByHash(sha256(token));
      if (!row || row.revoked_at !== null) throw expired();
      if (row.used_at !== null) {
        await refreshTokens.revokeFamily(row.family_id, now);
        throw new ReusedTokenError(row.user_id);
      }
      if (row.expires_at <= now || row.family_expires_at <= now) throw expired();
      const user = await users.getById(row.user_id);
      // Decision 035: a deactivated user's families are revoked when deactivated; this catches a race.
      if (!user || user.token_version !== row.token_version || user.state !== 'active') {
        await refreshTokens.revokeFamily(row.family_id, now);
        throw expired();
      }
      const refresh = await refreshTokens.transaction(async (trx) => {
        // Two requests with one token: only the first marks it; the second is reuse.
        if (!(await refreshTokens.claim(row.id, now, trx))) return null;
        return addToken(
          {
            id: row.family_id,
            userId: user.id,
            tokenVersion: row.token_version,
            expiresAt: new Date(row.family_expires_at),
          },
          origin,
          trx,
        );
      });
      if (!refresh) {
        await refreshTokens.revokeFamily(row.family_id, now);
        throw expired();
      }
      const access = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
      return { access, user: toUser(user), refresh };
    },

    /** Sign-out: the family of the token ends, whatever state the token is in. */
    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      const row = await refreshTokens.getByHash(sha256(token));
      if (row) await refreshTokens.revokeFamily(row.family_id, clock.now().toISOString());
    },

    /** Every family of the user ends (password change or reset); pass `trx` inside a transaction. */
    async endAllOf(userId: number, trx: Db = db): Promise<void> {
      await refreshTokens.revokeAllOf(userId, clock.now().toISOString(), trx);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
