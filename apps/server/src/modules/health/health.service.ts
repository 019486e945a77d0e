import type { FastifyInstance } from 'fastify';
import { createHealthRepository } from './health.repository.ts';

/** Whether the process can serve: the database answers (throws when it does not). */
export function createHealthService(app: FastifyInstance) {
  const repo = createHealthRepository(app.db);
  return { checkReady: () => repo.ping() };
}
