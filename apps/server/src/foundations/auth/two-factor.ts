import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type TwoFactorStart, TwoFactorMessages } from '@atrium/contract/two-factor';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { AuthMessages } from '@atrium/contract/messages';
import { UserMessages } from '@atrium/contract/users';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changes. */
const WINDOW = 1;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * The secret at rest: AES-256-GCM with a key derived from JWT_SECRET (HKDF), so a copy of the
 * database alone does not give the codes away. 'v1.' + iv, tag and ciphertext in base64url.
 */
function secretBox(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'atrium', 'totp-secret', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TwoFactorDeps = {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
  clock: Clock;
};

/**
 * Decision 036: TOTP enrolment, checking a code (a TOTP code once per time step, or a recovery
 * code once), turning it off and an administrator's reset. No HTTP; the sign-in's second step is
 * auth.service's, which calls `verify`.
 */
export function createTwoFactor({ db, config, clock }: TwoFactorDeps) {
  const repo = createTwoFactorRepository(db);
  const users = createUsersRepository(db);
  const box = secretBox(config.jwtSecret);
  const issuer = `Atrium (${new URL(config.publicUrl).host})`;

  const totpOf = (secret: string, label: string) =>
    new TOTP({
      issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });

  /** The time step of a valid TOTP code for this user now, or null. */
  function totpStep(user: UserRow, code: string): number | null {
    const secret = user.totp_secret ? box.open(user.totp_secret) : null;
    if (!secret) return null;
    const timestamp = clock.now().getTime();
    const delta = totpOf(secret, user.email).validate({ token: code.replace(/\s/g, ''), timestamp, window: WINDOW });
    if (delta === null) return null;
    return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  }

  async function requireUser(id: number): Promise<UserRow> {
    const user = await users.getById(id);
    if (!user) throw new UnauthorizedError(AuthMessages.sessionExpired);
    return user;
  }

  /**
   * Whether `code` is a TOTP code not used before, or an unused recovery code (used up by this
   * call). `usedRecovery` tells the caller which, for the audit log.
   */
  async function verify(user: UserRow, code: string): Promise<{ ok: boolean; usedRecovery: boolean }> {
    if (!user.two_factor_enabled) return { ok: false, usedRecovery: false };
    if (isTotpCode(code)) {
      const step = totpStep(user, code);
      return { ok: step !== null && (await repo.claimStep(user.id, step)), usedRecovery: false };
    }
    const normalised = normaliseRecovery(code);
    if (normalised.length !== 10) return { ok: false, usedRecovery: false };
    const ok = await repo.claimRecoveryCode(user.id, sha256(normalised), clock.now().toISOString());
    return { ok, usedRecovery: ok };
  }

  return {
    verify,

    /** A new secret (replacing an unconfirmed one); refused while two-factor is on. */
    async start(userId: number): Promise<TwoFactorStart> {
      const user = await requireUser(userId);
      if (user.two_factor_enabled) throw new ConflictError(TwoFactorMessages.alreadyEnabled);
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repo.setPendingSecret(user.id, box.seal(secret)))) {
        throw new ConflictError(TwoFactorMessages.alreadyEnabled);
      }
      const uri = totpOf(secret, user.email).toString();
      const { default: QRCode } = await import('qrcode');
      return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
    },

    /** The first code from the app turns two-factor on; the recovery codes are answered this once. */
    async confirm(userId: number, code: string): Promise<string[]> {
      const user = await requireUser(userId);
      if (user.two_factor_enabled) throw new ConflictError(TwoFactorMessages.alreadyEnabled);
      if (!user.totp_secret) throw new ConflictError(TwoFactorMessages.notStarted);
      const step = isTotpCode(code) ? totpStep(user, code) : null;
      if (step === null) throw new ValidationError({ code: TwoFactorMessages.codeWrong });
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await repo.transaction(async (trx) => {
        if (!(await repo.claimStep(user.id, step, trx)))
          throw new ValidationError({ code: TwoFactorMessages.codeWrong });
        await repo.enable(
          trx,
          user.id,
          codes.map((c) => sha256(normaliseRecovery(c))),
          clock.now().toISOString(),
        );
      });
      return codes;
    },

    /**
     * Off. The caller has checked the password or a code of the user's own first (proofs.ts,
     * counted against the account's limits: decision 068).
     */
    async disable(userId: number): Promise<void> {
      const user = await requireUser(userId);
      if (!user.two_factor_enabled) throw new ConflictError(TwoFactorMessages.notEnabled);
      await repo.transaction((trx) => repo.disable(trx, user.id));
    },

    /** Decision 068: new recovery codes (answered this once); the earlier ones stop working. */
    async regenerate(userId: number): Promise<string[]> {
      const user = await requireUser(userId);
      if (!user.two_factor_enabled) throw new ConflictError(TwoFactorMessages.notEnabled);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await repo.transaction((trx) =>
        repo.replaceRecoveryCodes(
          trx,
          user.id,
          codes.map((c) => sha256(normaliseRecovery(c))),
          clock.now().toISOString(),
        ),
      );
      return codes;
    },

    /** An administrator's reset: the user's second factor is gone; they sign in with the password. */
    async reset(userId: number): Promise<UserRow> {
      const user = await users.getById(userId);
      if (!user) throw new NotFoundError(UserMessages.notFound);
      await repo.transaction((trx) => repo.disable(trx, user.id));
      return (await users.getById(userId))!;
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
