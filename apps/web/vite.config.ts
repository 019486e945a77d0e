import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { siteClient } from './scripts/site-client-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [reactRouter(), siteClient()],
  resolve: {
    // The app's one import alias: '~/lib/session' is apps/web/app/lib/session.ts.
    alias: { '~': path.join(here, 'app') },
  },
  build: {
    // Mantine's CSS is large; the warning would fire on every admin build.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router first (higher priority): the admin group below captures its
            // modules' dependencies, and React must not end up in a chunk the public pages load.
            {
              name: 'framework',
              priority: 20,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // The back office's libraries in one file instead of ~40 small ones per screen. Not
            // zod: public routes import the contract (which uses it), and a chunk they import
            // brings its CSS along, here Mantine's 30 KB (decision 016).
            {
              name: 'admin-vendor',
              priority: 10,
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
