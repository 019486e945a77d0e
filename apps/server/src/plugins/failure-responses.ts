import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** The failure envelope (docs/architecture.md, API conventions). */
const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * The failures any route can give, whatever its own code does, added to every route that
 * documents its responses: 500 (the error handler's generic answer) and 503 (the database or
 * the data directory out of reach: db/unavailable.ts); 400 and 414 (input-guard.ts: a NUL in
 * any query, an address over its limit); 413 and 415 where a body is read (too large, a type
 * the route does not take): a route with a body, and any POST, PUT, PATCH or DELETE, whose body
 * Fastify reads whether the route wants one or not; 401 where the route declares `auth` (auth.ts), 403 where it is for administrators only; 429 where a rate
 * limit applies. Routes state only their own failures (401, 404, 409...), and the document
 * then lists every status a client can meet. Registered before the routes: onRoute sees only
 * routes added after it.
 */
export default fp(
  async function failureResponses(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema;
      const documented = schema?.response as Record<string, unknown> | undefined;
      // A route that documents nothing (static media, internal fallbacks) is not in the document.
      if (!schema || !documented) return;
      const statuses = new Set([400, 414, 500, 503]);
      if (schema.body || bodyMethods(route).length > 0) for (const status of [413, 415]) statuses.add(status);
      if (route.config && 'auth' in route.config) statuses.add(401);
      // Decision 035: an editor calling an administrators' route.
      if (route.config?.auth === 'admin') statuses.add(403);
      if (route.config && 'rateLimit' in route.config) statuses.add(429);
      const added = Object.fromEntries(
        [...statuses].filter((status) => !covers(documented, status)).map((status) => [status, failure]),
      );
      route.schema = { ...schema, response: { ...documented, ...added } };
    });
  },
  { name: 'atrium-failure-responses' },
);

/** The methods of the route whose requests Fastify reads a body of. */
function bodyMethods(route: RouteOptions): string[] {
  return [route.method].flat().filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
}

function covers(documented: Record<string, unknown>, status: number): boolean {
  return String(status) in documented || `${String(status)[0]}xx` in documented || 'default' in documented;
}
