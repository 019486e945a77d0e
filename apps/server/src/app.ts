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
import webPlugin, { canonicalPageUrl, isPreviewUrl, type WebOptions } from './plugins/web.ts';
import { toOneSpelling, wasSpelledOtherwise } from './request-target.ts';
import auditPlugin from './modules/audit/audit.plugin.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import captchaPlugin from './modules/captcha/captcha.plugin.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { categoryRemovalRoutes } from './modules/categories/category-removal.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import importsPlugin from './modules/imports/imports.plugin.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { learnRoutes } from './modules/learn/learn.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import mailPlugin from './modules/mail/mail.plugin.ts';
import mediaPlugin from './modules/media/media.plugin.ts';
import newsletterSendPlugin from './modules/newsletters/newsletter-send.plugin.ts';
import { newsletterSendRoutes } from './modules/newsletters/newsletter-send.routes.ts';
import metricsPlugin from './modules/metrics/metrics.plugin.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newslettersRoutes } from './modules/newsletters/newsletters.routes.ts';
import { createRenderCache } from './modules/page-cache/page-cache.ts';
import pageCachePlugin from './modules/page-cache/page-cache.plugin.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { PREVIEW_HEADERS, previewsRoutes } from './modules/previews/previews.routes.ts';
import publishSchedulePlugin from './modules/schedule/schedule.plugin.ts';
import { createRateLimits } from './modules/rate-limits/rate-limits.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import siteSettingsPlugin from './modules/site-settings/site-settings.plugin.ts';
import { siteIconRoutes, siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { siteFilesRoutes } from './modules/site-files/site-files.routes.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import trashPlugin from './modules/trash/trash.plugin.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { resourceRoutes } from './resources/index.ts';

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

  // External plugins first, then ours, then routes.
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
  // Counted in the database, so every process on it counts together (decision 043).
  await app.register(rateLimit, {
    global: false,
    store: createRateLimits({ db, clock, log: app.log }).fastifyStore(),
  });
  await app.register(openapi);
  await app.register(failureResponses);
  await app.register(endpointsPlugin, { reads: pageCache.reads });

  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(unreadBody);
  await app.register(dbPlugin, { db });
  // Decision 045: counts answers from here on, when METRICS_TOKEN is set.
  await app.register(metricsPlugin, { pageCache });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(auditPlugin);
  await app.register(mailPlugin);
  await app.register(multipartPlugin, {
    tempDir: path.join(config.dataDir, 'tmp'),
    maxFileBytes: Math.max(config.uploads.maxImageBytes, config.uploads.maxVideoBytes),
  });
  await app.register(mediaPlugin);
  await app.register(siteSettingsPlugin);
  await app.register(captchaPlugin);
  await app.register(pageCachePlugin, { cache: pageCache, pollMs: config.pageCache.pollMs });
  // Deletes forever what stayed in the trash past TRASH_DAYS: at start, then hourly (decision 032).
  await app.register(trashPlugin);
  // Scheduled publishing (decision 034): a timer empties both at each publish or unpublish
  // instant; every content change may have moved the next one, so it reads the schedule again.
  await app.register(publishSchedulePlugin);
  await app.register(newsletterSendPlugin);
  // Decision 079: WordPress imports run as jobs in the background, resumed after a restart.
  await app.register(importsPlugin);
  pageCache.onInvalidate(() => void app.publishSchedule.rearm());

  await app.register(
    async (api) => {
      await api.register(mediaRoutes);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(resourceRoutes);
      await api.register(categoryRemovalRoutes);
      await api.register(captchaRoutes);
      await api.register(submissionsRoutes);
      await api.register(learnRoutes);
      await api.register(searchRoutes);
      await api.register(pagesRoutes);
      await api.register(previewsRoutes);
      await api.register(auditRoutes);
      await api.register(scheduleRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(usersRoutes);
      await api.register(newslettersRoutes);
      await api.register(metricsRoutes);
      await api.register(newsletterSendRoutes);
      await api.register(importsRoutes);
      // Unknown /api paths answer the JSON 404 here, before the web app's catch-all could answer
      // HTML, and before their body is read (decision 045): a body trickled to a path that takes
      // none would otherwise hold the connection, and a multipart one got a 415.
      api.all('/*', {
        onRequest: async (request, reply) => answerNotFound(request, reply),
        handler: async () => undefined,
      });
    },
    { prefix: '/api' },
  );

  // Sitemap, robots.txt, feeds and the site-verification file, cached like pages.
  await app.register(siteFilesRoutes);
  await app.register(siteIconRoutes);

  // Last: the public site's pages, its 404 for any other path, and the back office (decision 073).
  const webOptions = web ?? (config.webBuildDir ? { buildDir: config.webBuildDir } : undefined);
  // The web build's pieces of HTML kept across pages go with the pages (decisions 056, 075).
  if (webOptions)
    await app.register(webPlugin, {
      ...webOptions,
      onContentChange: (listener) => pageCache.onInvalidate(listener),
      htmlPiecesBytes: pageCache.htmlPiecesBytes,
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
