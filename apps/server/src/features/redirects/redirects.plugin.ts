import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageCache } from '../../foundations/page-cache/page-cache.ts';
import { createRedirectMap } from './redirect-map.ts';
import { createRedirectsRepository } from './redirects.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redirects: {
      /** Writes the hits counted since the last batch now (they are written every HIT_BATCH_MS, and at close). */
      flushHits(): Promise<void>;
    };
  }
}

/** How often the hits counted in memory are written: one statement per redirect hit meanwhile, never one per request. */
const HIT_BATCH_MS = 10_000;

/**
 * Decision 078: the redirects answered in front of the page cache, from a map this process keeps
 * and reads again after every content change it makes or hears of (the render cache's one
 * invalidation), with their hits written in batches.
 */
export default fp(
  async function redirectsPlugin(app: FastifyInstance, { pageCache }: { pageCache: PageCache }) {
    const repo = createRedirectsRepository(app.db);
    const map = createRedirectMap({ load: () => repo.all(), log: app.log });
    pageCache.answerFirst(map.answer);
    pageCache.onInvalidate(map.invalidate);

    let writing = Promise.resolve();
    /** One batch at a time; a batch that fails is counted again in the next. */
    function flushHits(): Promise<void> {
      writing = writing.then(async () => {
        const batch = map.takeHits();
        try {
          await repo.addHits(batch);
        } catch (error) {
          map.returnHits(batch);
          app.log.warn({ err: error }, 'redirect hits not written; kept for the next batch');
        }
      });
      return writing;
    }

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Read before the first request, which then does not wait for it.
      await map.refresh();
      timer = setInterval(() => void flushHits(), HIT_BATCH_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flushHits();
    });

    app.decorate('redirects', { flushHits });
  },
  { name: 'atrium-redirects', dependencies: ['atrium-db'] },
);
