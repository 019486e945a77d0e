import { getLocales, putLocales } from '@atrium/contract/endpoints/locales';
import { LocaleTexts } from '@atrium/contract/locales';
import type { FastifyPluginAsync } from 'fastify';
import { operation, route } from '../../plugins/endpoints.ts';

/**
 * Decision 081: GET /api/locales/ (anyone; also the public site's in-process read) and PUT
 * /api/locales/ (administrators). A PUT is an administrator's write: every page is rendered
 * again afterwards, with the new switcher and alternates.
 */
export const localesRoutes: FastifyPluginAsync = async (app) => {
  operation(app, getLocales, async () => ({ data: await app.locales.settings() }));
  route(app, putLocales, async (request) => ({
    message: LocaleTexts.saved,
    data: await app.locales.put(request.body),
  }));
};
