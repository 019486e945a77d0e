import { createHash, timingSafeEqual } from 'node:crypto';
import { metrics as metricsEndpoint } from '@atrium/contract/endpoints/health';
import { RequestMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsync } from 'fastify';
import { Answered, route } from '../../plugins/endpoints.ts';

export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  const expected = token === undefined ? undefined : digest(token);

  route(app, metricsEndpoint, async (request, reply) => {
    const metrics = app.metrics;
    if (!metrics || !expected) {
      return new Answered(404, {
        success: false,
        message: RequestMessages.noSuchEndpoint(request.method, request.url.split('?')[0]!),
      });
    }
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Compared as fixed-length digests, in constant time: neither the token's bytes nor its length leak.
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      return new Answered(
        401,
        { success: false, message: RequestMessages.metricsToken },
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
    }
    const { text, contentType } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
