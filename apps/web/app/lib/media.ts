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

/**
 * A stored image's WebP variant of that width ('/media/images/ab12.jpg' → '/media/images/ab12-480.webp').
 * The server keeps 480, 960 and 1600 pixel variants beside every uploaded image; anything else
 * (a full URL, another kind of file) comes back as its plain media URL.
 */
export function imageVariantUrl(path: string | null | undefined, width: 480 | 960 | 1600): string | undefined {
  if (!path || !/^\/media\/images\/[^?#]+\.(jpe?g|png)$/i.test(path)) return mediaUrl(path);
  return mediaUrl(path.replace(/\.[a-z0-9]+$/i, `-${width}.webp`));
}
