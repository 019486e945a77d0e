import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { cspNonceContext, DocumentNonce } from '~/lib/csp-nonce';
import { siteApiContext } from '~/lib/site-api';
import { siteConfigContext } from '~/lib/site-config';
import { forgetCachedHtml, RenderHtmlProvider } from '~/site/ui/cached-html';

export const streamTimeout = 5_000;

/**
 * The server puts its CSP nonce, its SiteApi and its SiteConfig in the load context under these keys. It reaches them through
 * the build (`build.entry.module`): context keys match by identity, and the build's own copy is
 * the one the app reads.
 */
export { cspNonceContext, siteApiContext, siteConfigContext };

/** Content changed: the server empties the pieces of HTML kept across pages with its page cache (decision 056). */
export { forgetCachedHtml };

/**
 * The bytes of each public page renderWhole answered, by its Response: the server takes the page
 * from here (plugins/web.ts) instead of reading it back out of the Response's stream. Building
 * a Response from a string checks every character (USVString) and encodes it again, and reading
 * it back goes through a web stream: about a tenth of an uncached render's CPU, for bytes that
 * were whole all along. The Response still carries the same body for any other reader; the
 * server deletes its entry here once it has the bytes.
 */
export const wholeBodies = new WeakMap<Response, Buffer>();

/**
 * React Router's default server entry, plus the CSP nonce: the policy allows no inline script
 * without it, so React Router's own (hydration data, module loader, scroll restoration) and
 * React's streaming scripts carry it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  if (isSitePage(routerContext)) return renderWhole(request, responseStatusCode, responseHeaders, routerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA-mode renders wait for all content, so they get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <DocumentNonce value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentNonce>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Cleared so the closure (and its memory) is not kept until the timer fires.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the initial shell reject and are logged by handleDocumentRequest; these are not.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Whether the matched routes are the public site's (decision 016: `handle = siteHandle`). */
function isSitePage(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as { site?: boolean } | undefined)?.site === true,
  );
}

/**
 * The context without React Router's hydration data: a public page renders no script to take it,
 * and ServerRouter renders a reader of that stream whenever the context has one. The patched
 * React Router (patches/, decision 066) encodes the data only when the stream is read, so a
 * public page never encodes it (an encoder, its abort timer and its stream per render).
 */
function withoutHydrationData(routerContext: EntryContext): EntryContext {
  return { ...routerContext, serverHandoffStream: undefined };
}

/**
 * A public page, rendered whole into a string. Nothing on it hydrates or streams in later (no
 * React in the browser, decision 016; its loaders finish before the render, nothing suspends),
 * and the server keeps the body whole for the page cache anyway: renderToString spares each
 * render the stream, its chunks and their encoding (about a tenth of a render's CPU). The
 * streaming renderer writes the doctype of an <html> root itself; this one does not.
 */
function renderWhole(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response {
  const html = renderToString(
    <DocumentNonce value="">
      <RenderHtmlProvider value={renderToString}>
        <ServerRouter context={withoutHydrationData(routerContext)} url={request.url} />
      </RenderHtmlProvider>
    </DocumentNonce>,
  );
  responseHeaders.set('Content-Type', 'text/html');
  const body = Buffer.from(`<!DOCTYPE html>${html}`);
  // A stream that yields the bytes when read (previews, development), not the bytes themselves:
  // undici copies a Buffer body, 50-60 KB per render that the server never reads (decision 064).
  // A high-water mark of 0: otherwise a stream pulls as soon as it is made, a promise round per
  // render that queues the body in the stream; measured in a plain node:http server, the bytes
  // then waited for a full collection instead of a young one (decision 066).
  const response = new Response(
    new ReadableStream(
      {
        pull(controller) {
          controller.enqueue(body);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    ),
    { headers: responseHeaders, status: responseStatusCode },
  );
  wholeBodies.set(response, body);
  return response;
}
