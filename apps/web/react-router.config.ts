import type { Config } from '@react-router/dev/config';

/**
 * Server rendering stays on: public routes render on the server (spec 3). Admin routes opt out
 * per route with a `clientLoader` and a `HydrateFallback` (routes/admin/layout.tsx), so the
 * server sends a light placeholder and the back office renders in the browser.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
