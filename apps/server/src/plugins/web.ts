import { type Endpoint, endpointId } from '@atrium/contract/endpoint';
import { SitePathSegments } from '@atrium/contract/site';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@mcansh/react-router-fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { RenderedPage } from '../modules/page-cache/page-entry.ts';
import { PREVIEW_HEADERS } from '../modules/previews/previews.routes.ts';
import type { OperationAnswer, QueryInput } from './endpoints.ts';
import { webBuildEntries, webBuildManifestFile } from '../web-build-layout.ts';
import { withRenderOnlyData } from './render-only-data.ts';
import { createRenderTurns } from './render-turns.ts';

/** A production build (apps/web/build) or, in development, the Vite dev server. */
export type WebOptions = ({ buildDir: string } | { devServer: ViteDevServer }) & {
  /** Calls the listener whenever content changes (the page cache's signal): the build's kept HTML goes then. */
  onContentChange?: (listener: () => void) => void;
};

const serverBuildId = 'virtual:react-router/server-build';

/**
 * What the web app's entry.server exports beside handleRequest: the key under which it reads
 * this request's CSP nonce. Context keys match by identity, so the key comes from the build.
 */
type WebEntry = {
  cspNonceContext?: RouterContext<string | undefined>;
  siteApiContext?: RouterContext<SiteApi | undefined>;
  siteConfigContext?: RouterContext<SiteConfig | undefined>;
  /** The bytes of a public page rendered whole, by its Response (read without its stream). */
  wholeBodies?: WeakMap<Response, Buffer>;
  /** Empties the pieces of HTML kept across public pages (decision 056). */
  forgetCachedHtml?: () => void;
};

/** The web app's SiteConfig (apps/web/app/lib/site-config.ts). */
type SiteConfig = { publicUrl: string };

/** The web app's SiteApi (apps/web/app/lib/site-api.ts), answered here. */
type SiteApi = (
  endpoint: Endpoint,
  input?: { params?: Record<string, unknown>; query?: QueryInput },
) => Promise<{ status: number; body: OperationAnswer['body']; movedTo?: string }>;

/** The back office: rendered in the browser, its inline scripts run by a per-request nonce. */
const ADMIN_PATH = /^\/admin(\/|\?|$)/;
/** React Router's route discovery (`/__manifest?p=…`): asked by the back office, the only React app in the browser. */
const MANIFEST_PATH = /^\/__manifest(\?|$)/;
/**
 * Previews of drafts and unsaved forms (decision 028): for their holder only, never cached or
 * indexed. In any letters: the router matches '/PREVIEW/<token>' too, which was cached as a
 * public page (decision 070).
 */
const PREVIEW_PATH = /^\/preview(\/|\?|$)/i;

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
  if (!FOLDED_SEGMENTS.has(segment)) return undefined;
  const canonical = lowerCase(path).replace(/\/+$/, '');
  return canonical === path ? undefined : canonical + (queryAt === -1 ? '' : url.slice(queryAt));
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

/**
 * A request's load context, with the key from the build. Only the back office gets a CSP nonce:
 * public pages carry no inline script (decision 017), so one page serves every visitor.
 */
function loadContext(
  build: ServerBuild,
  reply: FastifyReply,
  site: { api: SiteApi; config: SiteConfig },
  isAdmin: boolean,
): RouterContextProvider {
  const context = new RouterContextProvider();
  const entry = build.entry.module as WebEntry;
  if (entry.cspNonceContext) context.set(entry.cspNonceContext, isAdmin ? reply.cspNonce() : undefined);
  if (entry.siteApiContext) context.set(entry.siteApiContext, site.api);
  if (entry.siteConfigContext) context.set(entry.siteConfigContext, site.config);
  return context;
}

/**
 * The request React Router renders a public page for. Its address is the site's (PUBLIC_URL),
 * whatever Host the client sent, and it carries no header: a page depends on its URL alone, so
 * the one the cache keeps is right for everyone (a spoofed Host cannot end up in a cached page).
 * HEAD renders as GET, so that its answer can fill the cache.
 */
function pageRequest(request: FastifyRequest, origin: string): Request {
  return new Request(new URL(request.url, origin), { method: 'GET' });
}

async function renderedPage(build: ServerBuild, response: Response): Promise<RenderedPage> {
  const headers: RenderedPage['headers'] = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const wholeBodies = (build.entry.module as WebEntry).wholeBodies;
  const whole = wholeBodies?.get(response);
  wholeBodies?.delete(response);
  return { status: response.status, headers, body: whole ?? Buffer.from(await response.arrayBuffer()) };
}

/**
 * The React Router app, answering every path the routes before it did not claim. Registered
 * after /api (whose own catch-all keeps unknown API paths JSON) and in its own encapsulation
 * context: it replaces the content-type parsers, which must not reach the API. Public GET and
 * HEAD go through the page cache (modules/page-cache) in production; in development every
 * request renders (the code changes under it).
 */
