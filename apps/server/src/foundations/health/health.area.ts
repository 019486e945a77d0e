import { defineArea } from '../../define-area.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness for a load balancer or an orchestrator. */
export const healthArea = defineArea({ name: 'health', routes: healthRoutes });
