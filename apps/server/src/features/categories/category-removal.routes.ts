import { removeCategory } from '@atrium/contract/endpoints/categories';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { createCategoryRemovalService } from './category-removal.service.ts';

/** DELETE /categories/{id}/: a soft delete, refused for system categories and categories in use. */
export const categoryRemovalRoutes: FastifyPluginAsync = async (app) => {
  const service = createCategoryRemovalService({ db: app.db });

  route(app, removeCategory, async (request) => {
    await service.remove(request.params.id);
    return { message: 'Category deleted.', data: { id: request.params.id } };
  });
};
