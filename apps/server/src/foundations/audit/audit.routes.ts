import { Readable } from 'node:stream';
import { auditLogExport, auditLogFacets, auditLogList } from '@atrium/contract/endpoints/audit';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';

/**
 * Decision 031: the audit log is read and exported, never written through the API (the audit
 * plugin records entries; there is no PUT, PATCH or DELETE).
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  route(app, auditLogList, async (request) => {
    const { limit, skip, ...filter } = request.query;
    return { data: await app.audit.list(filter, { limit, skip }) };
  });

  route(app, auditLogFacets, async () => ({ data: await app.audit.facets() }));

  route(app, auditLogExport, async (request, reply) => {
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .send(Readable.from(app.audit.exportLines(request.query)));
  });
};
