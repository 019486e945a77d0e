import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

export type AppMailer = Pick<Mailer, 'mode' | 'send'>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
  }
}

/**
 * Decorates `app.mailer`. Sends still running when the app closes are awaited, so a reset
 * mail sent in the background is not cut off by a shutdown.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const mailer = createMailer(app.config, app.log);
    const inFlight = new Set<Promise<unknown>>();

    app.decorate('mailer', {
      mode: mailer.mode,
      send(message, options) {
        const sending = mailer.send(message, options);
        inFlight.add(sending);
        sending.then(
          () => inFlight.delete(sending),
          () => inFlight.delete(sending),
        );
        return sending;
      },
    } satisfies AppMailer);

    app.addHook('onClose', async () => {
      await Promise.allSettled(inFlight);
      mailer.close();
    });
  },
  { name: 'atrium-mail' },
);
