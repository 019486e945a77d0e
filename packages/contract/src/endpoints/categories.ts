import { z } from 'zod';
import { fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Beside the categories resource's endpoints (resources.ts), which has no delete: a soft delete,
 * refused for system categories and categories in use.
 */
export const removeCategory = endpoint({
  method: 'DELETE',
  path: '/categories/:id/',
  access: 'editor',
  tags: ['categories'],
  summary: 'Deletes a category that is not a system category and that nothing uses',
  params: idParam,
  responses: { 200: ok(z.object({ id: z.number() })), 400: fail, 401: fail, 404: fail, 409: fail },
});
