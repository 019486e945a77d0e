/** The screens open without a session: never a place to go back to after signing in. */
const AUTH_SCREENS = [
  '/admin/login',
  '/admin/forgot-password',
  '/admin/email-sent',
  '/admin/password-reset',
  '/admin/accept-invitation',
];

/**
 * Where the login page sends the editor after signing in (decision 026): `next` when it is a
 * back-office path (/admin/…, on this site, not a sign-in screen), else null. Anything else (a
 * URL, //host, a backslash, a control character) is refused, so `next` cannot lead off the site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/admin/') || next.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines in URLs.
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://atrium.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://atrium.invalid') return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith('/admin/') || AUTH_SCREENS.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that comes back to `path` (its pathname and search) after signing in. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login';
}
