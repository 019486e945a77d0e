import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AdminUser } from '@atrium/contract/auth';
import type { Session } from '@atrium/contract/sessions';
import { AuthMessages } from '@atrium/contract/messages';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { UnauthorizedError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';
import type { TokenService } from './tokens.ts';
import { describeUserAgent } from './user-agent.ts';
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

/**
 * A refresh token to put in the cookie, and when the cookie should go; `familyId` names the
 * session in the access tokens issued with it (decision 068's sudo window is kept on its rows).
 */
export type IssuedRefresh = { token: string; expiresAt: Date; familyId: string };

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
    family: { id: string; userId: number; tokenVersion: number; expiresAt: Date; steppedUpUntil?: string | null },
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
        stepped_up_until: family.steppedUpUntil ?? null,
      },
      trx,
    );
    return { token, expiresAt, familyId: family.id };
  }

  /** The family of a refresh cookie, when it is this user's. */
  async function familyOf(userId: number, token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const row = await refreshTokens.getByHash(sha256(token));
    return row?.user_id === userId ? row.family_id : undefined;
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
            steppedUpUntil: row.stepped_up_until,
          },
          origin,
          trx,
        );
      });
      if (!refresh) {
        await refreshTokens.revokeFamily(row.family_id, now);
        throw expired();
      }
      const access = await tokens.sign({
        userId: user.id,
        tokenVersion: user.token_version,
        sessionId: row.family_id,
      });
      return { access, user: toUser(user), refresh };
    },

    /** Sign-out: the family of the token ends, whatever state the token is in. */
    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      const row = await refreshTokens.getByHash(sha256(token));
      if (row) await refreshTokens.revokeFamily(row.family_id, clock.now().toISOString());
    },

    /**
     * Decision 037: the user's live families, newest first; `currentToken` (the asking browser's
     * cookie) marks its own. Signed in = the family's absolute expiry less REFRESH_ABSOLUTE_DAYS.
     */
    async list(userId: number, currentToken?: string): Promise<Session[]> {
      const current = await familyOf(userId, currentToken);
      const open = await refreshTokens.listOpen(userId, clock.now().toISOString());
      return open.map((row) => ({
        id: row.family_id,
        ...describeUserAgent(row.user_agent),
        address: row.created_address ?? '',
        signed_in_at: new Date(new Date(row.family_expires_at).getTime() - absoluteMs).toISOString(),
        last_seen_at: row.created_at,
        current: row.family_id === current,
      }));
    },

    /** Ends one live family of the user; false when they have none by that id (another user's included). */
    async endOne(userId: number, familyId: string): Promise<boolean> {
      const now = clock.now().toISOString();
      const open = await refreshTokens.listOpen(userId, now);
      if (!open.some((row) => row.family_id === familyId)) return false;
      await refreshTokens.revokeFamiliesOf(userId, [familyId], now);
      return true;
    },

    /** Ends every live family of the user but the one of `keepToken` (all of them without it); how many ended. */
    async endAllBut(userId: number, keepToken?: string): Promise<number> {
      const keep = await familyOf(userId, keepToken);
      const now = clock.now().toISOString();
      const ids = (await refreshTokens.listOpen(userId, now)).map((row) => row.family_id).filter((id) => id !== keep);
      await refreshTokens.revokeFamiliesOf(userId, ids, now);
      return ids.length;
    },

    /** Every family of the user ends (password change or reset); pass `trx` inside a transaction. */
    async endAllOf(userId: number, trx: Db = db): Promise<void> {
      await refreshTokens.revokeAllOf(userId, clock.now().toISOString(), trx);
    },
  };
}
