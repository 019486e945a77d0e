/**
 * The text a list search runs against: markup removed, accents stripped, lower-cased. Kept in
 * a column so search behaves the same on SQLite (whose LIKE folds only ASCII) and PostgreSQL.
 */
export function toSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => stripMarkup(part))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A name as compared for uniqueness, folded in code so SQLite and PostgreSQL agree (SQLite's
 * lower() folds only ASCII): the lower case of its composed Unicode form, so 'École', 'école'
 * and 'E\u0301cole' are one name. Accents are kept: 'Ecole' and 'École' are two names, as
 * PostgreSQL's lower() compared them before.
 */
export function foldName(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Inline elements: their tags part no words ('<em>Notes</em>, then' reads 'Notes, then'). */
const inlineTag =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/**
 * The words of rich text: inline tags dropped, every other tag a space (a block's end parts its
 * words from the next block's), entities decoded, spaces folded.
 */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(inlineTag, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        // fromCodePoint throws past U+10FFFF ('&#99999999;' is no character).
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when text meant for one line holds a line break or another control character (C0, DEL,
 * C1, or U+2028/U+2029): a subject or a name goes into mail headers, titles and feeds, where a
 * break is at best folded into a space and at worst read as the start of another header.
 */
export function hasLineBreakOrControl(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);
}
