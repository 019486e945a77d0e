import { captchaChallenge, captchaConfig } from '@atrium/contract/endpoints/captcha';
import { CaptchaMessages } from '@atrium/contract/submissions';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { clientAddress } from '../auth/client-address.ts';

/** The spam check's public calls, as packages/contract/src/endpoints/captcha.ts declares them. */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  route(app, captchaConfig, async () => ({
    data: { provider: app.captcha.provider, ...(app.captcha.siteKey ? { siteKey: app.captcha.siteKey } : {}) },
  }));

  route(
    app,
    captchaChallenge,
    async (_request, reply) => {
      if (app.captcha.provider !== 'altcha') throw new NotFoundError('The spam check is reCAPTCHA: no challenge here.');
      // A challenge is for one visitor, once: never from a cache.
      reply.header('cache-control', 'no-store');
      // The widget reads the challenge as it is: sent without the envelope route() would add.
      return reply.send(await app.captcha.challenge());
    },
    {
      config: {
        rateLimit: {
          max: app.config.rateLimit.challengesPerMinute,
          timeWindow: 60_000,
          keyGenerator: clientAddress,
          errorResponseBuilder: () => new AppError(429, CaptchaMessages.tooMany),
        },
      },
    },
  );
};
