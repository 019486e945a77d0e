import { fail, ok } from '@atrium/contract/api';
import { captchaChallengeSchema, captchaConfigSchema, CaptchaMessages } from '@atrium/contract/submissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, NotFoundError } from '../../errors.ts';
import { clientAddress } from '../auth/client-address.ts';

/** The spam check's public calls: which provider the forms show, and ALTCHA's challenges. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['captcha'];

  app.get(
    '/captcha/config/',
    {
      schema: {
        tags,
        summary: 'Which spam check the public forms show (and Google’s site key with reCAPTCHA)',
        response: { 200: ok(captchaConfigSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: { provider: app.captcha.provider, ...(app.captcha.siteKey ? { siteKey: app.captcha.siteKey } : {}) },
    }),
  );

  app.get(
    '/captcha/challenge/',
    {
      config: {
        rateLimit: {
          max: app.config.rateLimit.challengesPerMinute,
          timeWindow: 60_000,
          keyGenerator: clientAddress,
          errorResponseBuilder: () => new AppError(429, CaptchaMessages.tooMany),
        },
      },
      schema: {
        tags,
        summary: 'A new ALTCHA challenge (signed, expires in 10 minutes, its solution accepted once)',
        response: { 200: captchaChallengeSchema, 404: fail },
      },
    },
    async (_request, reply) => {
      if (app.captcha.provider !== 'altcha') throw new NotFoundError('The spam check is reCAPTCHA: no challenge here.');
      // A challenge is for one visitor, once: never from a cache.
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );
};
