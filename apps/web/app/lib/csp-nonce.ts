import { createContext } from 'react-router';

/**
 * This request's Content-Security-Policy nonce, chosen by the server (which puts it in the
 * policy's script-src): every inline script of the page must carry it. Unset (undefined) when
 * the page is rendered without the server's security headers, e.g. by a test.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);
