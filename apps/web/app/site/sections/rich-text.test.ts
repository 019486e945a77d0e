import { describe, expect, it } from 'vitest';
import { truncate } from '~/site/ui/text';
import { excerpt, inlineHtml, isLonger, proseHtml, sentences, textBlocks } from './rich-text';

describe('inlineHtml', () => {
  it('keeps inline markup and turns paragraphs into line breaks', () => {
    expect(inlineHtml('<p>Knowledge grows when it is <strong>shared</strong></p>')).toBe(
      'Knowledge grows when it is <strong>shared</strong>',
    );
    expect(inlineHtml('<p>One</p><p class="x">Two</p>')).toBe('One<br>Two');
    expect(inlineHtml('Plain')).toBe('Plain');
  });
});

describe('textBlocks', () => {
  it('gives each block of rich text as plain text with its kind', () => {
    expect(
      textBlocks('<p>One <em>a</em></p><h2>Two</h2><ul><li>Three</li><li>Four</li></ul><p>Five<br>Six</p>'),
    ).toEqual([
      { text: 'One a', kind: 'text' },
      { text: 'Two', kind: 'heading' },
      { text: 'Three', kind: 'item' },
      { text: 'Four', kind: 'item' },
      { text: 'Five', kind: 'text' },
      { text: 'Six', kind: 'text' },
    ]);
    expect(textBlocks('Plain text')).toEqual([{ text: 'Plain text', kind: 'text' }]);
    expect(textBlocks('<p> </p>')).toEqual([]);
  });

  it('leaves out an image’s caption: a card shows the text, not the image it describes', () => {
    expect(
      textBlocks(
        '<p>One</p><figure><img src="/media/images/a.jpg" alt="A" /><figcaption>A caption</figcaption></figure><p>Two</p>',
      ),
    ).toEqual([
      { text: 'One', kind: 'text' },
      { text: 'Two', kind: 'text' },
    ]);
  });
});

describe('excerpt', () => {
  it('joins the blocks as sentences and cuts the line', () => {
    const html =
      '<p>Heat waves kill quietly.</p><h2>Before summer</h2><ul><li>Agree on a plan</li><li>Map who is at risk</li></ul>';
    expect(excerpt(html, 200)).toBe('Heat waves kill quietly. Before summer. Agree on a plan. Map who is at risk.');
    expect(excerpt(html, 30)).toBe('Heat waves kill quietly…');
    expect(excerpt('<p>Is it? Yes: <em>this</em></p>', 50)).toBe('Is it? Yes: this.');
  });

  it('cuts where a cut of the whole line would, though it stops reading at the cut', () => {
    const html = '<p>Heat 🌡️ waves.</p><h2>Plan</h2><ul><li>Map</li><li>Cool rooms</li></ul><p>Two  lines<br>end</p>';
    const line = sentences(html);
    for (let max = 0; max <= [...line].length + 2; max++) {
      expect(excerpt(html, max)).toBe(truncate(line, max));
      expect(isLonger(html, max)).toBe([...line].length > max);
    }
  });
});

describe('proseHtml', () => {
  it('puts each table in a named region that can scroll sideways, and leaves the rest', () => {
    expect(proseHtml('<p>a</p><table><tbody><tr><th>x</th></tr></tbody></table><p>b</p>', 'Table')).toBe(
      '<p>a</p><div class="prose-table" role="region" tabindex="0" aria-label="Table"><table><tbody><tr><th>x</th></tr></tbody></table></div><p>b</p>',
    );
    expect(proseHtml('<p>tables</p>', 'Table')).toBe('<p>tables</p>');
  });
});
