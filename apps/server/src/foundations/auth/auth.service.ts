import { createHash, randomBytes } from 'node:crypto';
import type { AdminUser, LoginResult } from '@atrium/contract/auth';
import { RESET_LINK_MINUTES } from '@atrium/contract/enums';
import { AuthMessages } from '@atrium/contract/messages';
import { EMAIL_CHANGE_LINK_HOURS, EmailChangeMessages, type ProofBody } from '@atrium/contract/step-up';
import { TWO_FACTOR_CHALLENGE_MINUTES, TwoFactorMessages, type TwoFactorChallenge } from '@atrium/contract/two-factor';
import { UserMessages } from '@atrium/contract/users';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import type { Config } from '../../env.ts';
import { AppError, ConflictError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Clock, Log } from '../../service-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { MediaService } from '../media/media.types.ts';
import { isUploadedFile, type UploadedFile } from '../media/uploaded-file.ts';
import { passwordResetEmail } from '../mail/password-reset-email.ts';
import { createAfterAnswer } from './after-answer.ts';
import { createEmailChangesRepository } from './email-changes.repository.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { createProofs, SIGN_IN_FAILURE_WINDOW_MS } from './proofs.ts';
import { createResetTokensRepository } from './reset-tokens.repository.ts';
import { createRateLimits } from '../rate-limits/rate-limits.ts';
import { createSignInFailures } from './sign-in-failures.ts';
import { createSecurityNotices, type SecurityNotice } from './security-notices.ts';
import { createSessions, type IssuedRefresh, type SessionOrigin } from './sessions.ts';
import { createStepUp, type StepUpCaller } from './step-up.ts';
import type { TokenService } from './tokens.ts';
import { createTwoFactor } from './two-factor.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

/** A wrong code at the second step: the audit log records it as a failed sign-in of this user. */
export class WrongSecondFactorError extends AppError {
  readonly userId: number;
  readonly email: string;
  constructor(user: Pick<UserRow, 'id' | 'email'>) {
    super(401, TwoFactorMessages.codeWrong, { code: TwoFactorMessages.codeWrong });
    this.userId = user.id;
    this.email = user.email;
  }
}

const RESET_TOKEN_TTL_MS = RESET_LINK_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

export class TooManyAttemptsError extends AppError {
  constructor() {
    super(429, AuthMessages.tooManyAttempts);
  }
}

export type ProfileInput = {
  email: string;
  first_name?: string;
  last_name?: string;
  /** A new picture, '' or null to remove it, undefined to keep it. */
  /** A new picture, '' or null to remove it, or a media library path (decision 038). */
  profile_image?: UploadedFile | '' | null | string;
};

/** The user as the API sends it; `requireTwoFactor` is REQUIRE_2FA (decision 036). */
export function toAdminUser(row: UserRow, requireTwoFactor = false): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: row.profile_image,
    role: row.role,
    two_factor_enabled: Number(row.two_factor_enabled) === 1,
    two_factor_required: requireTwoFactor,
  };
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export type AuthServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'rateLimit' | 'sessions' | 'requireTwoFactor' | 'jwtSecret'>;
  clock: Clock;
  log: Log;
  mailer: Pick<Mailer, 'send'>;
  /** Decision 068: the security notices and the email change's link go through it. */
  outbox: Pick<Outbox, 'enqueue' | 'wake'>;
  media: MediaService;
  tokens: TokenService;
};

/**
 * Sign-in, password reset and change, and the profile: the rules, no HTTP and no SQL. Whoever
 * builds it calls `settled` before the app closes, so a reset mail still being sent is not cut off.
 */
