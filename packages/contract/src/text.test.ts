import { describe, expect, it } from 'vitest';
import { stripMarkup } from './text.ts';

describe('stripMarkup', () => {
  it('keeps the words of rich text: tags dropped, entities decoded, spaces folded', () => {
    expect(stripMarkup('<p>Health &amp; data</p><p>&#8220;Open&#x201D;&nbsp;now</p><script>x()</script>')).toBe(
      'Health & data “Open” now',
    );
  });

  it('leaves a numeric entity past U+10FFFF as written instead of throwing', () => {
    expect(stripMarkup('a &#99999999; b &#x110000;')).toBe('a &#99999999; b &#x110000;');
  });
});
