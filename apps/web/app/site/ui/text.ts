/** Text helpers of the public pages: what cards, titles and meta tags show of rich text. */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Inline elements: their tags part no words ('<em>Notes</em>, then' reads 'Notes, then'). */
const inlineTag =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** The words of an HTML fragment: tags dropped (block ends become spaces), entities decoded, spaces folded. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(inlineTag, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first `max` characters of a text and '...' when it is longer (spec 3 §9's cuts: related
 * titles 40, cards 150, hero and learn slider 190...). Cut on characters, not UTF-16 units, so
 * an emoji is never split; the space before the dots is dropped.
 */
export function truncate(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}
