import '~/lib/zod-jitless';
import { type ReactNode, use } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { DocumentNonce } from '~/lib/csp-nonce';
import { SiteScript, useIsSitePage } from '~/site/site-document';
import type { Route } from './+types/root';

/**
 * The document shell for every route; styles come from the route trees (site or admin). The back
 * office is a React app; the public pages are server-rendered HTML with a small script of their
 * own and no React runtime (decision 016).
 */
export function Layout({ children }: { children: ReactNode }) {
  const isSite = useIsSitePage();
  // Scripts and ScrollRestoration take the nonce from the router, which knows it only on the
  // server; Links is given it here so that the browser renders the same (see DocumentNonce).
  // Public pages have none (decision 017): no empty attribute then.
  const nonce = use(DocumentNonce);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4e79" />
        <Meta />
        <Links nonce={nonce || undefined} />
        {isSite && <SiteScript />}
      </head>
      <body>
        {children}
        {!isSite && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = 'Something went wrong';
  let detail = 'An unexpected error occurred. Please try again.';
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? 'Page not found' : `${error.status} ${error.statusText}`;
    detail = error.status === 404 ? 'The page you are looking for does not exist.' : detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: '0 24px' }}>
      <h1 style={{ fontSize: 28, margin: '0 0 8px' }}>{title}</h1>
      <p style={{ color: '#475467', margin: '0 0 24px' }}>{detail}</p>
      <a href="/" style={{ color: '#1f4e79', fontWeight: 600 }}>
        Go to the home page
      </a>
    </main>
  );
}
