/** Text helpers of the public pages (the words of rich text: stripMarkup in @atrium/contract/text). */

/** What ends a cut text: one ellipsis character (issue 24: "Show n..." read as a typo). */
const ELLIPSIS = '…';

/**
 * The start of a text, at most `max` characters, and '…' when it is longer (requirements 3 §9's cuts:
 * related titles 40, cards 150, hero and learn slider 190...). The cut falls between words, so no
 * word is shown in part ("She holds a m..." became "She holds a…"); punctuation left hanging
 * before it (a comma, a dash, a full stop that would make four dots) goes too. A single word longer than the limit is cut inside, as
 * nothing else would fit. Counted on characters, not UTF-16 units, so an emoji is never split.
 */
export function truncate(text: string, max: number): string {
  // Counted as it goes: a card's cut of a long text needs its first characters only.
  let count = 0;
  let end = 0;
  for (const character of text) {
    if (count === max) return cutAtWord(text, end) + ELLIPSIS;
    count++;
    end += character.length;
  }
  return text;
}

/** The text up to `end`, shortened to its last whole word (the character at `end` says whether the last word ended). */
function cutAtWord(text: string, end: number): string {
  const head = text.slice(0, end);
  const wordEnded = /\s/.test(text.charAt(end));
  const whole = wordEnded ? head : head.replace(/\S+$/, '');
  const kept = whole.replace(/[\s.,;:\-–—(]+$/, '');
  return kept || head.trimEnd();
}

/**
 * A pure function of a text, remembered for the last `capacity` texts (oldest out first). The
 * public render path asks the same questions of the same texts on every render (a card's
 * excerpt, a date's words); the site's reads hand back the same string objects until content
 * changes (the server's read cache), and a string keeps its hash: a lookup does not read the text.
 */
export function rememberByText<R>(compute: (text: string) => R, capacity = 1000): (text: string) => R {
  const held = new Map<string, R>();
  return (text) => {
    if (held.has(text)) return held.get(text)!;
    const result = compute(text);
    held.set(text, result);
    if (held.size > capacity) held.delete(held.keys().next().value!);
    return result;
  };
}
