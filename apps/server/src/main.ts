import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './server.ts';

// The web build (npm start builds it); without one the process serves the API alone.
// WEB_BUILD_DIR points elsewhere (the e2e suite serves a private copy).
const webBuildDir = path.resolve(process.env.WEB_BUILD_DIR || path.join(import.meta.dirname, '../../web/build'));
const hasWebBuild = existsSync(path.join(webBuildDir, 'server', 'index.js'));
// The server-rendered pages use React's production build.
if (hasWebBuild) process.env.NODE_ENV ??= 'production';

const { app } = await startServer({ web: () => (hasWebBuild ? { buildDir: webBuildDir } : undefined) });
if (!hasWebBuild) app.log.warn(`No web build in ${webBuildDir}: serving the API only. \`npm start\` builds it.`);
