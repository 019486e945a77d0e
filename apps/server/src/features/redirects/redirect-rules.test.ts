import { describe, expect, it } from 'vitest';
import {
  finalTarget,
  fromKey,
  indexRules,
  match,
  normalFrom,
  normalTo,
  type RedirectRule,
  withQuery,
} from './redirect-rules.ts';

const rule = (id: number, from: string, to: string): RedirectRule => ({ id, from, to, status: 301 });

describe('addresses, as requests spell them (decision 078)', () => {
  it('normalises a from as the request-target normaliser does, its non-ASCII letters escaped', () => {
    expect(normalFrom(' /a/./b/../c//d/%7euser ')).toBe('/a/c/d/~user');
    expect(normalFrom('/été?lang=fr')).toBe('/%C3%A9t%C3%A9?lang=fr');
    expect(normalFrom('/x%2fy')).toBe('/x%2Fy');
  });

  it('normalises a site path to, keeping its query and fragment; an address is escaped as a browser sends it', () => {
    expect(normalTo('/a/../b?x=1#part')).toBe('/b?x=1#part');
    expect(normalTo('https://Example.org/ü?q=1')).toBe('https://example.org/%C3%BC?q=1');
  });

  it('keys an address by its path without a trailing slash and its query’s parameters in order', () => {
    expect(fromKey('/old/')).toBe(fromKey('/old'));
    expect(fromKey('/')).toBe('/');
    expect(fromKey('/?b=2&a=1')).toBe(fromKey('/?a=1&b=2'));
    expect(fromKey('/?p=1')).not.toBe(fromKey('/'));
    expect(fromKey('/Old')).not.toBe(fromKey('/old'));
  });
});

describe('match', () => {
  const index = indexRules([
    rule(1, '/old', '/new'),
    rule(2, '/?p=12', '/blogs/twelve'),
    rule(3, '/?p=12&lang=fr', '/fr/blogs/douze'),
    rule(4, '/', '/home'),
  ]);

  it('finds the rule of a path, with or without its trailing slash, carrying the query as written', () => {
    expect(match(index, '/old', 'a=1&b=%20')).toEqual({ rule: expect.objectContaining({ id: 1 }), rest: 'a=1&b=%20' });
    expect(match(index, '/old/', '')?.rule.id).toBe(1);
    expect(match(index, '/older', '')).toBeUndefined();
  });

  it('prefers the rule asking for the most parameters, and carries over the ones it did not ask for', () => {
    expect(match(index, '/', 'p=12')).toMatchObject({ rule: { id: 2 }, rest: '' });
    expect(match(index, '/', 'lang=fr&utm=x&p=12')).toMatchObject({ rule: { id: 3 }, rest: 'utm=x' });
    expect(match(index, '/', 'p=1%32')).toMatchObject({ rule: { id: 2 } });
    expect(match(index, '/', 'p=13')).toMatchObject({ rule: { id: 4 }, rest: 'p=13' });
  });

  it('adds a query to a target before its fragment', () => {
    expect(withQuery('/new', '')).toBe('/new');
    expect(withQuery('/new', 'a=1')).toBe('/new?a=1');
    expect(withQuery('/new?ref=x#top', 'a=1')).toBe('/new?ref=x&a=1#top');
    expect(withQuery('https://example.org/', 'a=1')).toBe('https://example.org/?a=1');
  });
});

describe('finalTarget', () => {
  it('follows a chain to its end, carrying a query given on the way, keeping a fragment as browsers do', () => {
    const index = indexRules([
      rule(1, '/a', '/b?ref=a#top'),
      rule(2, '/b', '/c'),
      rule(3, '/c', 'https://example.org/'),
    ]);
    expect(finalTarget(index, rule(1, '/a', '/b?ref=a#top'))).toBe('https://example.org/?ref=a#top');
    expect(finalTarget(index, rule(3, '/c', 'https://example.org/'))).toBe('https://example.org/');
  });

  it('answers null for a loop, however long, and for itself', () => {
    const circle = [rule(1, '/a', '/b'), rule(2, '/b', '/c/'), rule(3, '/c', '/a?x=1')];
    const index = indexRules(circle);
    for (const r of circle) expect(finalTarget(index, r)).toBeNull();
    expect(finalTarget(indexRules([rule(9, '/self', '/self/')]), rule(9, '/self', '/self/'))).toBeNull();
  });
});
