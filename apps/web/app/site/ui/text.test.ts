import { describe, expect, it } from 'vitest';
import { plainText, truncate } from './text';

describe('plainText', () => {
  it('drops inline tags without parting words, and turns block ends into spaces', () => {
    expect(plainText('<p>In <em>Field Notes</em>, members <strong>pick</strong> a talk.</p><p>Next</p>')).toBe(
      'In Field Notes, members pick a talk. Next',
    );
    expect(plainText('<p>One<br>two</p><ul><li>a</li><li>b</li></ul>')).toBe('One two a b');
    expect(plainText('Caf&eacute; &amp; co&#8217;s')).toBe('Caf&eacute; & co’s');
  });
});

describe('truncate', () => {
  it('cuts at the given number of characters and adds ...', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('ab cd', 3)).toBe('ab...');
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀...');
  });
});
