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
