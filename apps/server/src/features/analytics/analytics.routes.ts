import { Readable } from 'node:stream';
import { analyticsExport, analyticsSummary } from '@atrium/contract/endpoints/analytics';
import type { FastifyPluginAsync } from 'fastify';
import { csvLines } from '../../foundations/csv/csv.ts';
import { route } from '../../plugins/endpoints.ts';
import { createAnalyticsService, EXPORT_HEADER } from './analytics.service.ts';

/** Decision 082: the figures, for editors and administrators (the endpoints' access). */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAnalyticsService(app.db);

  route(app, analyticsSummary, async (request) => ({ data: await service.summary(request.query) }));

  route(app, analyticsExport, async (request, reply) => {
    const range = request.query;
    const rows = await service.exportRows(range);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="analytics-${range.from}-${range.to}.csv"`)
      .send(Readable.from(csvLines(EXPORT_HEADER, rows, (row) => row)));
  });
};
