import { defineArea } from '../../define-area.ts';
import siteSettingsPlugin from './site-settings.plugin.ts';
import { siteIconRoutes, siteSettingsRoutes } from './site-settings.routes.ts';

/** The organisation's settings (decision 048), and the icons made from them at the site's root. */
export const siteSettingsArea = defineArea({
  name: 'site-settings',
  plugin: siteSettingsPlugin,
  routes: siteSettingsRoutes,
  siteRoutes: siteIconRoutes,
});
