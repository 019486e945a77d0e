import { adminSiteSettings, publicSiteSettings, updateSiteSettings } from '@atrium/contract/endpoints/site-settings';
import { type FieldChange, fieldLabel } from '@atrium/contract/revisions';
import { type SiteSettings, siteSettingsFields, SiteSettingsTexts } from '@atrium/contract/site-settings';
import type { FastifyPluginAsync } from 'fastify';
import { parseIfMatch } from '@atrium/contract/versions';
import { inLanguage } from '@atrium/contract/locales';
import { Answered, operation, route } from '../../plugins/endpoints.ts';
import { noteAudit } from '../../foundations/audit/audit-note.ts';
import { faviconIco, logoPng, settingsImage, SiteIconPaths, squarePng } from './site-icons.ts';

/**
 * Decision 048: GET /api/site-settings/ (anyone: what the pages show), and the settings screen's
 * GET and PATCH /api/admin-site-settings/ (administrators). A PATCH is an administrator's write:
 * the page cache forgets every page with it (page-cache.plugin.ts), in every process.
 */
export const siteSettingsRoutes: FastifyPluginAsync = async (app) => {
  const service = app.siteSettings;
  // Also the site layout's in-process read (decision 048), kept with the pages until the next write.
  operation(app, publicSiteSettings, async ({ query }) => ({ data: await service.publicSettings(query.locale) }));
  // Decision 083: the settings' version in ETag; a save with a stale If-Match answers 412.
  route(app, adminSiteSettings, async (request) => {
    const data = await service.settings(request.query.locale);
    return new Answered(200, { success: true, data }, { etag: service.version(data) });
  });
  route(app, updateSiteSettings, async (request) => {
    const { locale } = request.query;
    const before = await service.settings(locale);
    const data = await service.update(
      request.body,
      request.admin!.id,
      parseIfMatch(request.headers['if-match']),
      locale,
    );
    // In another language, the entry says which (decision 092): 'Site settings (French)'.
    const other = await service.otherLocale(locale);
    noteAudit(request, {
      action: 'settings',
      title: other ? inLanguage(SiteSettingsTexts.heading, other) : SiteSettingsTexts.heading,
      changes: settingsChanges(before, data),
    });
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

/** A setting's value in words: links by network and address, an image by its file name. */
function settingWords(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.map((link: { network?: string; url?: string }) => `${link.network}: ${link.url}`).join(', ');
  const text = String(value);
  return text.startsWith('/media/') ? text.slice(text.lastIndexOf('/') + 1) : text;
}

/** What a save of the settings changed, in the audit log's words (decision 085). */
function settingsChanges(before: SiteSettings, after: SiteSettings): FieldChange[] {
  return Object.entries(siteSettingsFields.fields).flatMap(([field, descriptor]) => {
    const old = settingWords(before[field as keyof SiteSettings]);
    const now = settingWords(after[field as keyof SiteSettings]);
    if (old === now) return [];
    const label = descriptor.label ?? fieldLabel(field);
    return [{ field, label, before: old.slice(0, 200), after: now.slice(0, 200) }];
  });
}
