import { describe, expect, it } from 'vitest';
import { inlineHtml, textBlocks } from './rich-text';

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
  it('gives each block of rich text as one plain paragraph', () => {
    expect(
      textBlocks('<p>One <em>a</em></p><h2>Two</h2><ul><li>Three</li><li>Four</li></ul><p>Five<br>Six</p>'),
    ).toEqual(['One a', 'Two', 'Three', 'Four', 'Five', 'Six']);
    expect(textBlocks('Plain text')).toEqual(['Plain text']);
    expect(textBlocks('<p> </p>')).toEqual([]);
  });
});
