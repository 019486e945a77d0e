import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { siteClient } from './scripts/site-client-plugin.ts';
import { siteServer } from './scripts/site-server-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Two builds (decision 073, scripts/web-build.ts runs both): the browser's files (`vite build`:
 * the back office's single-page app from admin/index.html, and the public pages' site-client
 * files) into build/client, and the public site's one server bundle (`vite build --ssr`:
 * app/site-server.tsx) into build/server.
 */
/** The public site's server bundle (app/site-server.tsx) into build/server. */
const siteServerBuild: BuildEnvironmentOptions = {
  outDir: 'build/server',
  emptyOutDir: true,
  copyPublicDir: false,
  // The site's stylesheets and files (fonts, images) are the browser's: the plugin moves
  // them to build/client/assets. One stylesheet for every public page.
  ssrEmitAssets: true,
  cssCodeSplit: false,
  rolldownOptions: {
    input: { site: path.join(here, 'app/site-server.tsx') },
    output: {
      assetFileNames: (asset) =>
        asset.names.some((name) => name.endsWith('.css'))
          ? 'assets/site-[hash][extname]'
          : 'assets/[name]-[hash][extname]',
    },
  },
};

/** The browser's files into build/client: the back office (admin/index.html); the site-client plugin adds the islands. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: 'build/client',
  emptyOutDir: true,
  // Mantine's CSS is large; the warning would fire on every admin build.
  chunkSizeWarningLimit: 800,
  rolldownOptions: {
    input: { admin: path.join(here, 'admin/index.html') },
    // Mantine's modules say "use client" (for React Server Components): meaningless in a browser bundle.
    onLog(level, log, handler) {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
    output: {
      codeSplitting: {
        groups: [
          // Zod's no-eval switch (lib/zod-jitless.ts) in a chunk of its own, so that the entry
          // imports it before any chunk holding Zod: code left in the entry chunk itself runs
          // after every chunk it imports, when Zod has read its configuration.
          { name: 'zod-jitless', priority: 30, test: /app[\\/]lib[\\/]zod-jitless\.ts$/ },
          // The back office's libraries in one file instead of ~40 small ones per screen.
          {
            name: 'admin-vendor',
            priority: 10,
            test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|@tanstack)[\\/]/,
          },
          // The back office's own code that two or more chunks share (the kit, the hooks, the
          // contract) in one file: split by what each screen imports, a screen's first load asked
          // for 60-90 files of a few KB each, and the browser's cost per file (its request, the
          // module's own record) was a fifth of the load's CPU. One chunk for all of it: three
          // to four times fewer requests per screen and 11-22% less of the browser's CPU per
          // load (decision 099). A module only one screen uses stays with that screen.
          {
            name: 'admin-shared',
            priority: 5,
            minShareCount: 2,
            test: /[\\/]apps[\\/]web[\\/]app[\\/]|[\\/]packages[\\/]contract[\\/]/,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [siteClient(), siteServer()],
  resolve: {
    // The app's one import alias: '~/lib/session' is apps/web/app/lib/session.ts.
    alias: { '~': path.join(here, 'app') },
  },
  build: isSsrBuild ? siteServerBuild : browserBuild,
}));
