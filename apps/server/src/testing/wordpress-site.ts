import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The WordPress fixtures (apps/server/fixtures/wordpress, made by WordPress itself) and a
 * stand-in for the site they were exported from, http://wordpress.test: a local server answering
 * its uploads from the fixtures' uploads/ folder (decision 079). The machines have no internet,
 * and the import may only download from the export's own site, so a test puts the stand-in's
 * origin in the export in place of http://wordpress.test.
 */

export const WORDPRESS_FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/wordpress');
/** The site the fixtures were exported from. */
export const FIXTURE_SITE = 'http://wordpress.test';

export type WordPressSite = {
  origin: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
};

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
};

/** Serves the fixtures' uploads/ at /wp-content/uploads/, as WordPress's web server did; 404 otherwise. */
export async function startWordPressSite(): Promise<WordPressSite> {
  const requests: string[] = [];
  const root = path.join(WORDPRESS_FIXTURES, 'uploads');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url.pathname);
    const prefix = '/wp-content/uploads/';
    const relative = url.pathname.startsWith(prefix) ? decodeURIComponent(url.pathname.slice(prefix.length)) : null;
    const file = relative ? path.resolve(root, relative) : null;
    if (!file || !file.startsWith(root + path.sep)) return void response.writeHead(404).end();
    stat(file).then(
      (info) => {
        response.writeHead(200, {
          'content-type': types[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': info.size,
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The fixtures' export (or another file of the folder) with `origin` in place of http://wordpress.test. */
export function fixtureExport(origin: string, file = 'export.xml'): Buffer {
  return Buffer.from(readFileSync(path.join(WORDPRESS_FIXTURES, file), 'utf8').replaceAll(FIXTURE_SITE, origin));
}
