import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPrimary } from './cluster.ts';
import { loadConfigOrExit, startServer, STOP_MARGIN_MS } from './server.ts';
import { webBuildManifestFile } from './web-build-layout.ts';

// WORKERS above 1: this process is the cluster's primary and forks the workers (this file
// again, as workers); 1 (the default) serves in this process, as always (decision 044).
const config = cluster.isPrimary ? loadConfigOrExit() : undefined;
if (config && config.workers > 1) {
  runPrimary({
    workers: config.workers,
    exec: fileURLToPath(import.meta.url),
    stopTimeoutMs: config.shutdownGraceMs + STOP_MARGIN_MS,
    logLevel: config.logLevel,
  });
} else {
  // The web build (npm start builds it); without one the process serves the API alone.
  // WEB_BUILD_DIR points elsewhere (the e2e suite serves a private copy).
  const webBuildDir = path.resolve(process.env.WEB_BUILD_DIR || path.join(import.meta.dirname, '../../web/build'));
  const hasWebBuild = existsSync(webBuildManifestFile(webBuildDir));
  // The server-rendered pages use React's production build.
  if (hasWebBuild) process.env.NODE_ENV ??= 'production';

  const { app } = await startServer({ web: () => (hasWebBuild ? { buildDir: webBuildDir } : undefined) });
  if (!hasWebBuild) app.log.warn(`No web build in ${webBuildDir}: serving the API only. \`npm start\` builds it.`);
}
