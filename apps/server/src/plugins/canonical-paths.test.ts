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
  ])('sends %s to %s', (url, canonical) => expect(canonicalPageUrl(url)).toBe(canonical));

  it.each([
    '/',
    '/learn',
    '/learn?type=blog',
    '/blogs/my-post',
    '/preview/AbC',
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
});
