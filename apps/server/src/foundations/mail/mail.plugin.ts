import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';
import { createOutbox, type Outbox } from './outbox.ts';

type AppMailer = Pick<Mailer, 'mode' | 'send'>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
    /** Mail that must not be lost (submissions' notifications, confirmations): queued in the database, retried. */
    outbox: Outbox;
  }
}

/**
 * Decorates `app.mailer` and `app.outbox`. Sends still running when the app closes are
 * awaited, so a reset mail sent in the background is not cut off by a shutdown; the outbox's
 * worker runs from start to close.
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

    const outbox = createOutbox({
      db: app.db,
      send: (message) => app.mailer.send(message),
      clock: app.clock,
      log: app.log,
      leaseMs: app.config.mailLeaseMs,
    });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());

    app.addHook('onClose', async () => {
      await outbox.stop();
      await Promise.allSettled(inFlight);
      mailer.close();
    });
  },
  { name: 'atrium-mail', dependencies: ['atrium-db'] },
);
