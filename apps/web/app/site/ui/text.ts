/** Text helpers of the public pages (the words of rich text: stripMarkup in @atrium/contract/text). */

/**
 * The first `max` characters of a text and '...' when it is longer (spec 3 §9's cuts: related
 * titles 40, cards 150, hero and learn slider 190...). Cut on characters, not UTF-16 units, so
 * an emoji is never split; the space before the dots is dropped.
 */
export function truncate(text: string, max: number): string {
  // Counted as it goes: a card's cut of a long text needs its first characters only.
  let count = 0;
  let end = 0;
  for (const character of text) {
    if (count === max) return `${text.slice(0, end).trimEnd()}...`;
    count++;
    end += character.length;
  }
  return text;
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
