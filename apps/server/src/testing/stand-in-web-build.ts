import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webBuildManifestFile } from '../web-build-layout.ts';

/**
 * A stand-in for the web build (decision 073's layout): a site bundle whose pages are '/',
 * '/learn', '/blogs/:slug' and a mail link's '/mailing-list/unsubscribe' (each answers its path and params, the address and the language it was given; '/blogs/gone' a 410, '/blogs/old'
 * a 301, '/blogs/broken' a 500), a 404 page, and the back office's index.html. With it the app
 * registers the web app's routes and hooks as it does in production: for tests of the routing
 * around the render (refusals, redirects, the route table, the back office's fallback).
 */
export function standInWebBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
  mkdirSync(path.join(dir, 'server'));
  mkdirSync(path.join(dir, 'client', 'admin'), { recursive: true });
  mkdirSync(path.join(dir, 'client', 'assets'));
  writeFileSync(
    path.join(dir, 'server', 'site.js'),
    `const html = (status, text) => ({ status, headers: { 'content-type': 'text/html' }, body: Buffer.from('<!DOCTYPE html><p>' + text + '</p>') });
export const sitePages = [{ path: '/' }, { path: '/learn' }, { path: '/blogs/:slug' }, { path: '/mailing-list/unsubscribe' }];
export const renders = [];
export async function renderSitePage(page, url, params, deps) {
  renders.push(url);
  if (params.slug === 'gone') return html(410, 'gone');
  if (params.slug === 'old') return { status: 301, headers: { location: '/blogs/new' }, body: Buffer.alloc(0) };
  if (params.slug === 'broken') return html(500, 'error');
  return html(200, page.path + ' ' + JSON.stringify(params) + ' ' + deps.config.publicUrl + ' ' + deps.styles.join(',') + ' at ' + url + ' in ' + deps.language?.locale);
}
export async function renderNotFound(url, deps) { return html(404, 'not found ' + url + ' in ' + deps?.language?.locale); }
export function forgetCachedHtml() {}
export let cachedHtmlBytes;
export function setCachedHtmlBytes(bytes) { cachedHtmlBytes = bytes; }
`,
  );
  writeFileSync(path.join(dir, 'client', 'admin', 'index.html'), '<!doctype html><div id="admin"></div>\n');
  writeFileSync(path.join(dir, 'client', 'assets', 'admin-abc.js'), 'export {};\n');
  writeFileSync(webBuildManifestFile(dir), JSON.stringify({ entry: 'site.js', styles: ['/assets/site-abc.css'] }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
