import { defineArea } from '../../define-area.ts';
import metricsPlugin from './metrics.plugin.ts';
import { metricsRoutes } from './metrics.routes.ts';

/** Prometheus metrics when METRICS_TOKEN is set (decision 045), the render cache's among them. */
export const metricsArea = defineArea({
  name: 'metrics',
  plugin: metricsPlugin,
  options: ({ pageCache }) => ({ pageCache }),
  routes: metricsRoutes,
});
