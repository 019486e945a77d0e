import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/** A production build (apps/web/build) or, in development, the Vite dev server. */
export type WebOptions = { buildDir: string } | { devServer: ViteDevServer };

const serverBuildId = 'virtual:react-router/server-build';

/**
 * What the web app's entry.server exports beside handleRequest: the key under which it reads
 * this request's CSP nonce. Context keys match by identity, so the key comes from the build.
 */
type WebEntry = {
  cspNonceContext?: RouterContext<string | undefined>;
  siteApiContext?: RouterContext<SiteApi | undefined>;
  siteConfigContext?: RouterContext<SiteConfig | undefined>;
};

/** The web app's SiteConfig (apps/web/app/lib/site-config.ts). */
type SiteConfig = { publicUrl: string };

type QueryValue = string | number | boolean | null | undefined;
/** The web app's SiteApi (apps/web/app/lib/site-api.ts), answered here. */
type SiteApi = (
  path: string,
  query?: Record<string, QueryValue | readonly QueryValue[]>,
) => Promise<{ status: number; body: unknown }>;

/**
 * The site's loaders read the public API in process: Fastify's inject runs the real route (its
 * validation, its public-only rules, its serializer) without a socket and without a token.
 */
function siteApiFor(app: FastifyInstance): SiteApi {
  return async (path, query = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
      }
    }
    const search = params.size ? `?${params}` : '';
    const answer = await app.inject({ method: 'GET', url: `/api${path}${search}` });
    return { status: answer.statusCode, body: answer.json() };
  };
}

/**
 * A request's load context. The provider comes from the react-router the adapter runs with (it
 * checks instanceof; in development the build may hold another copy), the key from the build.
 */
function loadContext(
  build: ServerBuild,
  reply: FastifyReply,
  siteApi: SiteApi,
  siteConfig: SiteConfig,
): RouterContextProvider {
  const context = new RouterContextProvider();
  const entry = build.entry.module as WebEntry;
  if (entry.cspNonceContext) context.set(entry.cspNonceContext, reply.cspNonce());
  if (entry.siteApiContext) context.set(entry.siteApiContext, siteApi);
  if (entry.siteConfigContext) context.set(entry.siteConfigContext, siteConfig);
  return context;
}

/**
 * The React Router app, answering every path the routes before it did not claim. Registered
 * after /api (whose own catch-all keeps unknown API paths JSON) and in its own encapsulation
 * context: the adapter replaces the content-type parsers, which must not reach the API.
 */
const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const siteApi = siteApiFor(app);
  const siteConfig: SiteConfig = { publicUrl: app.config.publicUrl };
  // Search engines keep out of the back office. Its screens render in the browser and each sets
  // its own title, which in React Router replaces the layout's robots meta: a header holds for all.
  app.addHook('onRequest', async (request, reply) => {
    if (/^\/admin(\/|\?|$)/.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
  });
  if ('devServer' in options) {
    const vite = options.devServer;
    // Loaded as the adapter loads it (the SSR environment's runner, else ssrLoadModule), so both
    // hold the same module instances.
    const runner = (vite.environments.ssr as { runner?: { import(id: string): Promise<unknown> } }).runner;
    const devBuild = async () =>
      (await (runner ? runner.import(serverBuildId) : vite.ssrLoadModule(serverBuildId))) as ServerBuild;
    await app.register(fastifyReactRouter, {
      devServer: vite,
      mode: 'development',
      getLoadContext: async (_request, reply) => loadContext(await devBuild(), reply, siteApi, siteConfig),
    });
    return;
  }
  const serverBuildPath = path.join(options.buildDir, 'server', 'index.js');
  const clientBuildDirectory = path.join(options.buildDir, 'client');
  if (!existsSync(serverBuildPath)) {
    throw new Error(`No web build at ${options.buildDir}: run \`npm run build\` (npm start does it for you).`);
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  await app.register(fastifyReactRouter, {
    build,
    clientBuildDirectory,
    mode: 'production',
    getLoadContext: (_request, reply) => loadContext(build, reply, siteApi, siteConfig),
    // Hashed files under assets/ never change: cached for a year. Others (favicon) for an hour.
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=3600',
    // The build step writes .br and .gz beside each file (apps/web/scripts/precompress.ts).
    staticOptions: { root: clientBuildDirectory, decorateReply: false, preCompressed: true },
  });
};

export default webPlugin;
