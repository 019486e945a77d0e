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
