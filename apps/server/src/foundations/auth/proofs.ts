import { AuthMessages } from '@atrium/contract/messages';
import { CODE_FAILURE_WINDOW_MINUTES, StepUpMessages, type ProofBody } from '@atrium/contract/step-up';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { createRateLimits } from '../rate-limits/rate-limits.ts';
import { verifyPassword } from './password.ts';
import type { SecurityNotices } from './security-notices.ts';
import type { SessionOrigin } from './sessions.ts';
import { createSignInFailures } from './sign-in-failures.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import type { TwoFactor } from './two-factor.ts';
import type { UserRow } from './users.repository.ts';

/** Decision 007's window of failed sign-ins, which a password typed in a profile call joins. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
const CODE_WINDOW_MS = CODE_FAILURE_WINDOW_MINUTES * 60_000;

const tooManyAttempts = () => new AppError(429, AuthMessages.tooManyAttempts);
const codesLocked = () => new AppError(429, StepUpMessages.codesLocked);

export type ProofsDeps = {
  db: Db;
  config: Pick<Config, 'rateLimit'>;
  clock: Clock;
  log: Pick<Log, 'warn'>;
  twoFactor: Pick<TwoFactor, 'verify'>;
  notices: Pick<SecurityNotices, 'notify'>;
};

/** What a counted code attempt is told once its code has been judged. */
export type CodeAttempt = { right(): Promise<void>; wrong(): Promise<void> };

/**
 * Decision 068: every check of a password or a second-factor code, wherever it is typed (the
 * sign-in, the step-up, turning two-factor on or off, the password change), counted against the
 * same limits in the database, so no call is a side door for guessing and every process counts
 * together:
 *
 * - a password joins the sign-in's failed attempts of (address, the account's email), decision
 *   007's counter (sign-in-failures.ts): 429 past it;
 * - a code counts against the account, from anywhere: at most `codeFailuresPerAccount` wrong
 *   ones in CODE_FAILURE_WINDOW_MINUTES, then every code of the account, the right one too, is a
 *   429 until the window ends, and the user is mailed once for it. The attempt is counted
 *   before the code is checked (parallel guesses cannot all pass) and given back when it was
 *   right, so the count is of wrong codes only.
 */
export function createProofs({ db, config, clock, log, twoFactor, notices }: ProofsDeps) {
  const rateLimits = createRateLimits({ db, clock, log });
  const failures = createSignInFailures({
    rateLimits,
    max: config.rateLimit.failuresPerAddressAndAccount,
    windowMs: SIGN_IN_FAILURE_WINDOW_MS,
  });
  const recoveryCodes = createTwoFactorRepository(db);
  const codeKey = (userId: number) => `second-factor-failures ${userId}`;

  /** A code attempt of this account, counted now; 429 when the account is past its limit. */
  async function codeAttempt(user: UserRow, origin: SessionOrigin): Promise<CodeAttempt> {
    const { count, resetsAt } = await rateLimits.hit(codeKey(user.id), CODE_WINDOW_MS);
    const max = config.rateLimit.codeFailuresPerAccount;
    // Once per lockout: the mail's own key lives exactly as long as the lockout's window.
    const mailLockout = async () => {
      const left = resetsAt.getTime() - clock.now().getTime();
      if (left > 0 && (await rateLimits.first(`second-factor-lockout-mail ${user.id}`, left))) {
        await notices.notify(user, { kind: 'codes_locked' }, origin);
      }
    };
    if (count > max) {
      await mailLockout();
      throw codesLocked();
    }
    return {
      right: () => rateLimits.release(codeKey(user.id)),
      wrong: async () => {
        if (count >= max) await mailLockout();
      },
    };
  }

  /** A used recovery code is told to the user, with how many are left. */
  async function recoveryUsed(user: UserRow, origin: SessionOrigin) {
    const left = await recoveryCodes.unusedRecoveryCodes(user.id);
    await notices.notify(user, { kind: 'recovery_code_used', left }, origin);
  }

  /** Whether `code` is the user's (TOTP or recovery, used up if right), under the account's limit. */
  async function code(user: UserRow, typed: string, origin: SessionOrigin) {
    const attempt = await codeAttempt(user, origin);
    const result = await twoFactor.verify(user, typed);
    await (result.ok ? attempt.right() : attempt.wrong());
    if (result.usedRecovery) await recoveryUsed(user, origin);
    return result;
  }

  /** Whether `password` is the user's, counted with the sign-in's failures of this address and account. */
  async function password(user: UserRow, typed: string, origin: SessionOrigin): Promise<boolean> {
    if (!(await failures.attempt(origin.address, user.email))) throw tooManyAttempts();
    const ok = await verifyPassword(typed, user.password_hash);
    if (ok) await failures.clear(origin.address, user.email);
    return ok;
  }

  return {
    code,
    password,
    codeAttempt,

    /**
     * The password or else the code of a profile call (the step-up, turning two-factor off): a
     * wrong one is a 400 on its field. Answers whether a recovery code was spent.
     */
    async check(user: UserRow, proof: ProofBody, origin: SessionOrigin): Promise<{ usedRecovery: boolean }> {
      if (proof.password) {
        if (!(await password(user, proof.password, origin)))
          throw new ValidationError({ password: StepUpMessages.passwordWrong });
        return { usedRecovery: false };
      }
      if (!proof.code) throw new ValidationError({ password: StepUpMessages.needsProof });
      const { ok, usedRecovery } = await code(user, proof.code, origin);
      if (!ok) throw new ValidationError({ code: StepUpMessages.codeWrong });
      return { usedRecovery };
    },

    /**
     * `work` judges a code itself (enrolment's confirmation, against the new secret): counted as
     * one attempt of the account; a 400 on the `code` field is a wrong code, anything else gives
     * the attempt back.
     */
    async limitedCode<T>(user: UserRow, origin: SessionOrigin, work: () => Promise<T>): Promise<T> {
      const attempt = await codeAttempt(user, origin);
      try {
        const result = await work();
        await attempt.right();
        return result;
      } catch (error) {
        const wrongCode = error instanceof ValidationError && error.errors?.code !== undefined;
        await (wrongCode ? attempt.wrong() : attempt.right());
        throw error;
      }
    },
  };
}
