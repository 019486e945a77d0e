import { newsletterReport, sendNewsletter, unscheduleNewsletter } from '@atrium/contract/endpoints/newsletters';
import { NewsletterSendMessages } from '@atrium/contract/newsletter-sending';
import { NewsletterMessages } from '@atrium/contract/newsletters';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { noteAudit } from '../../foundations/audit/audit-note.ts';

/**
 * Decision 053: POST /newsletters/:id/send/ (now, or `at` a minute in the future),
 * DELETE /newsletters/:id/send/ (the schedule cancelled: a draft again) and
 * GET /newsletters/:id/report/.
 */
export const newsletterSendRoutes: FastifyPluginAsync = async (app) => {
  const { sender, wake } = app.newsletterSending;
  const repo = sender.repo;

  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw new NotFoundError(NewsletterMessages.notFound);
    return row;
  }

  route(app, sendNewsletter, async (request) => {
    const { id } = request.params;
    const row = await existing(id);
    if (row.state !== 'draft' && row.state !== 'scheduled') throw new AppError(409, NewsletterSendMessages.notSendable);
    const now = app.clock.now();
    const at = request.body?.at;
    if (at !== undefined) {
      if (Date.parse(at) <= now.getTime()) throw new ValidationError({ at: NewsletterSendMessages.atInFuture });
      if (!(await repo.schedule(id, at, now.toISOString()))) {
        throw new AppError(409, NewsletterSendMessages.notSendable);
      }
      wake();
      noteAudit(request, { action: 'schedule', title: row.subject });
      return { message: NewsletterSendMessages.scheduled(await repo.recipientCount()) };
    }
    // Now: a scheduled one is moved to this minute first, so of two processes one starts it.
    if (row.state === 'scheduled') await repo.schedule(id, now.toISOString(), now.toISOString());
    const started = await sender.start(id, row.state === 'scheduled' ? 'scheduled' : 'draft', now);
    if (!started) throw new AppError(409, NewsletterSendMessages.notSendable);
    wake();
    noteAudit(request, { action: 'newsletter_send', title: row.subject });
    const report = await repo.report(id, now.toISOString());
    return { message: NewsletterSendMessages.started(report.recipients) };
  });

  route(app, unscheduleNewsletter, async (request) => {
    const { id } = request.params;
    await existing(id);
    if (!(await repo.unschedule(id, app.clock.now().toISOString()))) {
      throw new AppError(409, NewsletterSendMessages.notScheduled);
    }
    noteAudit(request, { action: 'unschedule', title: (await existing(id)).subject });
    return { message: NewsletterSendMessages.unscheduled };
  });

  route(app, newsletterReport, async (request) => {
    const row = await existing(request.params.id);
    const counts = await repo.report(row.id, row.sent_at);
    return {
      data: {
        id: row.id,
        state: row.state,
        send_at: row.send_at,
        sent_at: row.sent_at,
        mailable_now: await repo.recipientCount(),
        ...counts,
      },
    };
  });
};
