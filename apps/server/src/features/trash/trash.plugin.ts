import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createResourceService } from '../../resource-kit/service.ts';
import { createRevisionsService } from '../../foundations/revisions/revisions.service.ts';
import { createTrashPurge, type TrashPurge } from './trash-purge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    trash: TrashPurge;
  }
}

/** How often the purge runs besides at start: well under a day, so nothing stays a day too long. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Decision 032: the trash empties itself. Every resource with a trash gets its records deleted
 * forever TRASH_DAYS after they were deleted: once when the app is ready, then hourly (an unref'd
 * timer, stopped on close). The cut-off is read from the app's clock, so a test steps time.
 */
export default fp(
  async function trashPlugin(app: FastifyInstance, { everyMs = PURGE_EVERY_MS }: { everyMs?: number }) {
    // Deleted forever, a record's revisions go too (decision 033).
    const revisions = createRevisionsService({ db: app.db, clock: app.clock, keep: app.config.revisionsKeep });
    const purge = createTrashPurge({
      services: app.resources
        .filter((definition) => definition.api.enabled('trash'))
        .map((definition) =>
          createResourceService({ db: app.db, media: app.media, clock: app.clock, revisions }, definition),
        ),
      config: app.config,
      clock: app.clock,
      log: app.log,
      contentChanged: () => app.pageCache.contentChanged(),
    });
    app.decorate('trash', purge);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await purge.run();
      timer = setInterval(() => void purge.run(), everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await purge.settled();
    });
  },
  { name: 'atrium-trash', dependencies: ['atrium-db', 'atrium-media', 'atrium-page-cache', 'atrium-resources'] },
);
