import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The app's one import alias: '~/lib/session' is apps/web/app/lib/session.ts.
    alias: { '~': path.join(here, 'app') },
  },
  build: {
    // Mantine's CSS is large; the warning would fire on every admin build.
    chunkSizeWarningLimit: 800,
  },
});
