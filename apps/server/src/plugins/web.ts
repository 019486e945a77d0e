import { type Endpoint, endpointId } from '@atrium/contract/endpoint';
import { localeOfSegment, pathInLocale, splitLocalePath } from '@atrium/contract/locale-paths';
import type { LocaleSettings } from '@atrium/contract/locales';
import { ServerPathSegments, SitePathSegments } from '@atrium/contract/site';
import { MailingListPages } from '@atrium/contract/submissions';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { RenderedPage } from '../foundations/page-cache/page-entry.ts';
import { pageTokens } from '../foundations/page-tokens/page-token.ts';
import type { OperationAnswer, QueryInput } from './endpoints.ts';
import { readWebBuild } from '../web-build-layout.ts';
import { createRenderTurns } from './render-turns.ts';

/** A production build (apps/web/build) or, in development, the Vite dev server. */
export type WebOptions = ({ buildDir: string } | { devServer: ViteDevServer }) & {
  /** Calls the listener whenever content changes (the page cache's signal): the build's kept HTML goes then. */
  onContentChange?: (listener: () => void) => void;
  /** The bytes the build's kept HTML may hold: its share of PAGE_CACHE_MB (decision 075). */
  htmlPiecesBytes?: number;
  /**
   * The language of the subscriber a mail link's token belongs to, when not the default (decision
   * 102; the submissions feature's, told from above): a link page opened at the default language's
   * address, as mails sent before their links named a language have it, is sent on to it.
   */
  mailLinkLanguage?: (link: 'confirm' | 'unsubscribe', token: string) => Promise<string | undefined>;
};

/** The site's server entry in development: Vite loads it from source on each request. */
const siteEntry = '/app/site-server.tsx';

/** A public page as the server sees it (apps/web/app/site/page.tsx): its path on Fastify's router. */
type SitePage = { path: string };

/** SiteDeps of apps/web/app/site-server.tsx: what each render is given. */
type SiteDeps = {
  api: SiteApi;
  config: SiteConfig;
  styles: readonly string[];
  language?: { locale: string; settings: LocaleSettings };
};

/** What the site's server entry (apps/web/app/site-server.tsx) exports. */
type SiteModule = {
  sitePages: readonly SitePage[];
  renderSitePage: (
    page: SitePage,
    url: string,
    params: Record<string, string>,
    deps: SiteDeps,
  ) => Promise<RenderedPage>;
  renderNotFound: (url: string, deps: SiteDeps) => Promise<RenderedPage>;
  /** Empties the pieces of HTML kept across public pages (decision 056). */
  forgetCachedHtml: () => void;
  /** Bounds them (decision 075). */
  setCachedHtmlBytes: (bytes: number) => void;
};

/** The web app's SiteConfig (apps/web/app/lib/site-config.ts). */
type SiteConfig = { publicUrl: string; beaconToken?: (path: string) => string };

/** The web app's SiteApi (apps/web/app/lib/site-api.ts), answered here. */
type SiteApi = (
  endpoint: Endpoint,
  input?: { params?: Record<string, unknown>; query?: QueryInput },
) => Promise<{ status: number; body: OperationAnswer['body']; movedTo?: string }>;

/** The back office: a single-page app, its index.html for every path under /admin (decision 073). */
const ADMIN_PATH = /^\/admin(\/|\?|$)/;
/** A path under /admin naming a file ('/admin/x.js'): not a screen, so not the app's page. */
const ADMIN_FILE_PATH = /^\/admin\/(?:[^?]*\/)?[^/?]*\.[^/?]*(\?|$)/;
/**
 * Previews of drafts and unsaved forms (decision 028): for their holder only, never cached or
 * indexed. In any letters: the router matches '/PREVIEW/<token>' too, which was cached as a
 * public page (decision 070).
 */
const PREVIEW_PATH = /^\/preview(\/|\?|$)/i;
/**
 * A preview is for the eyes of whoever holds it: never indexed, never kept by a browser or proxy.
 * Here, below the previews feature, which answers its reads with them too (decision 076).
 */
export const PREVIEW_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

/** Whether a path is a preview's (decision 028), in whatever letters. */
export function isPreviewUrl(url: string): boolean {
  return PREVIEW_PATH.test(url);
}
/**
 * The pages a mail's confirm and unsubscribe links open (decision 067): their token is in the
 * address, so never cached, indexed or sent on as a referrer.
 */
