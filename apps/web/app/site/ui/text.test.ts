import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDay } from '~/site/ui/long-date';
import { rememberByText, truncate } from '~/site/ui/text';

describe('truncate', () => {
  it('keeps a text up to the limit and cuts a longer one before the word that does not fit, then "…"', () => {
    expect(truncate('A'.repeat(40), 40)).toBe('A'.repeat(40));
    expect(truncate('Community health workers are the network', 40)).toBe('Community health workers are the network');
    expect(truncate('Community health workers are the network!', 40)).toBe('Community health workers are the…');
    expect(truncate('Show notes and a transcript', 6)).toBe('Show…');
    expect(truncate('She holds a masters degree', 13)).toBe('She holds a…');
  });

  it('keeps a word that ends at the limit and drops the punctuation left before the cut', () => {
    expect(truncate('One two three four', 8)).toBe('One two…');
    expect(truncate('One two, three four', 9)).toBe('One two…');
    expect(truncate('Cities – and towns', 8)).toBe('Cities…');
  });

  it('cuts inside a word only when it is the only one, and never splits a character', () => {
    expect(truncate(`${'A'.repeat(40)}B`, 40)).toBe(`${'A'.repeat(40)}…`);
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('ab cd', 3)).toBe('ab…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('the long US date (requirements 3 §9), read in UTC', () => {
  it('formats a calendar day and a timestamp', () => {
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
    expect(isoDay('2025-12-31T23:30:00.000Z')).toBe('2025-12-31');
  });

  it('shows nothing for a value that is no date', () => {
    expect(formatLongDate('soon')).toBe('');
  });
});

describe('rememberByText', () => {
  it('computes a text once while it is held, and forgets the oldest past its capacity', () => {
    const seen: string[] = [];
    const upper = rememberByText((text) => {
      seen.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(seen).toEqual(['a', 'b']);
    upper('c');
    upper('a');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
