import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * Server rendering stays on: public routes render on the server (spec 3). Admin routes opt out
 * per route with a `clientLoader` and a `HydrateFallback` (routes/admin/layout.tsx), so the
 * server sends a light placeholder and the back office renders in the browser.
 *
 * Two server bundles (decision 062): `site` (the public routes, the catch-all 404 among them)
 * and `admin` (everything under routes/admin, so Mantine, React Query, dnd-kit, tiptap). A
 * process serving only the public site never loads the back office's modules; the server
 * (apps/server/src/plugins/web.ts) imports the admin bundle on the first /admin request. The
 * build writes build/server/bundles.json: each bundle's entry, relative to build/server.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  serverBundles: ({ branch }) => (branch.some((route) => route.id.startsWith('routes/admin/')) ? 'admin' : 'site'),
  buildEnd({ buildManifest, reactRouterConfig, viteConfig }) {
    const serverDir = path.resolve(reactRouterConfig.buildDirectory, 'server');
    const bundles = Object.fromEntries(
      Object.values(buildManifest?.serverBundles ?? {}).map((bundle) => [
        bundle.id,
        path.relative(serverDir, path.resolve(viteConfig.root, bundle.file)).split(path.sep).join('/'),
      ]),
    );
    writeFileSync(path.join(serverDir, 'bundles.json'), `${JSON.stringify(bundles, null, 2)}\n`);
  },
} satisfies Config;
