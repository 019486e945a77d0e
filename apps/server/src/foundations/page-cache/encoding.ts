/** The bodies a cached page keeps: brotli, gzip and the bytes as rendered. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const chosen = new Map<string, Encoding>();
const MEMO_LIMIT = 256;

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then gzip, by
 * the client's q-values, `*` included; identity when neither is acceptable or none is asked.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = parse(header);
    if (chosen.size >= MEMO_LIMIT) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function parse(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(token, q);
  }
  const weight = (token: string) => weights.get(token) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * Whether If-None-Match names this entity tag. The comparison is weak (RFC 9110 §13.1.2): `W/`
 * is ignored on both sides, and `*` matches any current representation.
 */
export function etagMatches(header: string, etag: string): boolean {
  if (header === etag || header === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}
