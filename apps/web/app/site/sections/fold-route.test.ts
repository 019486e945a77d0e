import type { MetaArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { foldRoute } from './fold-route';

/** Decision 045 (issue 23, N4): the canonical link is the page's own path, never the request's. */
describe('the dynamic pages’ canonical link', () => {
  it('is built from the route and the site’s address, whatever path was asked for', () => {
    const origin = 'https://atrium.example.org';
    const meta = foldRoute('learn').meta({
      loaderData: undefined,
      location: { pathname: '/LEARN', search: '', hash: '', state: null, key: 'x' },
      matches: [{ id: 'routes/site/layout', loaderData: { publicUrl: origin } }],
    } as unknown as MetaArgs);
    const canonical = meta.find((tag) => (tag as { rel?: string }).rel === 'canonical') as { href: string };
    expect(canonical.href).toBe(`${origin}/learn`);
  });
});