const MAIL_LINK_PATH = /^\/mailing-list\/(confirm|unsubscribe)\/?(\?|$)/i;
const MAIL_LINK_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};
/** The site search's pages (decision 049): not for search engines, whatever the query. */
const SEARCH_PATH = /^\/search(\?|$)/;

/** Pages whose address is folded to one spelling; previews keep theirs (case-sensitive tokens). */
const FOLDED_SEGMENTS = new Set<string>(SitePathSegments.filter((segment) => segment !== 'preview'));
/** A first segment that may be a language's prefix (decision 090): a BCP 47 tag's shape, and no server path. */
const LOCALE_SEGMENT = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
const SERVER_SEGMENTS = new Set<string>(ServerPathSegments);

/**
 * Decision 045: a public page's one address, when `url` spells it otherwise (other letters, a
 * trailing '/'); undefined when `url` is it. Paths and slugs are lower case; the query is kept.
 * A preview's first segment is folded alone (decision 070): its token is case-sensitive.
 */
export function canonicalPageUrl(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === '/') return undefined;
  const segment = path.slice(1).split('/', 1)[0]!.toLowerCase();
  if (segment === 'preview') return path.startsWith('/preview') ? undefined : `/preview${url.slice(8)}`;
  if (!FOLDED_SEGMENTS.has(segment) && !isLocalePagePath(path, segment)) return undefined;
  const canonical = lowerCase(path).replace(/\/+$/, '');
  return canonical === path ? undefined : canonical + (queryAt === -1 ? '' : url.slice(queryAt));
}

/**
 * Whether a path is a page under a language's prefix ('/fr', '/FR/Learn', '/pt-BR/blogs/x'): its
 * tag and the page's path are folded as the default language's are (decision 090).
 */
function isLocalePagePath(path: string, segment: string): boolean {
  if (!LOCALE_SEGMENT.test(segment) || SERVER_SEGMENTS.has(segment)) return false;
  const rest = path.slice(segment.length + 1).split('/', 2)[1];
  return rest === undefined || rest === '' || FOLDED_SEGMENTS.has(rest.toLowerCase());
}

/**
 * A request's address without a language's prefix ('/fr/search?q=x' → '/search?q=x'), for the
 * rules that hold for a page in every language (noindex, no-store): by the prefix's shape, as
 * these rules run before the site's languages are read.
 */
