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

/** A block of rich text as plain words: a heading, a list item or any other block (a paragraph). */
export type TextBlock = { text: string; kind: 'heading' | 'item' | 'text' };

/** Rich text's blocks one at a time, without markup: a reader may stop once it has enough. */
export function* textBlocksOf(html: string): Generator<TextBlock> {
  const closing = /<\/(p|h[1-6]|li|blockquote|div|ul|ol|figcaption|td|th)>|<br\s*\/?>/gi;
  let start = 0;
  for (const match of html.matchAll(closing)) {
    const tag = (match[1] ?? '').toLowerCase();
    const text = stripMarkup(html.slice(start, match.index));
    start = match.index + match[0].length;
    if (text) yield { text, kind: /^h\d$/.test(tag) ? 'heading' : tag === 'li' ? 'item' : 'text' };
  }
  const rest = stripMarkup(html.slice(start));
  if (rest) yield { text: rest, kind: 'text' };
}

/** A block read as a sentence: one without an end mark (a heading, a list item) gets a full stop. */
export function asSentence(text: string): string {
  return /[.!?:;…"”’)]$/.test(text) ? text : `${text}.`;
}

/**
 * Rich text as one line of sentences (decision 080): 'Before summer' and the list after it do not
 * run together; plain text's paragraphs (a transcript's, parted by blank lines) likewise.
 */
export function proseSentences(html: string): string {
  return [...textBlocksOf(html)].map((block) => asSentence(block.text)).join(' ');
}

/** Plain text's paragraphs, parted by blank lines, each read as a sentence (a podcast's transcript). */
export function paragraphSentences(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map(asSentence)
    .join(' ');
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
