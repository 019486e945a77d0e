/**
 * The development server (run by scripts/dev.ts under node --watch): the same start-up as
 * main.ts, with the Vite dev server in middleware mode in front of the app for the web app's
 * modules and hot reload: the back office's page and modules from Vite, the public site's page
 * table loaded through Vite's ssrLoadModule on each request (apps/server/src/plugins/web.ts), so
 * an edit shows on the next reload.
 */
import { createServer } from 'node:http';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { startServer } from '../apps/server/src/server.ts';
import { webDir } from './web-build.ts';

const server = createServer();
let vite: ViteDevServer | undefined;

await startServer({
  web: async () => {
    vite = await createViteServer({
      root: webDir,
      configFile: `${webDir}/vite.config.ts`,
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server } },
    });
    return { devServer: vite };
  },
  // Vite answers its own requests (modules, HMR client, public files); everything else goes to Fastify.
  listen: (app, config) => {
    server.on('request', (request, response) => {
      vite!.middlewares(request, response, () => app.routing(request, response));
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
  },
  beforeClose: async () => {
    server.close();
    await vite?.close();
  },
});
