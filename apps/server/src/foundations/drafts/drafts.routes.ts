import { DraftMessages } from '@atrium/contract/drafts';
import { getDraft, listDrafts, removeDraft, saveDraft } from '@atrium/contract/endpoints/drafts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { createDraftsService } from './drafts.service.ts';

/**
 * Decision 086: a user's drafts are theirs alone (the token says whose); keeping one changes
 * nothing a public page shows (the page cache stays) and is no act for the audit log.
 */
export const draftsRoutes: FastifyPluginAsync = async (app) => {
  const service = createDraftsService({ db: app.db, clock: app.clock });
  const config = { config: { audit: false, changesNoContent: true } };
  const key = (request: FastifyRequest<{ Params: { screen: string; record: string } }>) => ({
    userId: request.admin!.id,
    screen: request.params.screen,
    record: request.params.record,
  });

  route(app, listDrafts, async (request) => ({
    data: await service.list(request.admin!.id, request.params.screen),
  }));
  route(app, getDraft, async (request) => ({ data: await service.get(key(request)) }));
  route(
    app,
    saveDraft,
    async (request) => ({ message: DraftMessages.saved, data: await service.save(key(request), request.body.values) }),
    config,
  );
  route(
    app,
    removeDraft,
    async (request) => {
      await service.remove(key(request));
      return { message: DraftMessages.removed };
    },
    config,
  );
};
