/**
 * Video links and embeds, shared by the back office (previews, the editor's embed control)
 * and the public site (hero sliders and videos given by URL).
 */

/**
 * Hosts whose players rich text may embed (the product's video hosts); the server's sanitizer
 * removes any other iframe.
 */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = parsed.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = parsed.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The id of a Vimeo video link (vimeo.com/123 or player.vimeo.com/video/123), or null. */
export function vimeoId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const parts = parsed.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com' && parts[0] === 'video' && /^\d+$/.test(parts[1] ?? '')) return parts[1]!;
  if ((host === 'vimeo.com' || host === 'www.vimeo.com') && /^\d+$/.test(parts[0] ?? '')) return parts[0]!;
  return null;
}

/** The player address to embed for a YouTube or Vimeo link (YouTube's privacy-enhanced host), or null. */
export function videoEmbedUrl(url: string): string | null {
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

/** The name a visitor knows a video host by ('YouTube', 'Vimeo'), for a link or a player address of one. */
export function videoHostName(url: string): 'YouTube' | 'Vimeo' | null {
  if (youtubeId(url) || /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//.test(url)) return 'YouTube';
  if (vimeoId(url)) return 'Vimeo';
  return null;
}

/**
 * True when an iframe of this address survives the server's sanitizer: a player page of a
 * supported video host, over https, on its exact host and default port, without credentials:
 * YouTube's /embed/<id> (or /embed/videoseries for a playlist), Vimeo's /video/<id>.
 */
export function isEmbeddablePlayer(src: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters, spaces and '\' change how browsers read it
  if (/[\u0000-\u0020\\]/.test(src)) return false;
  const parsed = parse(src);
  if (!parsed || parsed.protocol !== 'https:' || parsed.port || parsed.username || parsed.password) return false;
  // The address as written must name the host: '//host/…' and 'https:host' depend on the page they sit on.
  if (!src.toLowerCase().startsWith(`https://${parsed.hostname}/`)) return false;
  const parts = parsed.pathname.split('/');
  if (parsed.hostname === 'player.vimeo.com')
    return parts.length === 3 && parts[1] === 'video' && /^\d+$/.test(parts[2]!);
  if (parsed.hostname === 'www.youtube.com' || parsed.hostname === 'www.youtube-nocookie.com') {
    return parts.length === 3 && parts[1] === 'embed' && (YOUTUBE_ID.test(parts[2]!) || parts[2] === 'videoseries');
  }
  return false;
}
