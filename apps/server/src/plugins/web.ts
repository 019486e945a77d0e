import { existsSync } from 'node:fs';
import path from 'node:path';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import type { FastifyPluginAsync } from 'fastify';
import type { ViteDevServer } from 'vite';

/** A production build (apps/web/build) or, in development, the Vite dev server. */
export type WebOptions = { buildDir: string } | { devServer: ViteDevServer };

/**
 * The React Router app, answering every path the routes before it did not claim. Registered
 * after /api (whose own catch-all keeps unknown API paths JSON) and in its own encapsulation
 * context: the adapter replaces the content-type parsers, which must not reach the API.
 */
const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  if ('devServer' in options) {
    await app.register(fastifyReactRouter, { devServer: options.devServer, mode: 'development' });
    return;
  }
  const serverBuildPath = path.join(options.buildDir, 'server', 'index.js');
  const clientBuildDirectory = path.join(options.buildDir, 'client');
  if (!existsSync(serverBuildPath)) {
    throw new Error(`No web build at ${options.buildDir}: run \`npm run build\` (npm start does it for you).`);
  }
  await app.register(fastifyReactRouter, {
    serverBuildPath,
    clientBuildDirectory,
    mode: 'production',
    // Hashed files under assets/ never change: cached for a year. Others (favicon) for an hour.
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=3600',
    // The build step writes .br and .gz beside each file (apps/web/scripts/precompress.ts).
    staticOptions: { root: clientBuildDirectory, decorateReply: false, preCompressed: true },
  });
};

export default webPlugin;
