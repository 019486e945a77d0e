/**
 * The ALTCHA proof of work off the page's thread (decision 020): altcha-lib's own worker loop
 * with the browser's PBKDF2 (WebCrypto), the algorithm the server's challenges name.
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
