import { beatPresence, leavePresence, readPresence } from '@atrium/contract/endpoints/presence';
import { VersionMessages } from '@atrium/contract/versions';
import type { FastifyPluginAsync } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { createPresenceService } from './presence.service.ts';

/**
 * PUT and DELETE /api/presence/ (decision 083): an edit form's heartbeat and goodbye; GET (decision
 * 088), its read of the others between beats. The writes change nothing a page shows, so the
 * page cache is left alone (`changesNoContent`).
 */
export const presenceRoutes: FastifyPluginAsync = async (app) => {
  const service = createPresenceService({ db: app.db, clock: app.clock });
  // The list resources (their keys) and the site settings: what has an edit form.
  const editable = new Set([...app.resources.map((definition) => definition.key), 'site-settings']);
  const checked = <B extends { resource: string }>(body: B) => {
    if (!editable.has(body.resource)) throw new ValidationError({ resource: VersionMessages.presenceResourceInvalid });
    return body;
  };
  const config = { changesNoContent: true };

  route(
    app,
    beatPresence,
    async (request) => ({ data: await service.beat(checked(request.body), request.admin!.id) }),
    {
      config,
    },
  );
  route(app, readPresence, async (request) => ({
    data: await service.read(checked(request.query), request.admin!.id),
  }));
  route(
    app,
    leavePresence,
    async (request) => {
      await service.leave(checked(request.body), request.admin!.id);
      return { message: 'Left.' };
    },
    { config },
  );
};
