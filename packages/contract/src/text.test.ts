import { describe, expect, it } from 'vitest';
import { paragraphSentences, proseSentences, stripMarkup } from './text.ts';

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

describe('proseSentences and paragraphSentences (decision 080)', () => {
  it('ends every block with a mark: a heading or an item without one gets a full stop', () => {
    expect(
      proseSentences(
        '<p>Intro text.</p><h2>Models we have seen work</h2><ul><li>Pooled funds</li><li>Shared savings!</li></ul><p>In <em>Field Notes</em>, done</p>',
      ),
    ).toBe('Intro text. Models we have seen work. Pooled funds. Shared savings! In Field Notes, done.');
    expect(proseSentences('<p>Line one<br>line two</p><blockquote><p>“Quoted”</p></blockquote>')).toBe(
      'Line one. line two. “Quoted”',
    );
    expect(proseSentences('')).toBe('');
  });

  it('reads plain paragraphs as sentences, their own line breaks folded', () => {
    expect(paragraphSentences('Joanna: Welcome\nback.\n\nThe boxes\n\n  \n\nThanks')).toBe(
      'Joanna: Welcome back. The boxes. Thanks.',
    );
  });
});
