import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageCache } from '../page-cache/page-cache.ts';
import { createMetrics, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics; undefined while METRICS_TOKEN is unset (nothing is counted then). */
    metrics: Metrics | undefined;
  }
}

/** A request no route matched (Fastify's not-found handler): one label for all of them. */
const UNMATCHED = '(unmatched)';

/**
 * Counts every answer Fastify gives by its route's pattern, once METRICS_TOKEN is set (decision
 * 045). Cached pages never reach Fastify: the page cache counts them itself.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, { pageCache }: { pageCache: PageCache }) {
    const metrics = app.config.metricsToken ? createMetrics({ db: app.db, config: app.config, pageCache }) : undefined;
    app.decorate('metrics', metrics);
    if (!metrics) return;
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(
        request.method,
        request.routeOptions.url ?? UNMATCHED,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
    app.addHook('onClose', async () => metrics.close());
  },
  { name: 'atrium-metrics', dependencies: ['atrium-db'] },
);
