import { Readable } from 'node:stream';
import { redirectsExport, redirectsImport } from '@atrium/contract/endpoints/redirects';
import { RedirectMessages } from '@atrium/contract/redirects';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { importRedirectsCsv, redirectsCsv } from './redirects-csv.ts';

/**
 * Decision 078: the redirects' CSV export and import, beside the list engine's calls
 * (resources/redirects). Administrators only, as the resource is.
 */
export const redirectsRoutes: FastifyPluginAsync = async (app) => {
  route(app, redirectsExport, async (_request, reply) => {
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="redirects-${day}.csv"`)
      .send(Readable.from(await redirectsCsv(app.db)));
  });

  route(app, redirectsImport, async (request) => {
    const data = await importRedirectsCsv(app.db, request.body.csv);
    return { message: RedirectMessages.imported(data), data };
  });
};
