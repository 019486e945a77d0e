import { createStaticHandler, createStaticRouter } from 'react-router';
import { describe, expect, test } from 'vitest';

/**
 * Decision 065: React Router's static router, which renders every public page, is patched
 * (patches/react-router+8.4.0.patch, applied by `npm install`) to keep its getters on a class's
 * prototype. With getters of its own on each router, V8 kept every request's routes, matches and
 * loader data through young collections and promoted them. These tests fail when an upgrade of
 * React Router drops the patch, and check that the patched router still answers as before.
 */
describe('the static router', () => {
  async function staticRouter() {
    const handler = createStaticHandler([
      { id: 'root', path: '/', loader: () => ({ greeting: 'hello' }), children: [{ id: 'child', path: 'child' }] },
    ]);
    const context = await handler.query(new Request('http://localhost/child?q=1'));
    if (context instanceof Response) throw new Error('the query answered a Response');
    return createStaticRouter(handler.dataRoutes, context);
  }

  test('has no getter of its own: getters closing over a request kept it through young collections', async () => {
    const router = await staticRouter();
    const ownAccessors = Object.entries(Object.getOwnPropertyDescriptors(router))
      .filter(([, descriptor]) => descriptor.get !== undefined)
      .map(([name]) => name);
    expect(ownAccessors).toEqual([]);
  });

  test('answers its state, routes and matches as React Router made it', async () => {
    const router = await staticRouter();
    expect(router.state.location).toMatchObject({ pathname: '/child', search: '?q=1' });
    expect(router.state.loaderData).toEqual({ root: { greeting: 'hello' } });
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'child']);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.routes.map((route) => route.id)).toEqual(['root']);
    expect(Object.keys(router.manifest).sort()).toEqual(['child', 'root']);
    expect(router.match('/')?.map((match) => match.route.id)).toEqual(['root']);
    expect(router.createHref(new URL('http://localhost/a?b=1'))).toBe('/a?b=1');
    expect(router.encodeLocation('/a b')).toEqual({ pathname: '/a%20b', search: '', hash: '' });
    expect(router.getFetcher('any').state).toBe('idle');
    expect(() => router.navigate('/')).toThrow(
      'You cannot use router.navigate() on the server because it is a stateless environment',
    );
  });
});
