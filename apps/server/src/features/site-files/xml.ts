/**
 * Characters XML 1.0 cannot carry at all, escaped or not (C0 controls other than tab, line feed
 * and carriage return; lone surrogates; U+FFFE and U+FFFF): dropped, so a title pasted with one
 * cannot make a feed unreadable.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the characters XML forbids are what it matches
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value, escaped for XML. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `<name>text</name>`, or nothing for an absent value. */
export function element(name: string, value: string | number | null | undefined, attributes = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attributes}>${xmlText(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
