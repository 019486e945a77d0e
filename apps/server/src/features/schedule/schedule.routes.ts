import { adminSettings } from '@atrium/contract/endpoints/admin-settings';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';

/**
 * GET /api/admin-settings/: the zone the back office shows and reads publish times in (decision
 * 034): the site settings' (decision 048), ORG_TIMEZONE until an administrator sets one.
 */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminSettings, async () => ({ data: { orgTimezone: await app.siteSettings.timezone() } }));
};
