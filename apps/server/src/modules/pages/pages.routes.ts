import {
  countPages,
  deleteFold,
  listPages,
  publicPage,
  reorderFolds,
  savePage,
} from '@atrium/contract/endpoints/pages';
import { RequestMessages } from '@atrium/contract/messages';
import { foldBodySchema, pageMetaBodySchema, PageTexts } from '@atrium/contract/pages';
import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { operation, route } from '../../plugins/endpoints.ts';
import { movedAnswer } from '../learn/moved-answer.ts';
import { zodFieldErrors } from '../../plugins/errors.ts';
import { createPagesService } from './pages.service.ts';

const isFoldBody = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'fold' in body;

/** Page settings (spec 3 §7; decision 015), as packages/contract/src/endpoints/pages.ts declares them. */
export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const service = createPagesService({ db: app.db, clock: app.clock });

  route(app, listPages, async (request) => ({ data: await service.list(request.query) }));
  route(app, countPages, async (request) => ({ data: { count: await service.count(request.query) } }));

  // The site's pages read their meta in process.
  operation(app, publicPage, async ({ params }) => {
    const read = await service.publicPage(params.slug);
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
        const { page, added } = await service.saveFold(customUrl, body);
        return { message: added ? PageTexts.foldAdded : PageTexts.foldUpdated, data: page };
      }
      return { message: PageTexts.submitSuccess, data: await service.saveMeta(customUrl, body) };
    },
    { attachValidation: true },
  );

  route(app, deleteFold, async (request) => ({
    message: PageTexts.foldDeleted,
    data: await service.deleteFold(request.params.customUrl, request.body.id),
  }));

  route(app, reorderFolds, async (request) => ({
    message: PageTexts.orderUpdated,
    data: await service.reorder(request.body),
  }));
};
