import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/database.ts';
import type { Config, TrustProxy } from './env.ts';
import { type Clock, systemClock } from './service-deps.ts';
import authPlugin from './plugins/auth.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.ts';
import dbPlugin from './plugins/db.ts';
import endpointsPlugin from './plugins/endpoints.ts';
import errorsPlugin, { answerNotFound } from './plugins/errors.ts';
import failureResponses from './plugins/failure-responses.ts';
import inputGuard from './plugins/input-guard.ts';
import multipartPlugin from './plugins/multipart.ts';
import openapi from './plugins/openapi.ts';
import securityHeaders, { contentSecurityPolicy } from './plugins/security-headers.ts';
import unreadBody from './plugins/unread-body.ts';
import webPlugin, { canonicalPageUrl, isPreviewUrl, PREVIEW_HEADERS, type WebOptions } from './plugins/web.ts';
import { toOneSpelling, wasSpelledOtherwise } from './request-target.ts';
import { areas } from './areas.ts';
import { createRenderCache } from './foundations/page-cache/page-cache.ts';
import { createRateLimits } from './foundations/rate-limits/rate-limits.ts';
import { createMailLinkLanguage } from './features/submissions/mailing-list.service.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The web app (server-rendered site and back office); unset serves the API only, as tests do. */
  web?: WebOptions;
  /** The time services read; a test may pass its own to step past an expiry without waiting. */
  clock?: Clock;
};

export type App = FastifyInstance;

/** Fastify's default, which its own server would have. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Builds the whole app without listening: main.ts listens, tests call inject(). */
export async function buildApp({
  config,
  db,
  logger = false,
  web,
  clock = systemClock,
}: AppOptions): Promise<FastifyInstance> {
  // The render cache (decision 075): pages, the site's in-process reads and the web app's pieces
  // of HTML, in PAGE_CACHE_MB, emptied together by its one invalidate().
  const pageCache = createRenderCache({ maxBytes: config.pageCache.maxBytes });
  const app = Fastify({
    logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // No limit on a whole request: a 500 MB video on a 2 Mbit/s line takes over half an hour
    // (Node's own default, 5 minutes, would cut it). Silence ends a connection instead (see
    // IDLE_TIMEOUT_MS); kept-alive sockets between requests follow keepAliveTimeout (72 s).
    requestTimeout: 0,
    connectionTimeout: config.idleTimeoutMs,
    // A stopping process (decision 044) still answers what reaches it on a connection it had
    // accepted (with Connection: close): a 503 there would fail a request nginx cannot retry.
    return503OnClosing: false,
    // Loading the web build (the web plugin) took 16 s on a loaded 2-core machine: past Fastify's
    // default 10 s a start failed. A plugin that never ends is a bug the tests find, not a start-up race.
    pluginTimeout: 120_000,
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    // Cached public pages are answered in front of Fastify (decision 017); the server is
    // otherwise the one Fastify would make.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        // A target spelled otherwise than its one spelling goes to Fastify, which answers a GET
        // or HEAD of it 301 (below): never from the cache, never stored under it (decision 070).
        if (toOneSpelling(request)) handler(request, response);
        else pageCache.handle(request, response, handler);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = 0;
      server.setTimeout(config.idleTimeoutMs);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The order of what follows matters: the plugins every request meets, in the order their hooks
  // run; then the areas' plugins, then their routes (after every plugin, whose hooks and onRoute
  // they need); the web app last.
  await app.register(securityHeaders, {
    contentSecurityPolicy: contentSecurityPolicy(config.captcha.provider),
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Decision 070: a GET or HEAD of a target spelled otherwise ('/x/../learn', '/%6Cearn', '//x')
  // is sent to its one spelling, with the security headers above and before anything else runs.
  // Public pages are folded as decision 045 folds them, in the same redirect; a preview's keeps
  // its headers (never stored, never indexed). Other methods are routed by the one spelling.
  app.addHook('onRequest', async (request, reply) => {
    if (!wasSpelledOtherwise(request.raw) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const target = canonicalPageUrl(request.url) ?? request.url;
    if (isPreviewUrl(target)) reply.headers(PREVIEW_HEADERS);
    return reply.redirect(target, 301);
  });
  // Before any route: a route's `config.rateLimit` is read when the route is added. Counted in
  // the database, so every process on it counts together (decision 043).
  await app.register(rateLimit, {
    global: false,
    store: createRateLimits({ db, clock, log: app.log }).fastifyStore(),
  });
  // Before any route too: the OpenAPI document is made of the routes added after it, and every
  // route gets its failure answers' schemas.
  await app.register(openapi);
  await app.register(failureResponses);
  await app.register(endpointsPlugin, { reads: pageCache.reads });

  // The one error handler, then what guards every request before a route's own code runs.
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(unreadBody);
  await app.register(dbPlugin, { db });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(multipartPlugin, {
    tempDir: path.join(config.dataDir, 'tmp'),
    maxFileBytes: Math.max(config.uploads.maxImageBytes, config.uploads.maxVideoBytes),
  });

  // The foundations, the list resources and the features (areas.ts, decision 076): their plugins
  // in the registry's order, each after what it depends on.
  const context = { config, pageCache };
  for (const area of areas) await area.register?.(app, context);

  await app.register(
    async (api) => {
      for (const area of areas) if (area.routes) await api.register(area.routes);
      // Last under /api: unknown /api paths answer the JSON 404 here, before the web app's
      // catch-all could answer HTML, and before their body is read (decision 045): a body
      // trickled to a path that takes none would otherwise hold the connection, and a multipart
      // one got a 415.
      api.all('/*', {
        onRequest: async (request, reply) => answerNotFound(request, reply),
        handler: async () => undefined,
      });
    },
    { prefix: '/api' },
  );

  // Sitemap, robots.txt, feeds, the site-verification file and the icons, cached like pages.
  for (const area of areas) if (area.siteRoutes) await app.register(area.siteRoutes);

  // Last: the public site's pages, its 404 for any other path, and the back office (decision 073).
  const webOptions = web ?? (config.webBuildDir ? { buildDir: config.webBuildDir } : undefined);
  // The web build's pieces of HTML kept across pages go with the pages (decisions 056, 075).
  if (webOptions)
    await app.register(webPlugin, {
      ...webOptions,
      onContentChange: (listener) => pageCache.onInvalidate(listener),
      htmlPiecesBytes: pageCache.htmlPiecesBytes,
      // A mail link's page in its subscriber's language (decision 102).
      mailLinkLanguage: createMailLinkLanguage({ db: app.db, locales: app.locales }),
    });

  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify ignores a bare hop count (it cannot check who
 * connects), so a count becomes a function trusting that many hops: the operator who sets one
 * says the app is reachable only through its proxies.
 */
function proxyTrust(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}
