import { type CaptchaChallenge, CaptchaMessages } from '@atrium/contract/submissions';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { createAltcha } from './altcha.ts';
import { createCaptchaUsedRepository } from './captcha-used.repository.ts';
import { verifyRecaptcha } from './recaptcha.ts';

export type Captcha = {
  provider: 'altcha' | 'recaptcha';
  siteKey?: string;
  /** A new ALTCHA challenge; only with the altcha provider. */
  challenge(): Promise<CaptchaChallenge>;
  /**
   * Accepts a solved spam check once, or throws: 400 with the reason under `recaptchaToken`
   * (missing, invalid, expired, used), 503 when Google cannot be asked.
   */
  check(token: string | undefined, clientAddress: string): Promise<void>;
};

export type CaptchaServiceDeps = {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'captcha'>;
  clock: Clock;
  log: Pick<Log, 'error'>;
};

const refuse = (message: string) => new ValidationError({ recaptchaToken: message }, message);

/** The spam check of the public forms: ALTCHA by default (no third party), Google's reCAPTCHA by configuration. */
export function createCaptchaService({ db, config, clock, log }: CaptchaServiceDeps): Captcha {
  const altcha = createAltcha(config.jwtSecret, config.captcha.altcha);
  const used = createCaptchaUsedRepository(db);

  async function checkAltcha(token: string) {
    const verdict = await altcha.verify(token);
    if (!verdict.ok) throw refuse(verdict.reason === 'expired' ? CaptchaMessages.expired : CaptchaMessages.invalid);
    const now = clock.now();
    if (verdict.expiresAt <= now) throw refuse(CaptchaMessages.expired);
    if (!(await used.markUsed(verdict.id, verdict.expiresAt.toISOString()))) throw refuse(CaptchaMessages.reused);
    await used.purgeExpired(now.toISOString());
  }

  async function checkRecaptcha(token: string, clientAddress: string) {
    const verdict = await verifyRecaptcha(
      { secret: config.captcha.secret ?? '', url: config.captcha.recaptchaVerifyUrl },
      token,
      clientAddress,
    );
    if (verdict.ok) return;
    if (verdict.reason === 'unavailable') {
      log.error('reCAPTCHA siteverify could not be reached or refused our secret');
      throw new AppError(503, CaptchaMessages.verifierDown);
    }
    throw refuse(verdict.reason === 'expired' ? CaptchaMessages.expired : CaptchaMessages.invalid);
  }

  return {
    provider: config.captcha.provider,
    siteKey: config.captcha.siteKey,
    async challenge() {
      const { parameters, signature = '' } = await altcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
    async check(token, clientAddress) {
      if (!token) throw refuse(CaptchaMessages.required);
      if (config.captcha.provider === 'recaptcha') await checkRecaptcha(token, clientAddress);
      else await checkAltcha(token);
    },
  };
}
