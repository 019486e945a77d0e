import { defineArea } from '../../define-area.ts';
import redirectsPlugin from './redirects.plugin.ts';
import { redirectsRoutes } from './redirects.routes.ts';

/** Redirects (decision 078): answered by the render cache's front door before its pages; their CSV. */
export const redirectsArea = defineArea({
  name: 'redirects',
  plugin: redirectsPlugin,
  options: ({ pageCache }) => ({ pageCache }),
  routes: redirectsRoutes,
});
