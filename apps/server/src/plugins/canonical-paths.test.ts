import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, sendRaw } from '../testing/raw-http.ts';
import { standInWebBuild } from '../testing/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { canonicalPageUrl } from './web.ts';

/**
 * Decision 045 (issue 23, N4): /LEARN, /Learn and absolute request targets were pages of their
 * own, each cached apart with the request's path as its canonical link, so a flood of spellings
 * evicted every page. One address per page: other spellings answer 301 to it, and the host of an
 * absolute target never reaches a cache key.
 */
describe('canonicalPageUrl', () => {
  it.each([
    ['/LEARN', '/learn'],
    ['/Learn', '/learn'],
    ['/learn/', '/learn'],
    ['/initiatives/', '/initiatives'],
    ['/about-us/', '/about-us'],
    ['/About-Us/', '/about-us'],
    ['/Learn/?type=Blog', '/learn?type=Blog'],
    ['/BLOGS/My-Post', '/blogs/my-post'],
    ['/Contact-Us', '/contact-us'],
    // Decision 070: a preview's first segment alone (its token is case-sensitive), and escapes
    // keep their upper-case hex.
    ['/PREVIEW/AbC', '/preview/AbC'],
    ['/Preview/AbC?x=1', '/preview/AbC?x=1'],
    ['/BLOGS/Caf%C3%A9', '/blogs/caf%C3%A9'],
  ])('sends %s to %s', (url, canonical) => expect(canonicalPageUrl(url)).toBe(canonical));

  it.each([
    '/',
    '/learn',
    '/learn?type=blog',
    '/blogs/my-post',
    '/preview/AbC',
    '/preview/AbC/',
    '/blogs/caf%C3%A9',
    '/assets/index-B2x.js',
    '/Admin/Login',
  ])('leaves %s alone', (url) => expect(canonicalPageUrl(url)).toBeUndefined());
});

describe('one address per page, over HTTP', () => {
  let t: TestApp;
  let port: number;
  // The redirects come before the web app renders anything.
  const build = standInWebBuild();
  beforeAll(async () => {
    t = await createTestApp(() => ({ webBuildDir: build.dir }));
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t?.close();
    build.remove();
  });

  const get = async (target: string) => {
    const { response, socket } = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    socket.destroy();
    return response;
  };

  it('answers 301 to the page’s one address, whatever the spelling or the target’s host', async () => {
    for (const target of [
      '/LEARN',
      '/Learn',
      '/learn/',
      '/Learn/',
      'http://anyhost.example/LEARN',
      'http://anyhost.example/learn/',
    ]) {
      const res = await get(target);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe('/learn');
    }
    // The validators' list (issue 24): each of these answered 200 calling itself canonical.
    for (const [target, page] of [
      ['/initiatives/', '/initiatives'],
      ['/about-us/', '/about-us'],
      ['/Initiatives', '/initiatives'],
      ['/ABOUT-US/?x=1', '/about-us?x=1'],
    ]) {
      const res = await get(target!);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe(page);
    }
  });

  it('keeps one cache entry for a path, whatever host an absolute target names', async () => {
    await get('http://one.example/robots.txt');
    expect((await get('http://two.example/robots.txt')).headers['x-cache']).toBe('hit');
    expect((await get('/robots.txt')).headers['x-cache']).toBe('hit');
  });
  /**
   * Decision 070 (issue 36, item 5): dot segments, escapes of unreserved characters and the like
   * were pages of their own (1,200 requests evicted the 8 core pages), and a revoked preview
   * link stayed on show under them for 10 minutes, cached as a public page. Raw request targets:
   * a client library would normalise them before sending.
   */
  it('answers 301 to the one spelling, whatever the dots, escapes, slashes or fragment', async () => {
    for (const target of [
      '/x/../learn',
      '/./learn',
      '/learn/.',
      '/%6cearn',
      '/%6Cearn',
      '/x/%2e%2e/learn',
      '/x\\..\\learn',
      '/\\learn',
      '/learn#top',
      '/X/../LEARN/',
      'http://anyhost.example/%6cearn',
    ]) {
      const res = await get(target);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe('/learn');
      expect(res.headers['x-cache'], target).toBeUndefined();
      // The security headers come with the redirect (they are set before it).
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
    }
    for (const [target, location] of [
      ['//x/learn', '/x/learn'],
      ['/x/../learn?next=/a/../b', '/learn?next=/a/../b'],
      ['/blogs/caf%c3%a9', '/blogs/caf%C3%A9'],
      ['/x/../robots.txt', '/robots.txt'],
      ['/api/x/../healthz', '/api/healthz'],
    ]) {
      const res = await get(target!);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe(location);
    }
  });

  it('sends a preview’s spellings to its one address, never cached or indexed on the way', async () => {
    for (const target of ['/x/../preview/AbC_-9', '/./preview/AbC_-9', '/%70review/AbC_-9', '/PREVIEW/AbC_-9']) {
      const res = await get(target);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe('/preview/AbC_-9');
      expect(res.headers['x-robots-tag'], target).toBe('noindex, nofollow');
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
  });

  it('routes other methods by the one spelling (no redirect would keep their body)', async () => {
    const body = '{}';
    const { response, socket } = await sendRaw(
      port,
      `POST /api/x/../admin-login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    socket.destroy();
    // The login's own validation answers, not the unknown path's 404.
    expect(response.status).toBe(400);
  });
});
