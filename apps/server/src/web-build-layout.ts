import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a production web build (apps/web/build) keeps its server bundles (decision 062): the
 * public site's and the back office's, each named with its entry file (relative to
 * build/server) in build/server/bundles.json, which apps/web/react-router.config.ts writes last.
 * The file's presence means a finished build. No dependencies: scripts and the tests read it too.
 */
export function webBuildManifestFile(buildDir: string): string {
  return path.join(buildDir, 'server', 'bundles.json');
}

/** Each server bundle's entry file, by the bundle's name ('site', 'admin'). */
export function webBuildEntries(buildDir: string): Record<string, string> {
  const files = JSON.parse(readFileSync(webBuildManifestFile(buildDir), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(files).map(([id, file]) => [id, path.join(buildDir, 'server', file)]));
}
