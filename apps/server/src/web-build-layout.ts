import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A production web build (apps/web/build, decision 073): build/client holds every file the
 * browser loads (the back office's admin/index.html, hashed assets under assets/, public files);
 * build/server the public site's one server bundle, named in build/server/site.json with the
 * site's stylesheets. The build writes site.json last: its presence means a finished build.
 * No dependencies: scripts and the tests read it too.
 */
export function webBuildManifestFile(buildDir: string): string {
  return path.join(buildDir, 'server', 'site.json');
}

/** What site.json says: the bundle's entry (relative to build/server) and the stylesheets' URLs. */
type SiteManifest = { entry: string; styles: string[] };

export type WebBuild = {
  /** The public site's server entry (apps/web/app/site-server.tsx, built). */
  siteEntry: string;
  /** The site's stylesheets, as URLs under /assets/. */
  styles: string[];
  clientDir: string;
  /** The back office's page (apps/web/admin/index.html, built). */
  adminIndex: string;
};

export function readWebBuild(buildDir: string): WebBuild {
  const file = webBuildManifestFile(buildDir);
  if (!existsSync(file)) {
    throw new Error(`No web build at ${buildDir}: run \`npm run build\` (npm start does it for you).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  return {
    siteEntry: path.join(buildDir, 'server', manifest.entry),
    styles: manifest.styles,
    clientDir: path.join(buildDir, 'client'),
    adminIndex: path.join(buildDir, 'client', 'admin', 'index.html'),
  };
}