function unprefixed(url: string): string {
  const segment = url.slice(1).split(/[/?#]/, 1)[0]!;
  if (FOLDED_SEGMENTS.has(segment) || !LOCALE_SEGMENT.test(segment) || SERVER_SEGMENTS.has(segment)) return url;
  const rest = url.slice(segment.length + 1);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/**
 * A path in lower case, but for its escapes, whose hex stays upper case as the one spelling has
 * it (request-target.ts): '%C3%A9' lowered would be sent back up, and back down, for ever.
 */
function lowerCase(path: string): string {
  if (!path.includes('%')) return path.toLowerCase();
  return path.replace(/%[0-9A-Fa-f]{2}|[^%]+|%/g, (part) => (part[0] === '%' ? part : part.toLowerCase()));
}

/**
 * The site's loaders read the public API in process: each read runs its endpoint's operation
 * (plugins/endpoints.ts) with the same validation and published-only rules as an anonymous HTTP
 * call, without a socket, a token, routing or serialisation. A 301 (an old slug) comes back as
 * `movedTo`, the current slug.
 */
function siteApiFor(app: FastifyInstance): SiteApi {
  return async (endpoint, input = {}) => {
    const answer = await app.operations.call(endpointId(endpoint), input);
    if (answer.status !== 301) return answer;
    const moved = answer.body.data as { slug: string };
    return { status: 301, body: { success: false, message: answer.body.message ?? '' }, movedTo: moved.slug };
  };
}

/** A request's path and query, as the page's address on the site (PUBLIC_URL): never its Host or other headers. */
function pageUrl(request: FastifyRequest): string {
  return request.url;
}

/** An answer of the site's renderer, sent as it is (a preview, a mail link's page, development). */
function send(reply: FastifyReply, page: RenderedPage) {
  return reply.code(page.status).headers(page.headers).send(page.body);
}

/**
 * The web app (decision 073). The public site: each page of the site's page table on Fastify's
 * router, rendered by apps/web/app/site-server.tsx; any other path is the site's 404 in its
 * frame. The back office: a static single-page app, its index.html for every /admin path.
 * Registered after /api (whose own catch-all keeps unknown API paths JSON) and in its own
 * encapsulation context: it replaces the content-type parsers, which must not reach the API.
 * Public GET and HEAD go through the page cache (foundations/page-cache) in production; in
 * development every request renders (the code changes under it).
 */
const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const api = siteApiFor(app);
  const config: SiteConfig = { publicUrl: app.config.publicUrl };
  // Decision 089: pages carry the analytics beacon, with their path's token, only when it is on.
  if (app.config.analytics.beacon) config.beaconToken = pageTokens(app.config.jwtSecret).sign;
  // Search engines keep out of the back office: a header holds for every screen.
  app.addHook('onRequest', async (request, reply) => {
    // One address per page (decision 045): /LEARN, /Learn and /learn/ are sent to /learn, and
    // never rendered or stored under their own key.
    if (request.method === 'GET' || request.method === 'HEAD') {
      const canonical = canonicalPageUrl(request.url);
      if (canonical !== undefined) {
        // '/PREVIEW/<token>' on its way to its one address is a preview all the same.
        if (PREVIEW_PATH.test(canonical)) reply.headers(PREVIEW_HEADERS);
        return reply.redirect(canonical, 301);
      }
    }
    if (ADMIN_PATH.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    if (PREVIEW_PATH.test(request.url)) reply.headers(PREVIEW_HEADERS);
    const page = unprefixed(request.url);
    if (MAIL_LINK_PATH.test(page)) reply.headers(MAIL_LINK_HEADERS);
    if (SEARCH_PATH.test(page)) reply.header('x-robots-tag', 'noindex');
  });

  const isDevelopment = 'devServer' in options;
  let site: () => Promise<SiteModule> | SiteModule;
  let styles: () => readonly string[];
  let adminPage: (url: string) => Promise<string> | Buffer;
  if (isDevelopment) {
    const vite = options.devServer;
    // Loaded through Vite on each request: an edit shows on the next reload.
    site = async () => (await vite.ssrLoadModule(siteEntry)) as SiteModule;
    styles = () => devStyles(vite);
    const indexFile = path.join(vite.config.root, 'admin/index.html');
    adminPage = (url) => vite.transformIndexHtml(url, readFileSync(indexFile, 'utf8'));
  } else {
    const build = readWebBuild(options.buildDir);
    const loaded = (await import(pathToFileURL(build.siteEntry).href)) as SiteModule;
    options.onContentChange?.(loaded.forgetCachedHtml);
    if (options.htmlPiecesBytes !== undefined) loaded.setCachedHtmlBytes(options.htmlPiecesBytes);
    site = () => loaded;
    styles = () => build.styles;
    const index = readFileSync(build.adminIndex);
    adminPage = () => index;
    await registerClientFiles(app, build.clientDir);
  }
  /** A render's dependencies, in `locale` (the default language when none is given) among the site's languages. */
  const deps = async (locale?: string): Promise<SiteDeps> => {
    const settings = await app.locales.settings();
    return { api, config, styles: styles(), language: { locale: locale ?? settings.defaultLocale, settings } };
  };
  // Renders start one per turn of the event loop, oldest first (decision 064): the tail at 32
  // connections without it is in bench/NOTES.md's 073 section.
  const renderTurn = createRenderTurns();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /** A public page's answer: rendered, or from the page cache (HEAD as GET, so that its answer can fill the cache). */
  function respond(request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>) {
    // A preview renders every time and is never stored: its token expires or is revoked without a write.
    // A mail link's page neither: each token is its own address, and one page for all of them would be a flood's.
    if (isDevelopment || PREVIEW_PATH.test(request.url) || MAIL_LINK_PATH.test(unprefixed(request.url))) {
      return render().then((page) => send(reply, page));
    }
    return app.pageCache.respond(request, reply, async () => {
      await renderTurn();
      return render();
    });
  }

  /** The site's 404 in the language the path's prefix names, if any (decision 090). */
  async function notFound(request: FastifyRequest, module: SiteModule): Promise<RenderedPage> {
    const settings = await app.locales.settings();
    const { locale, path: url } = splitLocalePath(pageUrl(request), settings);
    return module.renderNotFound(url, await deps(locale));
  }

  /**
   * Decision 102: a mail link's page at the default language's address, when its token is a
   * subscriber's of another language of the site: that language's page, with the same query.
   */
  async function subscriberPage(request: FastifyRequest): Promise<string | undefined> {
    const link = MAIL_LINK_PATH.exec(request.url)?.[1];
    const queryAt = request.url.indexOf('?');
    const token =
      queryAt === -1 ? null : new URLSearchParams(request.url.slice(queryAt)).get(MailingListPages.tokenParam);
    if (!link || !token || !options.mailLinkLanguage) return undefined;
    const code = await options.mailLinkLanguage(link === 'confirm' ? 'confirm' : 'unsubscribe', token);
    return code && pathInLocale(request.url, code, (await app.locales.settings()).defaultLocale);
  }

  for (const { path: pagePath } of (await site()).sitePages) {
    const isMailLink = MAIL_LINK_PATH.test(pagePath);
    app.get(pagePath, async (request, reply) => {
      const module = await site();
      const page = module.sitePages.find((one) => one.path === pagePath);
      if (!page) return respond(request, reply, () => notFound(request, module));
      const moved = isMailLink ? await subscriberPage(request) : undefined;
      if (moved) return reply.redirect(moved, 303);
      const params = request.params as Record<string, string>;
      return respond(request, reply, async () => module.renderSitePage(page, pageUrl(request), params, await deps()));
    });
    // Decision 090: each page again under every other language's prefix ('/fr/learn', '/fr' for
    // '/'). The languages change without a restart, so the prefix is a parameter, checked here:
    // a prefix the site has no language for (or the default language's) is the site's 404.
    if (PREVIEW_PATH.test(pagePath)) continue;
    app.get(`/:locale${pagePath === '/' ? '' : pagePath}`, async (request, reply) => {
      const module = await site();
      const page = module.sitePages.find((one) => one.path === pagePath);
      const { locale: prefix, ...params } = request.params as Record<string, string>;
      return respond(request, reply, async () => {
        const settings = await app.locales.settings();
        const locale = localeOfSegment(prefix!, settings);
        if (!page || !locale) return notFound(request, module);
        const url = splitLocalePath(pageUrl(request), settings).path;
        return module.renderSitePage(page, url, params, await deps(locale.code));
      });
    });
  }

  const admin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (ADMIN_FILE_PATH.test(request.url)) return reply.code(404).type('text/plain').send('Not Found');
    // The app's page changes with each build: asked again every time (its hashed files are immutable).
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(await adminPage(request.url));
  };
  app.get('/admin', admin);
  app.get('/admin/*', admin);

  // Any other path: the site's 404 in its frame. Other methods than GET and HEAD: no page takes them.
  app.all('*', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    }
    const module = await site();
    return respond(request, reply, () => notFound(request, module));
  });
};

/**
 * The site's stylesheets in development: every CSS module the site's entry imports, served by
 * Vite as CSS (a stylesheet link asks for text/css). The build bundles them into one file.
 */
function devStyles(vite: ViteDevServer): string[] {
  const graph = vite.environments.ssr.moduleGraph;
  const entry = graph.getModuleById(path.join(vite.config.root, siteEntry));
  const seen = new Set<unknown>();
  const styles: string[] = [];
  const visit = (module: typeof entry) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    if (/\.css($|\?)/.test(module.url)) styles.push(module.url);
    for (const imported of module.importedModules) visit(imported);
  };
  visit(entry);
  return styles;
}

/**
 * The build's client files. Hashed files under assets/ never change: cached for a year; the
 * back office's index.html is asked again each time; others (favicon) cached for an hour. The
 * build step writes .br and .gz beside each file (apps/web/scripts/precompress.ts).
 */
async function registerClientFiles(app: FastifyInstance, root: string) {
  const assets = path.join(root, 'assets');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    decorateReply: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.startsWith(assets)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });
}

export default webPlugin;
