import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './plugins/web.ts';
import { normalTarget, toOneSpelling, wasSpelledOtherwise } from './request-target.ts';

/**
 * Decision 070 (issue 36, item 5): '/x/../learn', '/./learn' and '/%6cearn' were cache entries of
 * their own, each rendering /learn. A target has one spelling: RFC 3986 §6.2.2 (escapes of
 * unreserved characters decoded, other escapes in upper case, dot segments removed), and what
 * the page renderer's URL parser makes of backslashes, empty segments and fragments.
 */
describe('a request target’s one spelling', () => {
  it.each([
    ['/x/../learn', '/learn'],
    ['/./learn', '/learn'],
    ['/learn/.', '/learn/'],
    ['/learn/./', '/learn/'],
    ['/a/b/c/./../../g', '/a/g'],
    ['/..', '/'],
    ['/../learn', '/learn'],
    ['/x/..', '/'],
    ['/x/%2e%2e/learn', '/learn'],
    ['/x/.%2E/learn', '/learn'],
    ['/%2e/learn', '/learn'],
    ['/%6cearn', '/learn'],
    ['/%6Cearn', '/learn'],
    ['/%4Cearn', '/Learn'],
    ['/blogs/%61%2D%62%5F%7E%30', '/blogs/a-b_~0'],
    ['/blogs/caf%c3%a9', '/blogs/caf%C3%A9'],
    ['/blogs/a%2fb', '/blogs/a%2Fb'],
    ['/blogs/a%5cb', '/blogs/a%5Cb'],
    ['/blogs/100%', '/blogs/100%'],
    ['/blogs/%zz', '/blogs/%zz'],
    ['/x\\..\\learn', '/learn'],
    ['/\\learn', '/learn'],
    ['//x/learn', '/x/learn'],
    ['/learn//', '/learn/'],
    ['/x//../learn', '/x/learn'],
    ['/learn#top', '/learn'],
    ['/learn?page=2#top', '/learn?page=2'],
    ['/x/../learn?next=/x/../y&q=%6c', '/learn?next=/x/../y&q=%6c'],
    ['/x/../preview/AbC_-9', '/preview/AbC_-9'],
  ])('%s is %s', (target, normal) => expect(normalTarget(target)).toBe(normal));

  it.each(['/', '/learn', '/learn?type=blog', '/blogs/caf%C3%A9', '/api/faqs/', '/preview/AbC', '/a.b/.c/..d'])(
    '%s is already',
    (target) => expect(normalTarget(target)).toBe(target),
  );

  it('is a fixed point, with the public pages’ folding after it: no redirect leads to another', () => {
    const spellings = [
      '/X/../LEARN/',
      '/BLOGS/Caf%c3%a9/',
      '/blogs/caf%C3%A9',
      '/Blogs/%4D%79-Post',
      '/%50REVIEW/AbC',
      '//Learn/..//About-Us/.',
      '/learn\\..\\FAQS#x',
    ];
    for (const spelling of spellings) {
      const normal = normalTarget(spelling);
      const target = canonicalPageUrl(normal) ?? normal;
      expect(normalTarget(target), spelling).toBe(target);
      expect(canonicalPageUrl(target), spelling).toBeUndefined();
    }
  });
});

describe('the request listener’s rewrite', () => {
  const request = (url: string) => ({ url }) as IncomingMessage;

  it('rewrites a target spelled otherwise and remembers it', () => {
    const spelled = request('/x/../learn');
    expect(toOneSpelling(spelled)).toBe(true);
    expect(spelled.url).toBe('/learn');
    expect(wasSpelledOtherwise(spelled)).toBe(true);
  });

  it('leaves the usual target alone, and an absolute one becomes its path without a redirect', () => {
    for (const url of ['/learn', '/learn?page=2', '/search?q=caf%C3%A9', '*']) {
      const plain = request(url);
      expect(toOneSpelling(plain), url).toBe(false);
      expect(plain.url).toBe(url);
      expect(wasSpelledOtherwise(plain)).toBe(false);
    }
    const absolute = request('http://anyhost.example/learn?x=1');
    expect(toOneSpelling(absolute)).toBe(false);
    expect(absolute.url).toBe('/learn?x=1');
    const absoluteEscaped = request('http://anyhost.example/%6cearn');
    expect(toOneSpelling(absoluteEscaped)).toBe(true);
    expect(absoluteEscaped.url).toBe('/learn');
  });
});
