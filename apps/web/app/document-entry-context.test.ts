import { createRequestHandler, type EntryContext, type ServerBuild } from 'react-router';
import { describe, expect, test } from 'vitest';

/**
 * Decision 066: React Router's document handler is patched (patches/react-router+8.4.0.patch,
 * applied by `npm install`) to encode a page's hydration data when the server entry first reads
 * `serverHandoffStream`, instead of before every render. Public pages never read it (no React in
 * the browser, decision 016), and the encoder, its stream, its abort listener and its 5-second
 * timer were per-render waste. These tests fail when an upgrade of React Router drops the patch,
 * and check that an entry that reads the stream (the back office) still gets the same data.
 */
describe("React Router's document entry context", () => {
  async function entryContextOfARender(): Promise<EntryContext> {
    let received: EntryContext | undefined;
    const build = {
      routes: {
        root: {
          id: 'root',
          path: '',
          module: { default: () => null, loader: () => ({ greeting: 'hello from the loader' }) },
        },
      },
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
            received = context;
            return new Response('rendered', { status, headers });
          },
        },
      },
      assets: {
        entry: { imports: [], module: '/entry.js' },
        routes: { root: { id: 'root', path: '', module: '/root.js', hasLoader: true, hasAction: false } },
        url: '/manifest.js',
        version: '1',
      },
      publicPath: '/',
      assetsBuildDirectory: '/build',
      basename: '/',
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    } as unknown as ServerBuild;
    const response = await createRequestHandler(build, 'production')(new Request('http://localhost/'));
    expect(await response.text()).toBe('rendered');
    if (!received) throw new Error('the server entry was not called');
    return received;
  }

  test('encodes no hydration data before the entry asks for it', async () => {
    const context = await entryContextOfARender();
    expect(Object.getOwnPropertyDescriptor(context, 'serverHandoffStream')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(context), 'serverHandoffStream')?.get).toBeTypeOf(
      'function',
    );
    // What a public page renders with (entry.server.tsx): every other part of the context as given.
    const withoutHydrationData = { ...context, serverHandoffStream: undefined };
    expect(withoutHydrationData.staticHandlerContext.loaderData).toEqual({
      root: { greeting: 'hello from the loader' },
    });
    expect(withoutHydrationData.manifest.routes.root?.id).toBe('root');
    expect(withoutHydrationData.serverHandoffString).toContain('"ssr":true');
  });

  test('gives an entry that reads it the loader data, encoded once', async () => {
    const context = await entryContextOfARender();
    const stream = context.serverHandoffStream;
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(context.serverHandoffStream).toBe(stream);
    const encoded = await new Response(stream).text();
    expect(encoded).toContain('hello from the loader');
  });
});
