import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ReservedSlugs } from '@atrium/contract/learn';
import { ServerPathSegments, SitePathSegments } from '@atrium/contract/site';
import { describe, expect, it } from 'vitest';

/**
 * Decision 045: the first segments of the site's paths are listed once, in the contract (they are
 * folded to one spelling and reserved as slugs). routes.ts cannot be imported outside React
 * Router's build, so its text is read: a top-level route missing from the list fails here.
 */
describe('the site’s top-level paths', () => {
  const routes = readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8');
  const topLevel = [...routes.matchAll(/^ {2,4}route\('([^':/*]+)/gm)].map((match) => match[1]!);

  it('lists every top-level route of routes.ts', () => {
    expect(topLevel).toContain('learn');
    const known = new Set<string>([...SitePathSegments, ...ServerPathSegments]);
    expect(topLevel.filter((segment) => !known.has(segment))).toEqual([]);
  });

  it('reserves each of them, and the server’s own, as learn slugs', () => {
    for (const segment of [...topLevel, ...SitePathSegments, ...ServerPathSegments]) {
      expect(ReservedSlugs, segment).toContain(segment);
    }
  });
});
