import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCacheBudget } from '../foundations/page-cache/page-cache.ts';
import { standInWebBuild } from '../testing/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Decision 073: the web app's seams around the render. Each page of the site's page table is a
 * route of Fastify's router (its params matched there), any other path the site's 404; the
 * statuses and headers a render gives go out as they are; the back office answers its
 * index.html for every /admin path but files; /api stays the API's. The stand-in build's pages
 * answer their path, params, the site's address and stylesheets.
 */
describe('the web app (stand-in build)', () => {
  let t: TestApp;
  const build = standInWebBuild();
  beforeAll(async () => {
    t = await createTestApp(() => ({ webBuildDir: build.dir }));
  });
  afterAll(async () => {
    await t?.close();
    build.remove();
  });
  const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => t.app.inject({ method, url });

  it('renders each page of the table at its path, with the params Fastify matched', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html');
    expect(home.body).toContain('<p>/ {}');
    const blog = await get('/blogs/a-slug?x=1');
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('/blogs/:slug {"slug":"a-slug"}');
    // The page's origin is PUBLIC_URL's and its stylesheets are the build's (site.json).
    expect(blog.body).toContain(`${t.app.config.publicUrl} /assets/site-abc.css`);
  });

  it('hands the build its share of PAGE_CACHE_MB for the pieces of HTML it keeps (decision 075)', async () => {
    const site = (await import(pathToFileURL(path.join(build.dir, 'server', 'site.js')).href)) as {
      cachedHtmlBytes: number;
    };
    expect(site.cachedHtmlBytes).toBe(renderCacheBudget(t.app.config.pageCache.maxBytes).htmlPieces);
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await get('/learn', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps the statuses a render gives: 410, 301 with its location, 500', async () => {
    expect((await get('/blogs/gone')).statusCode).toBe(410);
    const moved = await get('/blogs/old');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blogs/new');
    expect((await get('/blogs/broken')).statusCode).toBe(500);
  });

  it('answers any other path with the site’s 404 page', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found /no-such-page');
    expect((await get('/blogs')).statusCode).toBe(404);
  });

  it('takes no other method than GET and HEAD on the site', async () => {
    const res = await get('/learn', 'POST');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers the back office’s index.html for every /admin path, never cached, not indexed', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/learn-blogs/12?tab=meta']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="admin">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });

  it('answers 404 for a file under /admin that is not there', async () => {
    expect((await get('/admin/missing.js')).statusCode).toBe(404);
    expect((await get('/admin/assets/x.css')).statusCode).toBe(404);
  });

  it('serves the hashed assets immutable', async () => {
    const res = await get('/assets/admin-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/none-abc.js')).statusCode).toBe(404);
  });

  it('leaves /api paths to the API', async () => {
    const res = await get('/api/no-such-endpoint/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
