import {
  countPages,
  deleteFold,
  listPages,
  pageRevision,
  pageRevisions,
  publicPage,
  reorderFolds,
  restorePageRevision,
  savePage,
} from '@atrium/contract/endpoints/pages';
import { RevisionMessages } from '@atrium/contract/revisions';
import { RequestMessages } from '@atrium/contract/messages';
import { foldBodySchema, pageMetaBodySchema, PageTexts } from '@atrium/contract/pages';
import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { operation, route } from '../../plugins/endpoints.ts';
import { movedAnswer } from '../learn/moved-answer.ts';
import { zodFieldErrors } from '../../plugins/errors.ts';
import { createRevisionsService } from '../../foundations/revisions/revisions.service.ts';
import { createPagesService } from './pages.service.ts';

const isFoldBody = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'fold' in body;

/** Page settings (requirements 3 §7; decision 015), as packages/contract/src/endpoints/pages.ts declares them. */
export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const revisions = createRevisionsService({ db: app.db, clock: app.clock, keep: app.config.revisionsKeep });
  const service = createPagesService({ db: app.db, clock: app.clock, revisions });
  /** Who saves, for the revision a save keeps. */
  const writer = (request: { admin?: { id: number } | null }) => ({ by: request.admin?.id ?? null });

  route(app, listPages, async (request) => ({ data: await service.list(request.query) }));
  route(app, countPages, async (request) => ({ data: { count: await service.count(request.query) } }));

  // The site's pages read their meta in process.
  operation(app, publicPage, async ({ params }) => {
    const read = await service.publicPage(params.customUrl);
    if ('found' in read) return { data: read.found };
    const location = `/api/pages/${read.movedTo}/`;
    return movedAnswer(read.movedTo, location);
  });

  route(
    app,
    savePage,
    async (request) => {
      const customUrl = request.params.customUrl;
      if (request.validationError) {
        // The spec's words for the form that was sent: the meta form's or the fold row's.
        const parsed = (isFoldBody(request.body) ? foldBodySchema : pageMetaBodySchema).safeParse(request.body);
        throw new ValidationError(
          parsed.success ? { body: RequestMessages.invalidInput } : zodFieldErrors(parsed.error),
        );
      }
      const body = request.body;
      if ('fold' in body) {
        const { page, added } = await service.saveFold(customUrl, body, writer(request));
        return { message: added ? PageTexts.foldAdded : PageTexts.foldUpdated, data: page };
      }
      return { message: PageTexts.submitSuccess, data: await service.saveMeta(customUrl, body, writer(request)) };
    },
    { attachValidation: true },
  );

  route(app, deleteFold, async (request) => ({
    message: PageTexts.foldDeleted,
    data: await service.deleteFold(request.params.customUrl, request.body.id, writer(request)),
  }));

  route(app, reorderFolds, async (request) => ({
    message: PageTexts.orderUpdated,
    data: await service.reorder(request.body, writer(request)),
  }));

  route(app, pageRevisions, async (request) => ({
    data: await service.revisions(request.params.customUrl, request.query),
  }));
  route(app, pageRevision, async (request) => ({
    data: await service.revision(request.params.customUrl, request.params.revisionId),
  }));
  route(app, restorePageRevision, async (request) => ({
    message: RevisionMessages.restored,
    data: await service.restoreRevision(request.params.customUrl, request.params.revisionId, writer(request)),
  }));
};
