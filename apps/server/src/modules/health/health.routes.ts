import { fail, ok } from '@atrium/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHealthService } from './health.service.ts';

const status = ok(z.object({ status: z.string() }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthService(app);
  app.get(
    '/healthz/',
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: status } } },
    async () => ({
      success: true as const,
      data: { status: 'alive' },
    }),
  );

  app.get(
    '/readyz/',
    { schema: { tags: ['health'], summary: 'The database answers', response: { 200: status, 503: fail } } },
    async (request, reply) => {
      try {
        await service.checkReady();
        return { success: true as const, data: { status: 'ready' } };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply.status(503).send({ success: false as const, message: 'The database is not reachable.' });
      }
    },
  );
};
