/**
 * A link without a scheme ('example.org/page') gets https (spec 1 §5: default protocol https);
 * site paths, anchors, mail and phone links stay as they are.
 */
export function withDefaultProtocol(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('//')) return `https:${value}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('#')) return value;
  return `https://${value}`;
}
