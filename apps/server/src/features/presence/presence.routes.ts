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
  // A form's language is one of the site's (decision 097), kept in its canonical spelling; the default's is none.
  const checked = async <B extends { resource: string; locale?: string }>(body: B): Promise<B> => {
    if (!editable.has(body.resource)) throw new ValidationError({ resource: VersionMessages.presenceResourceInvalid });
    if (body.locale === undefined) return body;
    const { locale, isDefault } = await app.locales.resolve(body.locale);
    return { ...body, locale: isDefault ? undefined : locale };
  };
  const config = { changesNoContent: true };

  route(
    app,
    beatPresence,
    async (request) => ({
      data: await service.beat(await checked(request.body), {
        userId: request.admin!.id,
        sessionId: request.admin!.sessionId,
      }),
    }),
    {
      config,
    },
  );
  route(app, readPresence, async (request) => ({
    data: await service.read(await checked(request.query), request.admin!.id),
  }));
  route(
    app,
    leavePresence,
    async (request) => {
      await service.leave(await checked(request.body), request.admin!.id);
      return { message: 'Left.' };
    },
    { config },
  );
};
