import { fail, ok } from '@atrium/contract/api';
import { LearnMessages, learnMovedSchema } from '@atrium/contract/learn';
import { RequestMessages } from '@atrium/contract/messages';
import {
  foldBodySchema,
  foldDeleteBodySchema,
  foldReorderBodySchema,
  pageMetaBodySchema,
  pageSchema,
  pagesCountQuerySchema,
  pagesQuerySchema,
  PageTexts,
  publicPageSchema,
} from '@atrium/contract/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { zodFieldErrors } from '../../plugins/errors.ts';
import { createPagesService } from './pages.service.ts';

const tags = ['pages'];
const security = [{ bearer: [] }];
const admin = { auth: 'admin' as const };
/** A default page's route name or a learn item's slug (longer ones simply match nothing). */
const pageSlug = z.string().min(1).max(200);
const slugParams = z.object({ slug: pageSlug });
const customUrlParams = z.object({ customUrl: pageSlug });
const pageAnswer = ok(pageSchema);
/** PATCH takes meta or a fold, told apart by the `fold` key (spec 3 §7). */
const patchBody = z.union([pageMetaBodySchema, foldBodySchema]);

const isFoldBody = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'fold' in body;

/**
 * Page settings (spec 3 §7 Admin and Public; decision 015): the admin's list of pages, their
 * meta and the default pages' folds; the public read of a page's meta and shown folds by slug.
 * `count` and `reorder` are words of these routes, never a page's slug (ReservedSlugs).
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPagesService({ db: app.db });

  app.get(
    '/pages/',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary:
          'The default pages with their folds; with pageType, a page of that learn type’s items (drafts too) with their meta',
        querystring: pagesQuerySchema,
        response: { 200: ok(z.array(pageSchema)), 401: fail },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(request.query) }),
  );

  app.get(
    '/pages/count/',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'How many pages there are: the default pages and every learn item’s, or those of one pageType',
        querystring: pagesCountQuerySchema,
        response: { 200: ok(z.object({ count: z.number() })), 401: fail },
      },
    },
    async (request) => ({ success: true as const, data: { count: await service.count(request.query) } }),
  );

  app.get(
    '/pages/:slug/',
    {
      schema: {
        tags,
        summary:
          'A page’s meta by slug (public): a default page with its shown folds by position, or a published learn item; an old slug answers 301',
        params: slugParams,
        response: { 200: ok(publicPageSchema), 301: learnMovedSchema, 404: fail },
      },
    },
    async (request, reply) => {
      const read = await service.publicPage(request.params.slug);
      if ('found' in read) return reply.send({ success: true as const, data: read.found });
      const location = `/api/pages/${read.movedTo}/`;
      return reply
        .status(301)
        .header('location', location)
        .send({
          success: true as const,
          message: LearnMessages.moved(location),
          data: { slug: read.movedTo, location },
        });
    },
  );

  app.patch(
    '/pages/:customUrl/',
    {
      config: admin,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary:
          'Saves a page’s meta (a learn item’s customUrl may change its slug), or adds (fold.id 0) or edits one of a default page’s folds',
        params: customUrlParams,
        body: patchBody,
        response: { 200: pageAnswer, 400: fail, 401: fail, 404: fail, 409: fail },
      },
    },
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
        return { success: true as const, message: added ? PageTexts.foldAdded : PageTexts.foldUpdated, data: page };
      }
      return {
        success: true as const,
        message: PageTexts.submitSuccess,
        data: await service.saveMeta(customUrl, body),
      };
    },
  );

  app.delete(
    '/pages/:customUrl/',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Deletes one of a default page’s folds (for good); the others are renumbered from 1',
        params: customUrlParams,
        body: foldDeleteBodySchema,
        response: { 200: pageAnswer, 401: fail, 404: fail },
      },
    },
    async (request) => ({
      success: true as const,
      message: PageTexts.foldDeleted,
      data: await service.deleteFold(request.params.customUrl, request.body.id),
    }),
  );

  app.post(
    '/pages/reorder/',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Orders a default page’s folds: every fold once, renumbered from 1 in the order of the positions sent',
        body: foldReorderBodySchema,
        response: { 200: pageAnswer, 401: fail, 404: fail },
      },
    },
    async (request) => ({
      success: true as const,
      message: PageTexts.orderUpdated,
      data: await service.reorder(request.body),
    }),
  );
};
