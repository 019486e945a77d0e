import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewsletterSender, createNewsletterWorker, type NewsletterSender } from './newsletter-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decision 053: newsletters' sends, and the worker that hands their mails to the outbox. */
    newsletterSending: {
      sender: NewsletterSender;
      /** Runs the worker now (after a send or a schedule here). */
      wake(): void;
    };
  }
}

/**
 * The newsletter worker in every process, from ready to close: starts scheduled sends at their
 * minute and feeds the outbox at NEWSLETTER_RATE. Registered after the mail plugin: the outbox's
 * hooks for newsletter mails are in place before it sends any.
 */
export default fp(
  async function newsletterSendPlugin(app: FastifyInstance) {
    const sender = createNewsletterSender({
      db: app.db,
      config: app.config,
      clock: app.clock,
      log: app.log,
      outbox: app.outbox,
      // TEMPORARY until decision 052's renderer is merged.
      render: async (id, unsubscribeUrl) => {
        const row = await app.db.selectFrom('newsletters').select(['subject', 'intro']).where('id', '=', id).executeTakeFirstOrThrow();
        return {
          subject: row.subject,
          html: `<html><body>${row.intro}<p><a href="${unsubscribeUrl}">Unsubscribe</a></p></body></html>`,
          text: `${row.subject}\n\nUnsubscribe: ${unsubscribeUrl}`,
        };
      },
    });
    const worker = createNewsletterWorker(sender, app.log);
    app.decorate('newsletterSending', { sender, wake: worker.wake });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'atrium-newsletter-send', dependencies: ['atrium-db', 'atrium-mail'] },
);