const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const site = { api: siteApiFor(app), config: { publicUrl: app.config.publicUrl } };
  const origin = new URL(app.config.publicUrl).origin;
  const renderTurn = createRenderTurns();
  // Search engines keep out of the back office. Its screens render in the browser and each sets
  // its own title, which in React Router replaces the layout's robots meta: a header holds for all.
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
    if (MAIL_LINK_PATH.test(request.url)) reply.headers(MAIL_LINK_HEADERS);
    if (SEARCH_PATH.test(request.url)) reply.header('x-robots-tag', 'noindex');
  });

  let bundleFor: (request: FastifyRequest) => Promise<WebBundle> | WebBundle;
  const isDevelopment = 'devServer' in options;
  if (isDevelopment) {
    const vite = options.devServer;
    // Loaded as React Router's Vite plugin loads it (the SSR environment's runner, else
    // ssrLoadModule), so both hold the same module instances. Development has one build of all routes.
    const runner = (vite.environments.ssr as { runner?: { import(id: string): Promise<unknown> } }).runner;
    const getBuild = async () =>
      (await (runner ? runner.import(serverBuildId) : vite.ssrLoadModule(serverBuildId))) as ServerBuild;
    const bundle = { getBuild, handle: createRequestHandler(getBuild, 'development') };
    bundleFor = () => bundle;
  } else {
    const bundles = productionBundles(options.buildDir, (build) => {
      const forget = (build.entry?.module as WebEntry | undefined)?.forgetCachedHtml;
      if (forget) options.onContentChange?.(forget);
    });
    // The public site's bundle at start (its first page must not wait); the back office's on the
    // first request that needs it (decision 062).
    const site = await bundles.load('site');
    bundleFor = (request) => (isAdminRequest(request.url) ? bundles.load('admin') : site);
    await registerClientFiles(app, path.join(options.buildDir, 'client'));
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.all('*', async (request, reply) => {
    const { getBuild, handle } = await bundleFor(request);
    const build = await getBuild();
    const isAdmin = ADMIN_PATH.test(request.url);
    const context = loadContext(build, reply, site, isAdmin);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isDevelopment || isAdmin || !isRead) {
      return sendResponse(reply, await handle(createRequest(request, reply), context));
    }
    // A preview renders every time and is never stored: its token expires or is revoked without a write.
    // A mail link's page neither: each token is its own address, and one page for all of them would be a flood's.
    if (PREVIEW_PATH.test(request.url) || MAIL_LINK_PATH.test(request.url)) {
      return sendResponse(reply, await handle(pageRequest(request, origin), context));
    }
    return app.pageCache.respond(request, reply, async () => {
      await renderTurn();
      return renderedPage(build, await handle(pageRequest(request, origin), context));
    });
  });
};

/** A server bundle of the web build and React Router's handler for it. */
type WebBundle = {
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  handle: ReturnType<typeof createRequestHandler>;
};

/** The bundle's name in build/server/bundles.json (apps/web/react-router.config.ts). */
type BundleId = 'site' | 'admin';

/** Requests the back office's bundle answers: its pages and the route discovery its client asks. */
export function isAdminRequest(url: string): boolean {
  return ADMIN_PATH.test(url) || MANIFEST_PATH.test(url);
}

/**
 * The production build's server bundles (decision 062), each imported once: concurrent first
 * requests share one import; a failed import is tried again by the next request. `onLoad` sees
 * each build as it arrives (the fragment cache's reset hook).
 */
export function productionBundles(buildDir: string, onLoad: (build: ServerBuild) => void) {
  if (!existsSync(webBuildManifestFile(buildDir))) {
    throw new Error(`No web build at ${buildDir}: run \`npm run build\` (npm start does it for you).`);
  }
  const files: Partial<Record<BundleId, string>> = webBuildEntries(buildDir);
  const loading = new Map<BundleId, Promise<WebBundle>>();
  async function importBundle(id: BundleId): Promise<WebBundle> {
    const file = files[id];
    if (!file) throw new Error(`The web build at ${buildDir} has no "${id}" server bundle: run \`npm run build\`.`);
    const build = withRenderOnlyData((await import(pathToFileURL(file).href)) as ServerBuild);
    onLoad(build);
    // Given the build itself, not a function: React Router then prepares its routes once, where
    // a function makes it flatten and rank every route again on each request.
    return { getBuild: () => build, handle: createRequestHandler(build, 'production') };
  }
  return {
    load(id: BundleId): Promise<WebBundle> {
      let bundle = loading.get(id);
      if (!bundle) {
        bundle = importBundle(id);
        loading.set(id, bundle);
        bundle.catch(() => loading.delete(id));
      }
      return bundle;
    },
  };
}

/**
 * The build's client files. Hashed files under assets/ never change: cached for a year; others
 * (favicon) for an hour. The build step writes .br and .gz beside each file
 * (apps/web/scripts/precompress.ts).
 */
async function registerClientFiles(app: FastifyInstance, root: string) {
  const assets = path.join(root, 'assets');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    decorateReply: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}

export default webPlugin;
