import { wordListsToHtml } from '@atrium/contract/word-lists';
/**
 * Cleans HTML pasted from a word processor (Word, Google Docs, LibreOffice, web pages) before
 * the editor reads it: the structure stays (headings, paragraphs, lists, tables, links, bold,
 * italic, underline, strike, quotes, images), the look goes (styles, classes, fonts, spans,
 * Office's conditional comments and o:p tags). Word's list paragraphs (mso-list, or a leading
 * bullet glyph) become real lists (`wordListsToHtml`); Google Docs' bold wrapper no longer bolds everything. Images the browser cannot read
 * (file:, cid:) are removed and counted, so the editor can say so; data: and blob: images stay
 * for the upload extension to store through the images endpoint.
 */

export type CleanedPaste = { html: string; droppedImages: number };

type Parser = { parseFromString(html: string, type: 'text/html'): Document };

/** Tags whose whole content is Office or page machinery, never the author's text. */
const DROP = new Set([
  'style',
  'script',
  'meta',
  'link',
  'title',
  'head',
  'xml',
  'template',
  'noscript',
  'object',
  'embed',
  'svg',
  'math',
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'colgroup',
  'col',
]);

/** What the editor can hold, with the attributes each keeps; everything else is unwrapped. */
const KEEP: Record<string, readonly string[]> = {
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  a: ['href'],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  img: ['src', 'alt'],
  // A captioned image (decision 039), copied from another text.
  figure: [],
  figcaption: [],
  iframe: ['src', 'title', 'width', 'height'],
};

/** Tags renamed to the editor's own: b → strong, i → em, strike → s, … */
const RENAME: Record<string, string> = { b: 'strong', i: 'em', del: 's', strike: 's', ins: 'u', caption: 'p' };

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'blockquote', 'hr', 'div']);

export function cleanPastedHtml(html: string, parser: Parser = new DOMParser()): CleanedPaste {
  // Word's list paragraphs become real lists first, by the rules the server's sanitiser also runs (decision 086).
  const markup = stripOfficeMarkup(wordListsToHtml(html));
  const doc = parser.parseFromString(
    /<body[\s>]/i.test(markup) ? markup : `<html><body>${markup}</body></html>`,
    'text/html',
  );
  const body = doc.body;
  const state = { droppedImages: 0 };
  removeStrayListMarkers(body);
  cleanChildren(doc, body, state);
  nestStrayLists(body);
  removeEmptyParagraphs(body);
  return { html: body.innerHTML.trim(), droppedImages: state.droppedImages };
}

/** Office's conditional comments (with what they hide), XML islands and namespaced tags, as text. */
function stripOfficeMarkup(html: string): string {
  return (
    html
      // <!--[if gte mso 9]><xml>…</xml><![endif]--> (VML shapes, settings) is one comment, gone
      // whole; <![if !supportLists]> … <![endif]> loses only its markers (the marker is handled below).
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<!\[(?:if[^\]]*|endif)\]>/gi, '')
      .replace(/<\?xml[\s\S]*?\?>/gi, '')
      // <o:p>, <v:shape>, <w:Sdt>…: Office's namespaced tags (their text, if any, stays).
      .replace(/<\/?[a-z]+:[a-z][^>]*>/gi, '')
  );
}

function styleOf(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
}

/** A marker left outside a list paragraph (a pasted single item): Word's typed "·" goes too. */
function removeStrayListMarkers(body: HTMLElement) {
  for (const marker of [...body.querySelectorAll('span')]) {
    if (/mso-list:ignore/.test(styleOf(marker))) marker.remove();
  }
}

function cleanChildren(doc: Document, parent: Element, state: { droppedImages: number }) {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === 8 /* comment */ || child.nodeType === 7 /* processing instruction */) {
      child.remove();
      continue;
    }
    if (child.nodeType !== 1) continue;
    cleanElement(doc, child as Element, state);
  }
}

