import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleaner.ts';
import { googleDocsHtml, pastedPng, wordHtml } from './paste-fixtures.ts';

const parser = new DOMParser() as unknown as globalThis.DOMParser;
/** The cleaned paste, with the whitespace between tags and the tbody a browser adds set aside (linkedom adds none). */
function clean(input: string) {
  const { html, droppedImages } = cleanPastedHtml(input, parser);
  return { html: html.replace(/>\s+</g, '><').replace(/<\/?tbody>/g, ''), droppedImages };
}

describe('cleanPastedHtml: Word', () => {
  const { html, droppedImages } = clean(wordHtml);

  it('keeps the heading, the marks and the link, and no look', () => {
    expect(html).toContain('<h1>Open data in district health</h1>');
    expect(html).toContain(
      '<p>A <strong>bold</strong> start and an <em>italic</em> end, with a <a href="https://example.org/report">link to the report</a>.</p>',
    );
    expect(html).not.toMatch(/\s(style|class|lang|width|valign|border|cellspacing)=/i);
    expect(html).not.toMatch(/<(span|font|o:p|meta|style|xml)\b/i);
    expect(html).not.toMatch(/mso-|<!--|<!\[/i);
  });

  it('makes the mso-list paragraphs real lists, nested where Word indented, without the typed markers', () => {
    expect(html).toContain(
      '<ul><li><p>First point</p><ul><li><p>A sub-point</p></li></ul></li><li><p>Second point</p></li></ul>',
    );
    expect(html).toContain('<p>Between the lists.</p>');
    expect(html).toContain('<ol><li><p>Step one</p></li><li><p>Step two</p></li></ol>');
    expect(html).not.toContain('·');
  });

  it('keeps the table as a table, cell by cell', () => {
    expect(html).toMatch(
      /<table><tr><td><p><strong>Cell A1<\/strong><\/p><\/td><td><p><strong>Cell B1<\/strong><\/p><\/td><\/tr><tr><td><p>Cell A2<\/p><\/td><td><p>Cell B2<\/p><\/td><\/tr><\/table>/,
    );
  });

  it('drops the image still on the author’s disk and counts it; keeps the pasted screenshot for upload', () => {
    expect(droppedImages).toBe(1);
    expect(html).not.toContain('file:');
    expect(html).toContain(`<img src="${pastedPng}" alt="A chart">`);
  });

  it('drops Word’s empty spacing paragraphs', () => {
    expect(html).not.toMatch(/<p>(\s|&nbsp;|&#160;|\u00a0)*<\/p>/);
  });
});

describe('cleanPastedHtml: Google Docs', () => {
  const { html, droppedImages } = clean(googleDocsHtml);

  it('does not bold everything through the docs-internal-guid wrapper', () => {
    expect(html.startsWith('<h2>Findings</h2>')).toBe(true);
    expect(html).not.toContain('docs-internal-guid');
  });

  it('turns styled spans into marks and keeps the link', () => {
    expect(html).toContain(
      '<p>Plain, <strong>bold</strong> and <em>italic</em> with <a href="https://example.org/data"><u>a link</u></a>.</p>',
    );
  });

  it('nests the list Google Docs wrote beside its item', () => {
    expect(html).toContain('<ul><li><p>Alpha</p><ul><li><p>Alpha one</p></li></ul></li><li><p>Beta</p></li></ul>');
  });

  it('keeps the table without its wrapper, column widths or styles', () => {
    expect(html).toContain(
      '<table><tr><td><p>Region</p></td><td><p>Clinics</p></td></tr><tr><td><p>North</p></td><td><p>12</p></td></tr></table>',
    );
    expect(html).not.toMatch(/<(div|colgroup|col|span)\b|\s(style|dir|role|aria-level|align)=/);
  });

  it('keeps a web image as it is (nothing dropped)', () => {
    expect(droppedImages).toBe(0);
    expect(html).toContain('<img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXc-example">');
  });
});

describe('cleanPastedHtml: what is never kept', () => {
  it.each([
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['a Word bookmark', '<p><a name="_Toc1">Intro</a></p>', '<p>Intro</p>'],
    ['an event handler', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['a script', '<p>x</p><script>alert(1)</script>', '<p>x</p>'],
    ['a cid: image', '<p>a<img src="cid:image001.png@01D"></p>', '<p>a</p>'],
    ['a div of text', '<div style="color:red">Line</div>', '<p>Line</p>'],
    [
      'a single cell span of 1',
      '<table><tr><td colspan="1" rowspan="2">x</td></tr></table>',
      '<table><tr><td rowspan="2">x</td></tr></table>',
    ],
  ])('%s', (_, input, output) => {
    expect(clean(input).html).toBe(output);
  });
});

describe('cleanPastedHtml: Word lists whose markers another copy changed (decision 086)', () => {
  it('drops the glyph Word for Mac puts between comment markers, with no mso-list:Ignore span', () => {
    const item = (text: string) =>
      `<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'>·<span style='font:7.0pt'>&nbsp;&nbsp; </span></span><!--[endif]-->${text}<o:p></o:p></p>`;
    expect(clean(item('Milk') + item('Bread')).html).toBe('<ul><li><p>Milk</p></li><li><p>Bread</p></li></ul>');
  });

  it('makes paragraphs led by a bullet glyph a list', () => {
    expect(clean('<p class=MsoNormal>·&nbsp;&nbsp;&nbsp; Milk</p><p class=MsoNormal>•&nbsp;Bread</p>').html).toBe(
      '<ul><li><p>Milk</p></li><li><p>Bread</p></li></ul>',
    );
  });
});
