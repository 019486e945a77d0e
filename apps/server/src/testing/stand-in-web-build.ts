import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webBuildManifestFile } from '../web-build-layout.ts';

/**
 * A stand-in for the web build: with it the app registers the web app's catch-all and hooks as it
 * does in production, and loads its site bundle (an empty module) at start. For
 * tests of what happens before any render (refusals, redirects, the route table).
 */
export function standInWebBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
  mkdirSync(path.join(dir, 'server'));
  mkdirSync(path.join(dir, 'client'));
  writeFileSync(path.join(dir, 'server', 'index.js'), 'export default {};\n');
  writeFileSync(webBuildManifestFile(dir), JSON.stringify({ site: 'index.js', admin: 'index.js' }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