function cleanElement(doc: Document, element: Element, state: { droppedImages: number }) {
  const tag = element.tagName.toLowerCase();
  if (DROP.has(tag) || tag.includes(':')) {
    element.remove();
    return;
  }
  if (tag === 'img') {
    const src = (element.getAttribute('src') ?? '').trim();
    if (!/^(https?:|data:image\/|blob:|\/)/i.test(src)) {
      // file:///C:/Users/…/image001.png and cid: parts are on the author's computer, not in the paste.
      state.droppedImages++;
      element.remove();
      return;
    }
  }
  // Google Docs wraps a whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  const style = styleOf(element);
  if ((tag === 'b' || tag === 'strong') && /font-weight:(normal|[1-5]00)\b/.test(style)) {
    cleanChildren(doc, element, state);
    unwrap(element);
    return;
  }
  if (tag === 'span' || tag === 'font') {
    cleanChildren(doc, element, state);
    // Google Docs' marks are spans with styles: keep what they mean, not how they look.
    let inner: Element | null = null;
    const wrap = (name: string) => {
      const mark = doc.createElement(name);
      while (element.firstChild) mark.appendChild(element.firstChild);
      element.appendChild(mark);
      inner ??= mark;
    };
    if (/font-weight:(bold|[6-9]00)\b/.test(style)) wrap('strong');
    if (/font-style:italic/.test(style)) wrap('em');
    if (/text-decoration[^;]*underline/.test(style)) wrap('u');
    if (/text-decoration[^;]*line-through/.test(style)) wrap('s');
    unwrap(element);
    return;
  }
  if (tag === 'a' && !safeHref(element.getAttribute('href'))) {
    cleanChildren(doc, element, state);
    unwrap(element);
    return;
  }
  let target = element;
  const renamed =
    RENAME[tag] ?? (tag === 'p' && /\bmsotitle\b/i.test(element.getAttribute('class') ?? '') ? 'h1' : undefined);
  if (renamed) target = rename(doc, element, renamed);
  else if (tag === 'div' || tag === 'center' || tag === 'section' || tag === 'article') {
    // A wrapper of blocks goes; a div holding text is a paragraph.
    const hasBlocks = [...element.children].some((child) => BLOCKS.has(child.tagName.toLowerCase()));
    if (hasBlocks || !element.textContent?.trim()) {
      cleanChildren(doc, element, state);
      unwrap(element);
      return;
    }
    target = rename(doc, element, 'p');
  }
  const name = target.tagName.toLowerCase();
  const allowed = KEEP[name];
  if (!allowed) {
    cleanChildren(doc, target, state);
    unwrap(target);
    return;
  }
  for (const attribute of [...target.attributes]) {
    if (!allowed.includes(attribute.name.toLowerCase())) target.removeAttribute(attribute.name);
  }
  for (const span of ['colspan', 'rowspan']) if (target.getAttribute(span) === '1') target.removeAttribute(span);
  cleanChildren(doc, target, state);
}

/** http(s), mailto and this site's paths; a Word bookmark (`<a name>`) or javascript: is no link. */
function safeHref(href: string | null): boolean {
  if (!href) return false;
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(href.trim()) && !/^#_/.test(href.trim());
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function rename(doc: Document, element: Element, name: string): Element {
  const next = doc.createElement(name);
  for (const attribute of [...element.attributes]) next.setAttribute(attribute.name, attribute.value);
  while (element.firstChild) next.appendChild(element.firstChild);
  element.replaceWith(next);
  return next;
}

/** Google Docs puts a nested list beside its parent item (`<ul><li/><ul/></ul>`): into the item it goes. */
function nestStrayLists(body: HTMLElement) {
  for (const list of [...body.querySelectorAll('ul > ul, ul > ol, ol > ol, ol > ul')]) {
    const previous = list.previousElementSibling;
    if (previous?.tagName.toLowerCase() === 'li') previous.appendChild(list);
  }
}

/** Word's empty spacing paragraphs (`<p><o:p>&nbsp;</o:p></p>`) are not content. */
function removeEmptyParagraphs(body: HTMLElement) {
  for (const paragraph of [...body.querySelectorAll('p, h1, h2, h3, h4, h5, h6')]) {
    if (paragraph.closest('td, th')) continue;
    if (paragraph.querySelector('img, br, iframe')) continue;
    if (!(paragraph.textContent ?? '').replace(/\u00a0/g, ' ').trim()) paragraph.remove();
  }
}
