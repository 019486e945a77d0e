import { localeOfSegment } from '@atrium/contract/locale-paths';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { settingsImage } from '../site-settings/site-icons.ts';
import { podcastCover } from './podcast-cover.ts';
import { createSiteFilesService, type FeedLanguage, PODCAST_COVER_PATH } from './site-files.service.ts';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** The content type a verification file is served with, by its extension (Google's is .html, Bing's .xml). */
function verificationType(file: string): string {
  if (file.endsWith('.html') || file.endsWith('.htm')) return 'text/html; charset=utf-8';
  if (file.endsWith('.xml')) return XML;
  return TEXT;
}

/**
 * GET /sitemap.xml, /robots.txt, /rss.xml, /podcast.xml (and each other language's, /fr/rss.xml, decision 091),
 * /newsletters.xml (decision 052; /fr/newsletters.xml, decision 105), the podcast's cover, and the
 * site-verification file (SITE_VERIFICATION_FILE): outside /api, answered through the page
 * cache like the pages, so a content write renews them too.
 */
export const siteFilesRoutes: FastifyPluginAsync = async (app) => {
  const service = createSiteFilesService({
    db: app.db,
    config: app.config,
    media: app.media,
    pageCache: app.pageCache,
    clock: app.clock,
    siteSettings: app.siteSettings,
    locales: app.locales,
  });
  const schema = { hide: true };

  /** The default language's feed at the root. */
  async function inDefault(): Promise<FeedLanguage> {
    const { defaultLocale } = await app.locales.settings();
    return { code: defaultLocale, defaultLocale };
  }

  /**
   * A feed of another language under its prefix (decision 091): `/fr/rss.xml`. A prefix the site
   * has no language of, or the default language's (whose feeds are at the root), is the site's 404.
   */
  function inLanguage(contentType: string, make: (language: FeedLanguage) => Promise<string>) {
    return async (request: FastifyRequest<{ Params: { locale: string } }>, reply: FastifyReply) => {
      const settings = await app.locales.settings();
      const code = localeOfSegment(request.params.locale, settings)?.code;
      if (!code) return reply.callNotFound();
      return cached(contentType, () => make({ code, defaultLocale: settings.defaultLocale }))(request, reply);
    };
  }

  function cached(contentType: string, make: () => Promise<string> | string) {
    return (request: FastifyRequest, reply: FastifyReply) =>
      app.pageCache.respond(request, reply, async () => ({
        status: 200,
        headers: { 'content-type': contentType },
        body: Buffer.from(await make()),
      }));
  }

  app.get('/sitemap.xml', { schema }, cached(XML, service.sitemap));
  app.get('/robots.txt', { schema }, cached(TEXT, service.robots));
  app.get(
    '/rss.xml',
    { schema },
    cached(RSS, async () => service.rss(await inDefault())),
  );
  app.get(
    '/podcast.xml',
    { schema },
    cached(RSS, async () => service.podcast(await inDefault())),
  );
  app.get<{ Params: { locale: string } }>('/:locale/rss.xml', { schema }, inLanguage(RSS, service.rss));
  app.get<{ Params: { locale: string } }>('/:locale/podcast.xml', { schema }, inLanguage(RSS, service.podcast));
  app.get(
    '/newsletters.xml',
    { schema },
    cached(RSS, async () => service.newsletters(await inDefault())),
  );
  app.get<{ Params: { locale: string } }>('/:locale/newsletters.xml', { schema }, inLanguage(RSS, service.newsletters));

  // Made from the settings' logo (decision 060) once per change, like the site's icons (decision 048).
  app.get(PODCAST_COVER_PATH, { schema }, (request, reply) =>
    app.pageCache.respond(request, reply, async () => ({
      status: 200,
      headers: { 'content-type': 'image/png' },
      body: await podcastCover(await settingsImage(app, 'logo')),
    })),
  );

  const verification = app.config.siteVerification;
  if (verification) {
    app.get(
      `/${verification.file}`,
      { schema },
      cached(verificationType(verification.file), () => verification.content),
    );
  }
};
