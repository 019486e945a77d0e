import { liveness, readiness } from '@atrium/contract/endpoints/health';
import { ServiceMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsync } from 'fastify';
import { Answered, route } from '../../plugins/endpoints.ts';
import { createHealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const service = createHealthService({ db: app.db, config: app.config });

  route(app, liveness, async () => ({ data: { status: 'alive' } }));

  route(app, readiness, async (request) => {
    const { database, dataDir } = await service.readiness();
    if (database === undefined && dataDir === undefined) return { data: { status: 'ready' } };

    const errors: Record<string, string> = {};
    if (database !== undefined) errors.database = ServiceMessages.databaseUnwritable;
    if (dataDir !== undefined) errors.dataDir = ServiceMessages.dataDirUnwritable;
    for (const [check, err] of Object.entries({ database, dataDir })) {
      if (err !== undefined) request.log.warn({ err, check }, 'readiness check failed');
    }
    return new Answered(503, { success: false, message: ServiceMessages.unavailable, errors }, { 'retry-after': '5' });
  });
};
