import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSiteSettingsService,
  type SiteSettingsService,
  siteSettingsMediaHolder,
} from './site-settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The organisation's settings (decision 048): the routes, the feeds, the icons and the time zone read them. */
    siteSettings: SiteSettingsService;
  }
}

export default fp(
  async function siteSettingsPlugin(app: FastifyInstance) {
    app.decorate(
      'siteSettings',
      createSiteSettingsService({
        db: app.db,
        media: app.media,
        config: app.config,
        clock: app.clock,
        locales: app.locales,
      }),
    );
    app.registerMediaHolder(siteSettingsMediaHolder);
  },
  { name: 'atrium-site-settings', dependencies: ['atrium-db', 'atrium-media', 'atrium-locales'] },
);
