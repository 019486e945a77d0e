import { adminSiteSettings, publicSiteSettings, updateSiteSettings } from '@atrium/contract/endpoints/site-settings';
import { SiteSettingsTexts } from '@atrium/contract/site-settings';
import type { FastifyPluginAsync } from 'fastify';
import { parseIfMatch } from '@atrium/contract/versions';
import { Answered, operation, route } from '../../plugins/endpoints.ts';
import { faviconIco, logoPng, settingsImage, SiteIconPaths, squarePng } from './site-icons.ts';

/**
 * Decision 048: GET /api/site-settings/ (anyone: what the pages show), and the settings screen's
 * GET and PATCH /api/admin-site-settings/ (administrators). A PATCH is an administrator's write:
 * the page cache forgets every page with it (page-cache.plugin.ts), in every process.
 */
export const siteSettingsRoutes: FastifyPluginAsync = async (app) => {
  const service = app.siteSettings;
  // Also the site layout's in-process read (decision 048), kept with the pages until the next write.
  operation(app, publicSiteSettings, async () => ({ data: await service.publicSettings() }));
  // Decision 083: the settings' version in ETag; a save with a stale If-Match answers 412.
  route(app, adminSiteSettings, async () => {
    const data = await service.settings();
    return new Answered(200, { success: true, data }, { etag: service.version(data) });
  });
  route(app, updateSiteSettings, async (request) => {
    const data = await service.update(request.body, request.admin!.id, parseIfMatch(request.headers['if-match']));
    return new Answered(
      200,
      { success: true, message: SiteSettingsTexts.saved, data },
      { etag: service.version(data) },
    );
  });
};

/**
 * GET /favicon.ico, /apple-touch-icon.png, /icon.png and /logo.png (decision 048): made from the
 * settings' favicon and logo, answered through the page cache like the pages, so a new upload
 * shows at once and the images are made once per change.
 */
export const siteIconRoutes: FastifyPluginAsync = async (app) => {
  const schema = { hide: true };
  const bytesOf = (which: 'favicon' | 'logo') => settingsImage(app, which);
  const icons: Array<[string, string, () => Promise<Buffer>]> = [
    [SiteIconPaths.ico, 'image/x-icon', async () => faviconIco(await bytesOf('favicon'))],
    [SiteIconPaths.appleTouch, 'image/png', async () => squarePng(await bytesOf('favicon'), 180, '#ffffff')],
    [SiteIconPaths.icon, 'image/png', async () => squarePng(await bytesOf('favicon'), 192)],
    [SiteIconPaths.logo, 'image/png', async () => logoPng(await bytesOf('logo'))],
  ];
  for (const [url, type, make] of icons) {
    app.get(url, { schema }, (request, reply) =>
      app.pageCache.respond(request, reply, async () => ({
        status: 200,
        headers: { 'content-type': type },
        body: await make(),
      })),
    );
  }
};
