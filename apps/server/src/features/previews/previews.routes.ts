import {
  createFormPreview,
  createPreviewLink,
  listPreviewLinks,
  readPreview,
  revokePreviewLink,
} from '@atrium/contract/endpoints/preview-links';
import { PreviewTexts } from '@atrium/contract/previews';
import type { FastifyPluginAsync } from 'fastify';
import { Answered, operation, route } from '../../plugins/endpoints.ts';
import { noteAudit } from '../../foundations/audit/audit-note.ts';
import { PREVIEW_HEADERS } from '../../plugins/web.ts';
import { createPreviewsService } from './previews.service.ts';

/**
 * Previews (decision 028). The admin writes change nothing a public page shows, so they leave
 * the page cache alone (`changesNoContent`); the read is an operation the site's /preview page
 * runs in process, never kept by the read cache (`fresh`: a token expires without a write).
 */
export const previewsRoutes: FastifyPluginAsync = async (app) => {
  const service = createPreviewsService({ db: app.db, config: app.config, clock: app.clock, locales: app.locales });
  const config = { changesNoContent: true };

  route(
    app,
    createPreviewLink,
    async (request) => {
      const data = await service.createLink(request.body, request.admin?.id ?? null);
      noteAudit(request, { action: 'create', title: await service.titleOf(request.body.type, request.body.id) });
      return { message: PreviewTexts.linkCreated, data };
    },
    { config },
  );
  route(app, listPreviewLinks, async (request) => ({ data: await service.listLinks(request.query) }));
  route(
    app,
    revokePreviewLink,
    async (request) => {
      noteAudit(request, { action: 'delete', title: await service.revoke(request.params.id) });
      return { message: PreviewTexts.linkRevoked };
    },
    { config },
  );
  route(
    app,
    createFormPreview,
    async (request) => {
      const data = await service.createFormPreview(request.body, request.admin?.id ?? null);
      const typed = 'title' in request.body.values ? request.body.values.title : undefined;
      noteAudit(request, { action: 'create', title: await service.titleOf(request.body.type, request.body.id, typed) });
      return { data };
    },
    { config },
  );
  operation(
    app,
    readPreview,
    async ({ params }) => new Answered(200, { success: true, data: await service.read(params.token) }, PREVIEW_HEADERS),
    { fresh: true },
  );
};
