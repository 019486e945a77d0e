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

  it('drops inline tags without parting words, and parts blocks', () => {
    expect(stripMarkup('<p>In <em>Field Notes</em>, members <strong>pick</strong> a talk.</p><p>Next</p>')).toBe(
      'In Field Notes, members pick a talk. Next',
    );
    expect(stripMarkup('<p>One<br>two</p><ul><li>a</li><li>b</li></ul>')).toBe('One two a b');
    expect(stripMarkup('<p><a href="/x">Link</a>ed <span class="x">text</span></p>')).toBe('Linked text');
    expect(stripMarkup('<b>bold</b><script>alert(1)</script>')).toBe('bold');
  });

  it('decodes entities', () => {
    expect(stripMarkup('Caf&eacute; &amp; co&#8217;s &#x41; &#99999999;')).toBe('Caf&eacute; & co’s A &#99999999;');
  });
});
