/**
 * The public site's server build (decision 073): after `vite build --ssr` writes
 * build/server/site.js, moves the files it emitted for the browser (the site's one stylesheet,
 * its fonts and images) to build/client/assets, where the server serves them, and writes
 * build/server/site.json last (the entry and the stylesheets' URLs; its presence means a
 * finished build: apps/server/src/web-build-layout.ts reads it).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function siteServer(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'atrium-site-server',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (!ssr) return;
      const serverDir = options.dir ?? path.join(root, 'build/server');
      const clientDir = path.join(root, 'build/client');
      mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
      const styles: string[] = [];
      let entry = '';
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          if (file.isEntry) entry = file.fileName;
          continue;
        }
        if (file.fileName.endsWith('.css')) styles.push(`/${file.fileName}`);
        renameSync(path.join(serverDir, file.fileName), path.join(clientDir, file.fileName));
      }
      rmSync(path.join(serverDir, 'assets'), { recursive: true, force: true });
      if (!entry) throw new Error('The site server build produced no entry.');
      writeFileSync(path.join(serverDir, 'site.json'), `${JSON.stringify({ entry, styles }, null, 2)}\n`);
    },
  };
}
