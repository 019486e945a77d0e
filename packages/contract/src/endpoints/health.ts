import { z } from 'zod';
import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';

/** Whether the process is up (liveness) and can serve writes (readiness). */

const status = ok(z.object({ status: z.string() }));
const tags = ['health'];

export const liveness = endpoint({
  method: 'GET',
  path: '/healthz/',
  access: 'public',
  tags,
  summary: 'The process is alive',
  responses: { 200: status },
});

/** A 503 names each check that failed in `errors` and carries Retry-After. */
export const readiness = endpoint({
  method: 'GET',
  path: '/readyz/',
  access: 'public',
  tags,
  summary: 'The database and the data directory take writes',
  responses: { 200: status, 503: fail },
});

/**
 * Decision 045: the process's Prometheus metrics, for a scraper holding METRICS_TOKEN (a bearer
 * token of its own, not a user's). While METRICS_TOKEN is unset the endpoint is off: 404, as for
 * any unknown path.
 */
export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  tags,
  summary: 'Prometheus metrics (bearer METRICS_TOKEN; 404 while it is unset)',
  responses: {
    200: {
      description: 'The Prometheus text exposition format, version 0.0.4.',
      content: { 'text/plain': { schema: z.string() } },
    },
    401: fail,
    404: fail,
  },
});
