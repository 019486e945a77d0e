import { RedirectMessages } from '@atrium/contract/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { createRedirectsRepository } from './redirects.repository.ts';
import { addRedirects } from './redirects.service.ts';

/**
 * addRedirects reads only the rules a save touches (decision 079: an import adds thousands in
 * calls of a few hundred), so these check that the chains it judges by key are the ones the whole
 * table would give: collapsed both ways, within one call, through queries, slashes and fragments.
 */
describe('addRedirects', () => {
  let db: Db;
  let close: () => Promise<void>;
  // One database for the file (a PostgreSQL database costs ~1 s to make): each test its own addresses.
  beforeAll(async () => {
    ({ db, close } = await createTestDatabase(undefined, { migrated: true }));
  });
  afterAll(() => close());

  /** The stored targets of these addresses (the others are other tests'). */
  async function targets(...froms: string[]): Promise<Record<string, string>> {
    const rules = await createRedirectsRepository(db).all();
    return Object.fromEntries(rules.filter((rule) => froms.includes(rule.from)).map((rule) => [rule.from, rule.to]));
  }

  it('collapses a stored chain the new address lengthens, and a new one through a stored one', async () => {
    await addRedirects(db, [{ from: '/a', to: '/b/' }]);
    await addRedirects(db, [{ from: '/c', to: '/d' }]);
    const result = await addRedirects(db, [
      { from: '/b', to: '/c' },
      { from: '/x', to: '/c?keep=1' },
    ]);
    expect(result).toMatchObject({ added: 2, refused: [] });
    expect(await targets('/a', '/b', '/c', '/x')).toEqual({ '/a': '/d', '/b': '/d', '/c': '/d', '/x': '/d?keep=1' });
  });

  it('collapses chains made within one call, whatever their order', async () => {
    await addRedirects(db, [
      { from: '/p', to: '/q' },
      { from: '/q', to: '/r' },
      { from: '/r', to: 'https://example.org/end' },
    ]);
    expect(await targets('/p', '/q', '/r')).toEqual({
      '/p': 'https://example.org/end',
      '/q': 'https://example.org/end',
      '/r': 'https://example.org/end',
    });
  });

  it('refuses a loop through stored redirects and writes nothing for it', async () => {
    await addRedirects(db, [{ from: '/m', to: '/n' }]);
    await addRedirects(db, [{ from: '/n', to: '/o' }]);
    const result = await addRedirects(db, [{ from: '/o', to: '/m' }]);
    expect(result.refused).toEqual([{ index: 0, errors: { to: RedirectMessages.loop } }]);
    expect(await targets('/m', '/n', '/o')).toEqual({ '/m': '/o', '/n': '/o' });
  });

  it('follows a redirect asking for query parameters (WordPress’s /?p=12), carrying the others', async () => {
    await addRedirects(db, [{ from: '/?p=12', to: '/blogs/found' }]);
    await addRedirects(db, [{ from: '/old', to: '/?utm_source=x&p=12' }]);
    expect((await targets('/old'))['/old']).toBe('/blogs/found?utm_source=x');
  });

  it('lengthens a stored target written with a trailing slash, a query or a fragment', async () => {
    await addRedirects(db, [
      { from: '/s1', to: '/t/' },
      { from: '/s2', to: '/t?q=1' },
      { from: '/s3', to: '/t/#top' },
      { from: '/s4', to: '/t-other' },
      { from: '/s5', to: '/caf%C3%A9_1' },
    ]);
    await addRedirects(db, [
      { from: '/t', to: '/u' },
      { from: '/café_1', to: '/v' },
    ]);
    expect(await targets('/s1', '/s2', '/s3', '/s4', '/s5')).toEqual({
      '/s1': '/u',
      '/s2': '/u?q=1',
      '/s3': '/u#top',
      '/s4': '/t-other',
      '/s5': '/v',
    });
  });

  it('skips or replaces an address already redirected, as asked', async () => {
    await addRedirects(db, [{ from: '/k', to: '/one' }]);
    expect(await addRedirects(db, [{ from: '/k/', to: '/two' }])).toMatchObject({ skipped: 1, added: 0 });
    expect(await addRedirects(db, [{ from: '/k', to: '/two' }], { existing: 'replace' })).toMatchObject({ updated: 1 });
    await addRedirects(db, [{ from: '/j', to: '/k' }]);
    expect(await targets('/k', '/j')).toEqual({ '/k': '/two', '/j': '/two' });
  });
});
