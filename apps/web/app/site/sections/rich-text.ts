import { plainText } from '~/site/ui/text';

/**
 * A rich-text title (sanitized on the server, hero sliders keep their editor's markup) as inline
 * HTML for a heading: its paragraphs become line breaks, so <strong> and <em> stay and a heading
 * never holds a <p>.
 */
export function inlineHtml(html: string): string {
  return html
    .replace(/<\/p>\s*<p[^>]*>/gi, '<br>')
    .replace(/<\/?p[^>]*>/gi, '')
    .trim();
}

/**
 * Rich text as plain paragraphs: each block (paragraph, heading, list item, quote) one string
 * without markup. For a description shown whole inside a card, where the text's own headings
 * would break the page's outline.
 */
export function textBlocks(html: string): string[] {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|div|ul|ol)>|<br\s*\/?>/i)
    .map((block) => plainText(block))
    .filter(Boolean);
}
