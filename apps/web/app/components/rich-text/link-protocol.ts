/**
 * A link without a scheme ('example.org/page') gets https (requirements 1 §5: default protocol https);
 * site paths, anchors, mail and phone links stay as they are.
 */
export function withDefaultProtocol(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('//')) return `https:${value}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('#')) return value;
  return `https://${value}`;
}

const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;

/**
 * What the link dialog accepts, made into the link's address: http(s) addresses (a bare
 * 'example.org/page' gets https), mailto: links (a bare address gets mailto:) and paths of this
 * site ('/about-us'). Anything else (javascript:, ftp:, 'not a link') is null.
 */
export function linkAddress(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (/^mailto:/i.test(value)) return EMAIL.test(value.slice(7).split('?')[0] ?? '') ? value : null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  const address = withDefaultProtocol(value);
  if (!address) return null;
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    if (url.hostname !== 'localhost' && !/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
    return address;
  } catch {
    return null;
  }
}
