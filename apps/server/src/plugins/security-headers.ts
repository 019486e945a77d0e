import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, with the middleware built once at start
 * (decision 006: @fastify/helmet builds it, and parses the CSP, on every request).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, next) =>
      apply(request.raw, reply.raw, (error?: unknown) => next(error instanceof Error ? error : undefined)),
    );
  },
  { name: 'atrium-security-headers' },
);
