import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewslettersRepository } from './newsletters.repository.ts';
import { createNewslettersService } from './newsletters.service.ts';
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
    const newsletters = createNewslettersRepository(app.db);
    const newslettersService = createNewslettersService({
      db: app.db,
      config: app.config,
      clock: app.clock,
      outbox: app.outbox,
      siteSettings: app.siteSettings,
      locales: app.locales,
      mediaLibrary: app.mediaLibrary,
    });
    const sent = async (id: number, sentAt: string) => {
      const row = await newsletters.getById(id);
      if (!row) throw new Error(`newsletter ${id} is gone`);
      return { ...row, state: 'sent' as const, sent_at: sentAt };
    };
    const sender = createNewsletterSender({
      db: app.db,
      config: app.config,
      clock: app.clock,
      log: app.log,
      outbox: app.outbox,
      // Decision 052's email, as the archive will show it: sent (its "view online" link, and
      // "since the last newsletter" up to this instant).
      render: async (id, unsubscribeUrl, sentAt) => newslettersService.render(await sent(id, sentAt), unsubscribeUrl),
      // Decision 091: once more in each other language it is written in.
      languages: {
        of: newslettersService.writtenIn,
        render: async (id, unsubscribeUrl, sentAt, locale) =>
          newslettersService.renderIn(await sent(id, sentAt), unsubscribeUrl, locale),
        settings: () => app.locales.settings(),
      },
      // Sent: the public archive, its feed and the sitemap change, in every process.
      onSent: () => app.pageCache.contentChanged(),
    });
    const worker = createNewsletterWorker(sender, app.log);
    app.decorate('newsletterSending', { sender, wake: worker.wake });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  {
    name: 'atrium-newsletter-send',
    dependencies: ['atrium-db', 'atrium-mail', 'atrium-page-cache', 'atrium-locales', 'atrium-media'],
  },
);
