import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';

/**
 * This request's Content-Security-Policy nonce, chosen by the server (which puts it in the
 * policy's script-src): every inline script of the page must carry it. The server sets it in
 * the load context under this key; unset (undefined) when the page is rendered without the
 * server's security headers.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce for elements the document renders itself (Links), the same on both sides so they
 * hydrate: given by entry.server during the server render; in the browser, read from a script
 * the server nonced (browsers blank the attribute once parsed but keep the `nonce` property,
 * which is what React compares).
 */
export const DocumentNonce = createReactContext(
  typeof document === 'undefined' ? '' : (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''),
);
