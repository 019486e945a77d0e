import { defineArea } from '../../define-area.ts';
import analyticsPlugin from './analytics.plugin.ts';
import { analyticsRoutes } from './analytics.routes.ts';

/** Decision 082: public pages counted on the server, without cookies; the figures' API. */
export const analyticsArea = defineArea({
  name: 'analytics',
  plugin: analyticsPlugin,
  options: ({ pageCache }) => ({ pageCache }),
  routes: analyticsRoutes,
});
