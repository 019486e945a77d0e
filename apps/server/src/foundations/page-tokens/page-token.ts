import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Decision 089: a token a rendered page carries for its own path, so that the analytics beacon
 * counts only pages the site rendered. Without it anyone could post made-up paths, and every
 * one would become rows of the rollups (disk) and lines of the dashboard. The token is the
 * same for every visitor of a page (the page stays cacheable by a CDN), and made with a key
 * derived from the app's secret (JWT_SECRET), which every process shares.
 */
export function pageTokens(secret: string) {
  const key = createHmac('sha256', secret).update('atrium page token').digest();
  const sign = (path: string) => createHmac('sha256', key).update(path).digest('base64url').slice(0, 22);
  return {
    sign,
    /** Whether `token` is the one `sign(path)` makes (in constant time). */
    verify(path: string, token: string): boolean {
      const expected = Buffer.from(sign(path));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