export function createAuthService({ db, config, clock, log, mailer, outbox, media, tokens }: AuthServiceDeps) {
  const users = createUsersRepository(db);
  const resetTokens = createResetTokensRepository(db);
  const emailChanges = createEmailChangesRepository(db);
  const rateLimits = createRateLimits({ db, clock, log });
  const failures = createSignInFailures({
    rateLimits,
    max: config.rateLimit.failuresPerAddressAndAccount,
    windowMs: SIGN_IN_FAILURE_WINDOW_MS,
  });
  const sessions = createSessions({ db, config, clock, tokens });
  const afterAnswer = createAfterAnswer();
  const twoFactor = createTwoFactor({ db, config, clock });
  const notices = createSecurityNotices({ outbox, config, clock });
  const proofs = createProofs({ db, config, clock, log, twoFactor, notices });
  const stepUp = createStepUp({ db, clock });
  const asAdminUser = (row: UserRow) => toAdminUser(row, config.requireTwoFactor);
  const invalidCredentials = () => new AppError(401, AuthMessages.invalidCredentials);
  const challengeExpired = () => new AppError(401, TwoFactorMessages.challengeExpired);

  /** An access token and a new refresh family (a session, which the token names: decision 068). */
  async function startSession(user: Pick<UserRow, 'id' | 'token_version'>, origin: SessionOrigin) {
    const refresh = await sessions.start(user, origin);
    const access = await tokens.sign({
      userId: user.id,
      tokenVersion: user.token_version,
      sessionId: refresh.familyId,
    });
    return { access, refresh };
  }

  /** What a completed sign-in gets: the access token, the user, a new refresh family. */
  async function signIn(user: UserRow, origin: SessionOrigin): Promise<LoginResult & { refresh: IssuedRefresh }> {
    await users.signedIn(user.id, clock.now().toISOString());
    return { ...(await startSession(user, origin)), user: asAdminUser(user) };
  }
  const invalidLink = () => new AppError(400, AuthMessages.invalidLink);

  async function requireUser(id: number): Promise<UserRow> {
    const user = await users.getById(id);
    // The token was valid a moment ago; the account may have been removed since.
    if (!user) throw new UnauthorizedError(AuthMessages.sessionExpired);
    return user;
  }

  /** Stores the change, mails its link to the new address (one transaction) and tells the old one. */
  async function requestEmailChange(user: UserRow, email: string, origin: SessionOrigin): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await emailChanges.transaction(async (trx) => {
      await emailChanges.replace(trx, {
        user_id: user.id,
        new_email: email,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS).toISOString(),
        created_at: now.toISOString(),
      });
      await notices.emailConfirm(user, email, token, EMAIL_CHANGE_LINK_HOURS, trx);
      await notices.notify(user, { kind: 'email_change_requested', to: email }, origin, trx);
    });
    notices.wake();
  }

  return {
    /** Resolves once the work run after answers (reset mails) has finished. */
    settled: afterAnswer.settled,

    /**
     * `origin.address` keys the failure count, with the identifier: see sign-in-failures.ts. A
     * sign-in starts a refresh-token family (decision 026): the route puts `refresh` in the cookie.
     */
    async login(
      identifier: string,
      password: string,
      origin: SessionOrigin,
    ): Promise<(LoginResult & { refresh: IssuedRefresh }) | TwoFactorChallenge> {
      const clientAddress = origin.address;
      // Counted before the slow hash and cleared on success, so parallel guesses cannot all pass the check.
      if (!(await failures.attempt(clientAddress, identifier))) throw new TooManyAttemptsError();
      const user = await users.getByIdentifier(identifier);
      // An unknown user costs a full hash too, so timing does not tell which accounts exist.
      // An invited user has no password yet: it costs the decoy's hash too.
      const hash = user && user.state !== 'invited' ? user.password_hash : await decoyHash();
      const isValid = await verifyPassword(password, hash);
      if (!user || !isValid || user.state === 'invited') throw invalidCredentials();
      await failures.clear(clientAddress, identifier);
      // Decision 035: the right password of a deactivated account may say so; it tells nothing new.
      if (user.state !== 'active') throw new AppError(401, UserMessages.deactivated);
      // Decision 036: a second factor first; the challenge is good for the second step alone.
      if (Number(user.two_factor_enabled) === 1) {
        const claims = { userId: user.id, tokenVersion: user.token_version };
        const challenge = await tokens.signChallenge(claims, clock.now(), TWO_FACTOR_CHALLENGE_MINUTES);
        return { two_factor: 'totp', challenge };
      }
      return signIn(user, origin);
    },

    /**
     * Decision 036: the second step. Failures count per (address, account) like the password's,
     * and (decision 068) per account from anywhere; a used TOTP step or recovery code never works
     * again, and a challenge signs in once: used, it answers as an expired one.
     */
    async secondStep(
      challenge: string,
      code: string,
      origin: SessionOrigin,
    ): Promise<LoginResult & { refresh: IssuedRefresh; usedRecovery: boolean }> {
      const claims = await tokens.verifyChallenge(challenge, clock.now());
      if (!claims) throw challengeExpired();
      const used = `two-factor-challenge ${claims.id}`;
      // Read first, so a replayed challenge spends no code and no attempt.
      if ((await rateLimits.count(used)) > 0) throw challengeExpired();
      const key = `#two-factor:${claims.userId}`;
      if (!(await failures.attempt(origin.address, key))) throw new TooManyAttemptsError();
      const user = await users.getById(claims.userId);
      if (!user || user.token_version !== claims.tokenVersion || user.state !== 'active') throw challengeExpired();
      const { ok, usedRecovery } = await proofs.code(user, code, origin);
      if (!ok) throw new WrongSecondFactorError(user);
      // Claimed in one statement: of two requests with one challenge (and two right codes), one signs in.
      const left = claims.expiresAt.getTime() - clock.now().getTime() + 60_000;
      if (!(await rateLimits.first(used, left))) throw challengeExpired();
      await failures.clear(origin.address, key);
      return { ...(await signIn(user, origin)), usedRecovery };
    },

    /** Decision 036: a user a passkey has proven signs in like after a password (tokens, a new family). */
    signInAs(user: UserRow, origin: SessionOrigin): Promise<LoginResult & { refresh: IssuedRefresh }> {
      return signIn(user, origin);
    },

    /** A new access token and the next refresh token for a refresh cookie; see sessions.ts. */
    refresh(token: string | undefined, origin: SessionOrigin) {
      return sessions.rotate(token, origin, asAdminUser);
    },

    /** Sign-out: the cookie's family ends. */
    logout(token: string | undefined): Promise<void> {
      return sessions.end(token);
    },

    /**
     * Answers the same whether the account exists or not, and in the same time: a token is
     * made and hashed either way, and what only an existing account gets (the stored hash and
     * the mail) runs after the answer. A failure there is logged.
     */
    async requestReset(email: string): Promise<void> {
      const found = await users.getByEmail(email);
      // Only an active account can reset its password (an invitee uses the invitation's link).
      const user = found?.state === 'active' ? found : undefined;
      const token = randomBytes(32).toString('base64url');
      const tokenHash = sha256(token);
      const expiresAt = new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS).toISOString();
      if (!user) return;
      afterAnswer.run(
        async () => {
          // Decision 037: a few mails per account per hour, however many addresses ask.
          const now = clock.now();
          const stored = await resetTokens.insertCapped(user.id, tokenHash, expiresAt, {
            now: now.toISOString(),
            since: new Date(now.getTime() - HOUR_MS).toISOString(),
            max: config.rateLimit.resetMailsPerAccountPerHour,
          });
          if (!stored) {
            log.warn({ userId: user.id }, 'password reset mail not sent: the account reached its hourly cap');
            return;
          }
          const link = `${config.publicUrl}/admin/password-reset?token=${token}`;
          const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
          const message = passwordResetEmail({ to: user.email, name, link, minutes: RESET_LINK_MINUTES });
          await mailer.send(message, { outboxLog: { link } });
        },
        (err) => log.error({ err, userId: user.id }, 'the password reset mail could not be sent'),
      );
    },

    /** Returns whose password was set (the audit log records it). */
    async confirmReset(
      token: string,
      newPassword: string,
      origin: SessionOrigin,
    ): Promise<{ id: number; email: string }> {
      const tokenHash = sha256(token);
      // Cheap check first: a bad token should not cost an Argon2 hash.
      if (!(await resetTokens.isOpen(tokenHash, clock.now().toISOString()))) throw invalidLink();
      const passwordHash = await hashPassword(newPassword);
      return resetTokens
        .transaction(async (trx) => {
          const now = clock.now().toISOString();
          const userId = await resetTokens.claim(tokenHash, now, trx);
          if (userId === undefined) throw invalidLink();
          await resetTokens.closeAllOf(userId, now, trx);
          const updated = await users.setPassword(userId, passwordHash, trx);
          // token_version moving on ends them too; revoked rows say so plainly.
          await sessions.endAllOf(userId, trx);
          if (updated) await notices.notify(updated, { kind: 'password_changed' }, origin, trx);
          return { id: userId, email: updated?.email ?? '' };
        })
        .finally(notices.wake);
    },

    /**
     * Returns a fresh access token and a new refresh family: this session continues, every other
     * one ends with the old token_version and its revoked family.
     */
    async changePassword(
      userId: number,
      oldPassword: string,
      newPassword: string,
      origin: SessionOrigin,
    ): Promise<{ access: string; refresh: IssuedRefresh }> {
      const user = await requireUser(userId);
      // Decision 068: a guess here counts as a failed sign-in of this address and account.
      if (!(await proofs.password(user, oldPassword, origin))) {
        throw new ValidationError({ old_password: AuthMessages.oldPasswordWrong });
      }
      const updated = await users.setPassword(user.id, await hashPassword(newPassword));
      if (!updated) throw new UnauthorizedError(AuthMessages.sessionExpired);
      await sessions.endAllOf(updated.id);
      await notices.notify(updated, { kind: 'password_changed' }, origin);
      return startSession(updated, origin);
    },

    async getProfile(userId: number): Promise<AdminUser> {
      return asAdminUser(await requireUser(userId));
    },

    /**
     * Names and picture change at once. A new email address (decision 068) needs the session's
     * sudo window, and only waits for the link mailed to it; the old address is told. Answers
     * the user as stored and the address waiting, if any.
     */
    async updateProfile(
      caller: StepUpCaller,
      input: ProfileInput,
      origin: SessionOrigin,
    ): Promise<{ user: AdminUser; pendingEmail: string | null }> {
      const userId = caller.id;
      const current = await requireUser(userId);
      const email = input.email.toLowerCase();
      const changing = email !== current.email.toLowerCase();
      const taken = () => new ConflictError(AuthMessages.emailTaken, { email: AuthMessages.emailTaken });
      if (changing) {
        // Before anything is looked up: a bare token learns nothing, not even whether an address is taken.
        await stepUp.require(caller);
        const owner = await users.getByEmail(email);
        if (owner && owner.id !== userId) throw taken();
        const { count } = await rateLimits.hit(`email-change ${userId}`, HOUR_MS);
        if (count > config.rateLimit.emailChangesPerAccountPerHour)
          throw new AppError(429, EmailChangeMessages.tooMany);
      }

      const values: Parameters<typeof users.updateProfile>[1] = {};
      // The spec's client sends names only when non-empty; an empty one keeps the stored name.
      if (input.first_name) values.first_name = input.first_name;
      if (input.last_name) values.last_name = input.last_name;
      const picture = input.profile_image;
      const stored = isUploadedFile(picture) ? await media.store(picture, 'image', { by: userId }) : undefined;
      if (stored) values.profile_image = stored;
      else if (picture === '' || picture === null) values.profile_image = null;
      else if (typeof picture === 'string')
        values.profile_image = await media.chosen(picture, 'image', 'profile_image');

      let updated: UserRow | undefined;
      try {
        updated = await users.updateProfile(userId, values);
      } catch (error) {
        if (stored) await media.remove(stored);
        throw error;
      }
      if (!updated) throw new UnauthorizedError(AuthMessages.sessionExpired);
      await media.removeReplaced(current, updated);
      if (changing) await requestEmailChange(updated, email, origin);
      return { user: asAdminUser(updated), pendingEmail: changing ? email : null };
    },

    /**
     * Decision 068: the link from the new address's mail, sent by its page's button (never a
     * GET): the address becomes the account's, unless another account has taken it meanwhile.
     */
    async confirmEmailChange(token: string, origin: SessionOrigin): Promise<{ id: number; email: string }> {
      const now = clock.now().toISOString();
      const invalid = () => new AppError(400, EmailChangeMessages.invalidLink);
      let change;
      try {
        change = await emailChanges.transaction(async (trx) => {
          const claimed = await emailChanges.claim(sha256(token), now, trx);
          if (!claimed) throw invalid();
          const before = await emailChanges.applyTo(trx, claimed.user_id, claimed.new_email, now);
          if (!before) throw invalid();
          return { id: claimed.user_id, email: claimed.new_email, before };
        });
      } catch (error) {
        // The address was taken since the request: the link stays unused (the transaction rolled back).
        if (isUniqueViolation(error))
          throw new ConflictError(AuthMessages.emailTaken, { email: AuthMessages.emailTaken });
        throw error;
      }
      await notices.notify(change.before, { kind: 'email_changed', to: change.email }, origin);
      return { id: change.id, email: change.email };
    },

    /** Decision 068: the password or a code opens this session's sudo window. */
    async stepUp(
      caller: StepUpCaller,
      proof: ProofBody,
      origin: SessionOrigin,
    ): Promise<{ until: string; usedRecovery: boolean }> {
      const user = await requireUser(caller.id);
      const { usedRecovery } = await proofs.check(user, proof, origin);
      return { until: await stepUp.open(caller), usedRecovery };
    },

    /**
     * Decision 068: two-factor off, with its own proof (a password or a code, under the account's
     * limits): given with the call, it is fresher than any window.
     */
    async disableTwoFactor(
      caller: StepUpCaller,
      proof: ProofBody,
      origin: SessionOrigin,
    ): Promise<{ usedRecovery: boolean }> {
      const user = await requireUser(caller.id);
      if (!user.two_factor_enabled) throw new ConflictError(TwoFactorMessages.notEnabled);
      const { usedRecovery } = await proofs.check(user, proof, origin);
      await twoFactor.disable(user.id);
      await notices.notify(user, { kind: 'two_factor_off' }, origin);
      return { usedRecovery };
    },

    /** Enrolment's confirmation; a wrong code counts against the account's limit (decision 068). */
    async confirmTwoFactor(userId: number, code: string, origin: SessionOrigin): Promise<string[]> {
      const user = await requireUser(userId);
      const codes = await proofs.limitedCode(user, origin, () => twoFactor.confirm(userId, code));
      await notices.notify(user, { kind: 'two_factor_on' }, origin);
      return codes;
    },

    /** Decision 068: new recovery codes (the route requires the sudo window). */
    async regenerateRecoveryCodes(userId: number, origin: SessionOrigin): Promise<string[]> {
      const user = await requireUser(userId);
      const codes = await twoFactor.regenerate(user.id);
      await notices.notify(user, { kind: 'recovery_codes_new' }, origin);
      return codes;
    },

    /** A notice of what a call changed on the user's account (passkeys: decision 068). */
    async notify(userId: number, notice: SecurityNotice, origin: SessionOrigin | null): Promise<void> {
      const user = await users.getById(userId);
      if (user) await notices.notify(user, notice, origin);
    },
  };
}
