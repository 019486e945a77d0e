import { fail, ok } from '@atrium/contract/api';
import { ServiceMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHealthService } from './health.service.ts';

const status = ok(z.object({ status: z.string() }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthService({ db: app.db, config: app.config });

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
    {
      schema: {
        tags: ['health'],
        summary: 'The database and the data directory take writes',
        response: { 200: status, 503: fail },
      },
    },
    async (request, reply) => {
      const { database, dataDir } = await service.readiness();
      if (database === undefined && dataDir === undefined) return { success: true as const, data: { status: 'ready' } };

      const errors: Record<string, string> = {};
      if (database !== undefined) errors.database = ServiceMessages.databaseUnwritable;
      if (dataDir !== undefined) errors.dataDir = ServiceMessages.dataDirUnwritable;
      for (const [check, err] of Object.entries({ database, dataDir })) {
        if (err !== undefined) request.log.warn({ err, check }, 'readiness check failed');
      }
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false as const, message: ServiceMessages.unavailable, errors });
    },
  );
};
