import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Captcha, createCaptchaService } from './captcha.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** Decorates `app.captcha`, the spam check of the public forms (captcha.service.ts). */
export default fp(
  async function captchaPlugin(app: FastifyInstance) {
    app.decorate('captcha', createCaptchaService({ db: app.db, config: app.config, clock: app.clock, log: app.log }));
  },
  { name: 'atrium-captcha', dependencies: ['atrium-db'] },
);
