import { fail, idParam, ok } from '@atrium/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCategoryRemovalService } from './category-removal.service.ts';

/** DELETE /categories/{id}/: a soft delete, refused for system categories and categories in use. */
export const categoryRemovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoryRemovalService({ db: app.db });

  app.delete(
    '/categories/:id/',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Deletes a category that is not a system category and that nothing uses',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: ok(z.object({ id: z.number() })), 400: fail, 401: fail, 404: fail, 409: fail },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const, message: 'Category deleted.', data: { id: request.params.id } };
    },
  );
};
