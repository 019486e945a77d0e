import { ServiceMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabaseWritable, checkDirectoryWritable, failureOf } from './readiness.ts';

const ok = z.object({ success: z.literal(true), data: z.object({ status: z.string() }) });
const down = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Where the server writes: the database file, uploads in progress, mail and media.
  const dataDirs = [...new Set([config.dataDir, ...(config.storage.driver === 'local' ? [config.storage.dir] : [])])];

  app.get(
    '/healthz/',
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: ok } } },
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
        response: { 200: ok, 503: down },
      },
    },
    async (request, reply) => {
      const [database, ...dirs] = await Promise.all([
        failureOf(() => checkDatabaseWritable(app.db)),
        ...dataDirs.map((dir) => failureOf(() => checkDirectoryWritable(dir))),
      ]);
      const dataDir = dirs.find((failure) => failure !== undefined);
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
