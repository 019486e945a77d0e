import type { IncomingMessage } from 'node:http';

/**
 * Decisions 045 and 070: one address per page. The server's request listener reduces every
 * request target to its one spelling before the page cache, the router or a page sees it. A
 * target spelled otherwise is rewritten, and remembered here: a GET or HEAD of it is answered 301
 * to the one spelling (app.ts), never from the cache and never rendered; other methods are
 * routed by it.
 */
const spelledOtherwise = new WeakSet<IncomingMessage>();

/**
 * What may make a target other than its one spelling: an escape, a backslash, a fragment, a dot
 * segment or an empty one ('/.', '//'). The usual path has none of them and costs this one test.
 */
const MAYBE_OTHERWISE = /[%\\#]|\/[./]/;

/**
 * Makes `request.url` the target's one spelling: an absolute-form target ('GET http://anyhost/learn',
 * which HTTP/1.1 servers must accept) becomes its path and query, so that no host a client
 * chooses reaches a cache key, a route or a page (decision 045); then the path is normalised
 * (`normalPath`) and the fragment dropped. Returns true when the spelling changed in a way that
 * earns a redirect: the absolute form alone does not (it is how proxies ask, and means the path).
 */
export function toOneSpelling(request: IncomingMessage): boolean {
  let url = request.url;
  if (url === undefined) return false;
  if (url.charCodeAt(0) !== 47 /* '/' */) {
    if (url === '*') return false;
    try {
      const parsed = new URL(url);
      url = request.url = parsed.pathname + parsed.search;
    } catch {
      // Not a URL: the router answers it (400) as before.
      return false;
    }
  }
  if (!MAYBE_OTHERWISE.test(url)) return false;
  const normal = normalTarget(url);
  if (normal === url) return false;
  request.url = normal;
  spelledOtherwise.add(request);
  return true;
}

/** Whether the request's target was rewritten to its one spelling (see `toOneSpelling`). */
export function wasSpelledOtherwise(request: IncomingMessage): boolean {
  return spelledOtherwise.has(request);
}

/**
 * A request target (path and query) in its one spelling: the fragment, which a client never
 * sends and the page renderer drops, goes; the path is `normalPath`'s; the query is kept as sent.
 */
export function normalTarget(target: string): string {
  const hash = target.indexOf('#');
  const withoutFragment = hash === -1 ? target : target.slice(0, hash);
  const query = withoutFragment.indexOf('?');
  if (query === -1) return normalPath(withoutFragment);
  return normalPath(withoutFragment.slice(0, query)) + withoutFragment.slice(query);
}

/** RFC 3986's unreserved characters (§2.3): ALPHA, DIGIT, '-', '.', '_', '~'. */
function isUnreserved(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f ||
    code === 0x7e
  );
}

/**
 * A path (starting with '/') normalised as RFC 3986 §6.2.2 says, with two steps more that the
 * page renderer's URL parser (WHATWG, `new URL`) makes necessary:
 * 1. A backslash is a '/' (WHATWG reads '/x\..\learn' as '/learn', as browsers send it).
 * 2. Escapes of unreserved characters are decoded ('%6C' is 'l'), other escapes get upper-case
 *    hex ('%c3%a9' is '%C3%A9'); malformed ones are left to the router.
 * 3. Dot segments are removed (§5.2.4): '/x/../learn' and '/./learn' are '/learn'.
 * 4. Empty segments go: '//x/learn' is '/x/learn'. WHATWG reads a target starting with '//' as
 *    a host and a path ('//x/learn' rendered /learn, '/\learn' the home page), and no address
 *    of the site has an empty segment.
 */
function normalPath(path: string): string {
  let result = path.includes('\\') ? path.replaceAll('\\', '/') : path;
  if (result.includes('%')) {
    result = result.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return isUnreserved(code) ? String.fromCharCode(code) : escape.toUpperCase();
    });
  }
  if (result.includes('/.')) result = removeDotSegments(result);
  return result.includes('//') ? result.replace(/\/{2,}/g, '/') : result;
}

/** RFC 3986 §5.2.4 for an absolute path: '.' goes, '..' takes the segment before it with it. */
function removeDotSegments(path: string): string {
  const segments = path.split('/');
  const output: string[] = [];
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    const isLast = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop();
      // '/learn/.' and '/a/b/..' end in a '/' ('/learn/', '/a/').
      if (isLast) output.push('');
    } else {
      output.push(segment);
    }
  }
  return `/${output.join('/')}`;
}
