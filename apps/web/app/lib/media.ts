/**
 * Media paths in API answers are relative ('/media/...'); the browser needs them prefixed with
 * the media base. The base is this site's origin unless VITE_MEDIA_BASE says otherwise (a CDN).
 */
const MEDIA_BASE: string = (import.meta.env.VITE_MEDIA_BASE ?? '').replace(/\/+$/, '');

export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${MEDIA_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}
