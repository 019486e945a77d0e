import type { RedirectStatus } from '@atrium/contract/redirects';
import { normalTarget } from '../../request-target.ts';

/*
 * Decision 078: what a redirect matches and where it sends, as pure functions the served map
 * (redirect-map.ts) and the saves (redirects.service.ts) share, so a chain or a loop is judged
 * the same way when it is saved and when it is served.
 */

/** A redirect as stored: its address, its target and its HTTP status. */
export type RedirectRule = { id: number; from: string; to: string; status: RedirectStatus };

/** A rule ready to match: the path it answers (without a trailing '/') and the query parameters it asks for. */
type Indexed = RedirectRule & { params: Array<[string, string]> };

/** Rules by path key, those asking for more query parameters first, the one asking none last. */
export type RuleIndex = Map<string, Indexed[]>;

/** How many hops a chain is followed before it is judged a loop (no real chain is that long). */
const MAX_HOPS = 16;

/** A path's key: '/old-page/' and '/old-page' are one address ('/' stays '/'). */
function pathKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Splits a target into its path, its query (without '?') and its fragment (with '#'). */
function parts(target: string): { path: string; query: string; fragment: string } {
  const hash = target.indexOf('#');
  const fragment = hash === -1 ? '' : target.slice(hash);
  const rest = hash === -1 ? target : target.slice(0, hash);
  const mark = rest.indexOf('?');
  return mark === -1
    ? { path: rest, query: '', fragment }
    : { path: rest.slice(0, mark), query: rest.slice(mark + 1), fragment };
}

/** A query's parameters, decoded for comparing ('+' is a space); undecodable ones kept as written. */
function decodedPairs(query: string): Array<{ raw: string; name: string; value: string }> {
  if (!query) return [];
  return query
    .split('&')
    .filter(Boolean)
    .map((raw) => {
      const equals = raw.indexOf('=');
      const name = equals === -1 ? raw : raw.slice(0, equals);
      const value = equals === -1 ? '' : raw.slice(equals + 1);
      return { raw, name: decode(name), value: decode(value) };
    });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Any origin: a site path is resolved against it only to be spelled as a browser sends it. */
const PROBE = 'https://site.invalid';

/**
 * A `from` as stored: spelled as a browser sends it (non-ASCII letters and spaces escaped, as
 * WHATWG URLs do), then as the request-target normaliser spells requests (request-target.ts:
 * escapes of unreserved letters decoded, hex in upper case, dot and empty segments gone).
 */
export function normalFrom(from: string): string {
  const url = new URL(from.trim(), PROBE);
  return normalTarget(url.pathname + url.search);
}

/**
 * A `to` as stored: a site path as a `from` is (its fragment kept); an address as a browser
 * sends it (its host in lower case or punycode, its path escaped), so Location is valid ASCII.
 */
export function normalTo(to: string): string {
  const trimmed = to.trim();
  if (!trimmed.startsWith('/')) return new URL(trimmed).href;
  const url = new URL(trimmed, PROBE);
  return normalTarget(url.pathname + url.search) + url.hash;
}

/** The key no two redirects share: the path key, and the query's parameters sorted. */
export function fromKey(from: string): string {
  const { path, query } = parts(normalFrom(from));
  const params = decodedPairs(query)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value)}`)
    .sort();
  return pathKey(path) + (params.length ? `?${params.join('&')}` : '');
}

/** The path key a `from` answers: rules sharing it are the ones `match` weighs for a request. */
export function fromPathKey(from: string): string {
  return pathKey(parts(from).path);
}

/** Above this many query parameters a target's matching keys are not listed (2^n of them): read every rule. */
const MAX_LISTED_PARAMS = 6;

/**
 * The `fromKey`s of every rule that could match this site-path target: its path key alone, and
 * with each subset of its query's parameters (a rule asks for some of a request's parameters).
 * Null for another site's address, or a query too long to list (then every rule is a candidate).
 */
export function keysMatching(target: string): string[] | null {
  if (!target.startsWith('/')) return null;
  const { path, query } = parts(target);
  const base = pathKey(path);
  const pairs = [
    ...new Set(decodedPairs(query).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value)}`)),
  ];
  if (pairs.length > MAX_LISTED_PARAMS) return null;
  const keys = [base];
  for (let mask = 1; mask < 1 << pairs.length; mask++)
    keys.push(
      `${base}?${pairs
        .filter((_, i) => mask & (1 << i))
        .sort()
        .join('&')}`,
    );
  return keys;
}

