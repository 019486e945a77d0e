import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPublishScheduleRepository } from './publish-schedule.repository.ts';
import { createPublishTimer } from './publish-timer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publishSchedule: {
      /** Reads the next publish or unpublish instant again and waits for it (decision 034). */
      rearm(): Promise<void>;
    };
  }
}

/** The longest the timer waits before reading the schedule again. */
const SCHEDULE_REREAD_MS = 60_000;

/**
 * Scheduled publishing's timer in the app: armed when the app is ready, read again after every
 * content change this process hears of (its own writes and, through the content version, other
 * processes'), and at least every minute; at each publish_at or unpublish_at it empties the
 * page cache and the site's read cache here and, through the content version, everywhere.
 */
export default fp(
  async function publishSchedulePlugin(
    app: FastifyInstance,
    { onContentChange }: { onContentChange: (listener: () => void) => void },
  ) {
    const schedule = createPublishScheduleRepository(app.db);
    const timer = createPublishTimer({
      clock: app.clock,
      next: (after) => schedule.nextTransition(after),
      fire: () => app.pageCache.contentChanged(),
      log: app.log,
      maxWaitMs: SCHEDULE_REREAD_MS,
    });
    app.decorate('publishSchedule', { rearm: timer.rearm });
    onContentChange(() => void timer.rearm());
    app.addHook('onReady', async () => {
      await timer.rearm();
    });
    app.addHook('onClose', async () => {
      timer.close();
    });
  },
  { name: 'atrium-publish-schedule', dependencies: ['atrium-db', 'atrium-page-cache'] },
);
