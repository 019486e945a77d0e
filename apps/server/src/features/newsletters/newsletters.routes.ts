import {
  createNewsletter,
  getNewsletter,
  listNewsletters,
  newsletterArchive,
  newsletterArchived,
  newsletterWebView,
  newsletterCandidates,
  previewNewsletter,
  removeNewsletter,
  newsletterTestRecipients,
  testNewsletter,
  updateNewsletter,
} from '@atrium/contract/endpoints/newsletters';
import { NewsletterMessages } from '@atrium/contract/newsletters';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, NotFoundError } from '../../errors.ts';
import { operation, route } from '../../plugins/endpoints.ts';
import { noteAudit } from '../../foundations/audit/audit-note.ts';
import { createNewslettersService } from './newsletters.service.ts';

/** Test copies one user may send a minute. */
const TESTS_PER_MINUTE = 10;

/** Decision 052: writing, previewing and testing newsletters (editors and administrators). */
export const newslettersRoutes: FastifyPluginAsync = async (app) => {
  const service = createNewslettersService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    siteSettings: app.siteSettings,
    locales: app.locales,
    mediaLibrary: app.mediaLibrary,
  });

  // The public archive, read by the site's pages in process (decision 052).
  // In the page's language where written in it (decision 097).
  operation(app, newsletterArchive, async ({ query }) => ({ data: await service.archive(undefined, query.locale) }));
  operation(app, newsletterArchived, async ({ params, query }) => {
    const found = await service.archived(params.slug, query.locale);
    if (!found) throw new NotFoundError(NewsletterMessages.notFound);
    return { data: found };
  });

  operation(app, newsletterWebView, async ({ params, query }) => {
    const found = await service.viewed(params.token, query.locale);
    if (!found) throw new NotFoundError(NewsletterMessages.notFound);
    return { data: found };
  });

  route(app, listNewsletters, async (request) => ({ data: await service.list(request.query) }));

  // Each write names its newsletter by subject in the audit log (decision 085).
  route(app, createNewsletter, async (request) => {
    const data = await service.create(request.body, request.admin?.id ?? null);
    noteAudit(request, { action: 'create', title: data.subject });
    return { message: NewsletterMessages.created, data };
  });

  route(app, newsletterCandidates, async (request) => ({
    data: await service.candidates(request.query.searchedText, request.query.limit),
  }));

  route(app, getNewsletter, async (request) => ({
    data: await service.get(request.params.id, request.query.locale),
  }));

  route(app, updateNewsletter, async (request) => {
    const data = await service.update(request.params.id, request.body, request.query.locale);
    noteAudit(request, { action: 'update', title: data.subject });
    return { message: NewsletterMessages.updated, data };
  });

  route(app, removeNewsletter, async (request) => {
    const { subject } = await service.get(request.params.id);
    await service.remove(request.params.id);
    noteAudit(request, { action: 'delete', title: subject });
    return { message: NewsletterMessages.deleted, data: { id: request.params.id } };
  });

  route(app, previewNewsletter, async (request) => ({
    data: await service.preview(request.params.id, request.query.locale),
  }));

  route(app, newsletterTestRecipients, async () => ({ data: await service.testRecipients() }));

  route(
    app,
    testNewsletter,
    async (request) => {
      await service.sendTest(request.params.id, request.body.email, request.query.locale);
      return { message: NewsletterMessages.testSent(request.body.email) };
    },
    {
      config: {
        // A test changes nothing the site shows, and is no change of the newsletter for the audit log.
        changesNoContent: true,
        audit: false,
        rateLimit: {
          max: TESTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `newsletter-test:${request.admin?.id ?? request.ip}`,
          errorResponseBuilder: () => new AppError(429, NewsletterMessages.tooManyTests),
        },
      },
    },
  );
};