/** The path key a site-path target leads to (rules with that `fromPathKey` may take it on); null for another site. */
export function targetPathKey(to: string): string | null {
  return to.startsWith('/') ? pathKey(parts(to).path) : null;
}

/** The rules by path key, ready for `match`. */
export function indexRules(rules: Iterable<RedirectRule>): RuleIndex {
  const index: RuleIndex = new Map();
  for (const rule of rules) indexRule(index, rule);
  return index;
}

/** Adds a rule to an index (a save checking the chain it would make). */
export function indexRule(index: RuleIndex, rule: RedirectRule): void {
  const { path, query } = parts(rule.from);
  const params = decodedPairs(query).map((p): [string, string] => [p.name, p.value]);
  const key = pathKey(path);
  const list = index.get(key);
  const indexed = { ...rule, params };
  if (!list) return void index.set(key, [indexed]);
  list.push(indexed);
  list.sort((a, b) => b.params.length - a.params.length);
}

/** Takes a rule out of an index, by its id. */
export function unindexRule(index: RuleIndex, rule: RedirectRule): void {
  const key = pathKey(parts(rule.from).path);
  const list = index.get(key)?.filter((indexed) => indexed.id !== rule.id);
  if (list?.length) index.set(key, list);
  else index.delete(key);
}

/**
 * The rule a request's path and query match, and what is left of its query (as it was written)
 * to carry to the target. A rule whose `from` has a query matches when the request has each of
 * its parameters with that value; the others are carried over.
 */
export function match(index: RuleIndex, path: string, query: string): { rule: RedirectRule; rest: string } | undefined {
  const candidates = index.get(pathKey(path));
  if (!candidates) return undefined;
  for (const rule of candidates) {
    if (rule.params.length === 0) return { rule, rest: query };
    const pairs = decodedPairs(query);
    const used = new Set<number>();
    const found = rule.params.every(([name, value]) => {
      const at = pairs.findIndex((p, i) => !used.has(i) && p.name === name && p.value === value);
      if (at === -1) return false;
      used.add(at);
      return true;
    });
    if (found)
      return {
        rule,
        rest: pairs
          .filter((_, i) => !used.has(i))
          .map((p) => p.raw)
          .join('&'),
      };
  }
  return undefined;
}

/** The target with a request's remaining query added (before its fragment). */
export function withQuery(target: string, rest: string): string {
  if (!rest) return target;
  const { path, query, fragment } = parts(target);
  return `${path}?${query ? `${query}&` : ''}${rest}${fragment}`;
}

/**
 * Where a rule finally sends, its target followed through the rules it leads to (a→b, b→c:
 * c), or null when the chain comes back on itself (a loop) or goes on past MAX_HOPS.
 */
export function finalTarget(index: RuleIndex, rule: RedirectRule): string | null {
  const seen = new Set<number>([rule.id]);
  let target = rule.to;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (!target.startsWith('/')) return target;
    const { path, query, fragment } = parts(target);
    const next = match(index, path, query);
    if (!next) return target;
    if (seen.has(next.rule.id)) return null;
    seen.add(next.rule.id);
    // As a browser does: a Location without a fragment keeps the one the address had.
    const onward = withQuery(next.rule.to, next.rest);
    target = fragment && !parts(onward).fragment ? onward + fragment : onward;
  }
  return null;
}
