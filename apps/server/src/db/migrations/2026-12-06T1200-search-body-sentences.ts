import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 080: the site search's extracts read as sentences. The searched text of every learn
 * item is written again with each block of its description, and each paragraph of a podcast's
 * transcript, ending in a mark (a heading or a list item without one gets a full stop), as the
 * learn resources now write it; an extract no longer runs 'Models we have seen work' into
 * 'Pooled municipal funds'. The words searched are the same: only punctuation is added.
 */

const TYPES = [
  ['learn_blogs', 'blog'],
  ['learn_articles', 'article'],
  ['learn_videos', 'video'],
  ['learn_podcasts', 'podcast'],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const [table, type] of TYPES) {
    const rows = await db.selectFrom(table).selectAll().orderBy('id').execute();
    for (const row of rows) {
      const body = plain(
        `${proseSentences(String(row.description ?? ''))} ${paragraphSentences(String(row.transcript ?? ''))}`,
      );
      await db
        .updateTable('learn_search')
        .set({ body })
        .where('content_type', '=', type)
        .where('item_id', '=', Number(row.id))
        .execute();
    }
  }
}

/** The text stays as it is now: the bodies written before differ only by the marks added. */
export async function down(): Promise<void> {}

// The contract's text functions as they were when this migration landed.

function plain(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const inlineTag =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(inlineTag, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function asSentence(text: string): string {
  return /[.!?:;…"”’)]$/.test(text) ? text : `${text}.`;
}

function proseSentences(html: string): string {
  const closing = /<\/(p|h[1-6]|li|blockquote|div|ul|ol|figcaption|td|th)>|<br\s*\/?>/gi;
  const parts: string[] = [];
  let start = 0;
  for (const match of html.matchAll(closing)) {
    const text = stripMarkup(html.slice(start, match.index));
    start = match.index + match[0].length;
    if (text) parts.push(asSentence(text));
  }
  const rest = stripMarkup(html.slice(start));
  if (rest) parts.push(asSentence(rest));
  return parts.join(' ');
}

function paragraphSentences(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map(asSentence)
    .join(' ');
}
