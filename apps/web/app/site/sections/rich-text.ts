import { asSentence, type TextBlock, textBlocksOf } from '@atrium/contract/text';
import { rememberByText, truncate } from '~/site/ui/text';

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
 * Rich text for a `.prose` block: each table goes in a region of its own that scrolls sideways
 * when the table is wider than the phone (focusable, so a keyboard can scroll it, and named
 * `tableLabel`, the page's language's word, decision 095).
 * The sanitizer writes no div, so every <table> and </table> here is the editor's.
 */
export function proseHtml(html: string, tableLabel: string): string {
  // The label is a catalogue's word, never a visitor's or an editor's: no markup to escape.
  const region = `<div class="prose-table" role="region" tabindex="0" aria-label="${tableLabel}">`;
  return html.replace(/<table(?=[\s>])/gi, `${region}<table`).replace(/<\/table>/gi, '</table></div>');
}

/** A block of rich text as plain text, and what it was: a heading, a list item or a paragraph. */
/**
 * Rich text as plain blocks, each one string without markup. For a description shown whole
 * inside a card, where the text's own headings and lists would break the page's outline.
 */
export function textBlocks(html: string): TextBlock[] {
  return [...blocksOf(html)];
}

/** The contract's blocks without images' captions (decision 039): a card or an excerpt shows no image. */
function blocksOf(source: string): Generator<TextBlock> {
  return textBlocksOf(source.replace(/<figcaption>[\s\S]*?<\/figcaption>/gi, ''));
}

/**
 * Rich text as one line of sentences: a heading or list item without an end mark gets a full
 * stop, so 'Before summer' and the list after it do not run together.
 */
export function sentences(html: string): string {
  return sentencesUpTo(html, Infinity);
}

/**
 * The line of sentences, read only until it is longer than `max` characters: what excerpt and
 * isLonger look at is the same, and a card's cut of a long article no longer strips all of it.
 */
function sentencesUpTo(html: string, max: number): string {
  if (max === Infinity) return readSentences(html, max);
  let byText = sentencesByCut.get(max);
  if (!byText) sentencesByCut.set(max, (byText = rememberByText((text) => readSentences(text, max), 500)));
  return byText(html);
}

/** sentencesUpTo of each cut the pages use (a handful), remembered per text: cards repeat on every render. */
const sentencesByCut = new Map<number, (html: string) => string>();

function readSentences(html: string, max: number): string {
  const parts: string[] = [];
  let length = -1;
  for (const block of blocksOf(html)) {
    const text = asSentence(block.text);
    parts.push(text);
    length += 1 + characterCount(text);
    if (length > max) break;
  }
  return parts.join(' ');
}

function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The start of a rich text as one line, at most `max` characters, cut between words and '…' when longer (requirements 3 §9's cuts). */
export function excerpt(html: string, max: number): string {
  return truncate(sentencesUpTo(html, max), max);
}

/** Whether a rich text is longer than `max` characters, as excerpt counts them. */
export function isLonger(html: string, max: number): boolean {
  return characterCount(sentencesUpTo(html, max)) > max;
}
