/**
 * Word's lists as real lists (decision 086), on text alone so that the editor's paste and the
 * server's sanitiser run the same rules (no DOM on the server). Word writes a list as paragraphs
 * (`<p style="mso-list:l0 level2 lfo1">`) whose typed marker ("·", "o", "1.") sits in a span
 * with `mso-list:Ignore`, or only between `<![if !supportLists]>` markers (Word for Mac, some
 * copies through other programs); paragraphs that lost that markup still begin with the
 * bullet glyph. Each run of such paragraphs becomes one `<ul>` or `<ol>`, nested by level,
 * without the markers; everything else is left as it was, for the cleaner and sanitiser after.
 */

/** Bullets as Word and others type them: middle dot, bullet, squares, circles, Symbol font's private-use bullets. */
const BULLET_GLYPH = /^[\u00b7\u2022\u2023\u2043\u25aa\u25ab\u25cf\u25e6\uf0a7\uf0b7]/;
/**
 * A paragraph that kept only its glyph: "·", then spaces (often no-break ones), perhaps inside
 * the tags that open it (kept: group 1).
 */
const GLYPH_PARAGRAPH =
  /^((?:\s*<(?!\/)[^>]*>)*)(?:\s|&nbsp;|&#160;|\u00a0)*[\u00b7\u2022\u2023\u2043\u25aa\u25ab\u25cf\u25e6\uf0a7\uf0b7](?:\s|&nbsp;|&#160;|\u00a0)+/;
const ORDERED_MARKER = /^\(?([0-9]+|[a-z]{1,4})[.)]$/i;

/** A paragraph or heading with its attributes and content; Word never nests them. */
const BLOCK = /<(p|h[1-6])\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

type Item = { level: number; ordered: boolean; content: string };

export function wordListsToHtml(html: string): string {
  const markup = markSupportListsBlocks(html);
  let out = '';
  let run: Item[] = [];
  let last = 0;
  let runEnd = 0;
  for (const match of markup.matchAll(BLOCK)) {
    const start = match.index;
    const item = listItemOf(match[2]!, match[3]!);
    // A run goes on only over whitespace (or Word's empty comments) between its paragraphs.
    const gap = markup.slice(run.length ? runEnd : last, start);
    if (run.length && (!item || gap.replace(/<!--[\s\S]*?-->/g, '').trim() !== '')) {
      out += listHtml(run);
      run = [];
      last = runEnd;
    }
    if (!item) continue;
    if (!run.length) out += markup.slice(last, start);
    run.push(item);
    runEnd = start + match[0].length;
  }
  if (run.length) {
    out += listHtml(run);
    last = runEnd;
  }
  return out + markup.slice(last);
}

/** `<![if !supportLists]>MARK<![endif]>` (or its comment form): the marker as an `mso-list:Ignore` span. */
function markSupportListsBlocks(html: string): string {
  return html.replace(
    /<!(?:--)?\[if !supportLists\](?:--)?>([\s\S]*?)<!(?:--)?\[endif\](?:--)?>/gi,
    (_all, inner: string) =>
      /mso-list:\s*ignore/i.test(inner) ? inner : `<span style="mso-list:Ignore">${inner}</span>`,
  );
}

function listItemOf(attributes: string, content: string): Item | null {
  const style =
    /\bstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.exec(attributes)?.[1]?.toLowerCase().replace(/\s+/g, '') ?? '';
  const listed = /mso-list:l\d+level(\d+)/.exec(style);
  if (listed) {
    const { marker, rest } = takeMarker(content);
    return { level: Math.max(1, Number(listed[1])), ordered: ORDERED_MARKER.test(marker), content: rest.trim() };
  }
  // No list markup left: a paragraph that begins with a bullet glyph and a space is a bullet item.
  const { marker, rest } = takeMarker(content);
  if (marker && BULLET_GLYPH.test(marker)) return { level: 1, ordered: false, content: rest.trim() };
  const glyph = GLYPH_PARAGRAPH.exec(content);
  if (!glyph) return null;
  return { level: 1, ordered: false, content: (glyph[1]! + content.slice(glyph[0].length)).trim() };
}

/** The text of the `mso-list:Ignore` span (the typed marker) and the content without it. */
function takeMarker(content: string): { marker: string; rest: string } {
  const open = /<span\b[^>]*mso-list:\s*ignore[^>]*>/i.exec(content);
  if (!open) return { marker: '', rest: content };
  // The span's own end: count the spans opened inside it.
  const tags = /<(\/?)span\b[^>]*>/gi;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  let end = content.length;
  for (let tag = tags.exec(content); tag; tag = tags.exec(content)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      end = tag.index + tag[0].length;
      break;
    }
  }
  const marker = decodeSpaces(content.slice(open.index, end).replace(/<[^>]*>/g, '')).trim();
  let rest = content.slice(0, open.index) + content.slice(end);
  // The marker's font wrapper (Symbol, Wingdings) is left empty: it goes too.
  rest = rest.replace(/^(\s*)<span\b[^>]*>\s*<\/span>/i, '$1');
  return { marker, rest };
}

function decodeSpaces(text: string): string {
  return text.replace(/&nbsp;|&#160;|\u00a0/gi, ' ');
}

/** One run of items as nested lists: a deeper item goes into the item before it. */
function listHtml(items: Item[]): string {
  const open: Array<'ul' | 'ol'> = [];
  let out = '';
  for (const item of items) {
    const tag = item.ordered ? 'ol' : 'ul';
    const level = Math.min(item.level, open.length + 1);
    while (open.length > level) out += `</li></${open.pop()}>`;
    if (open.length === level) out += '</li>';
    else {
      out += `<${tag}>`;
      open.push(tag);
    }
    out += `<li><p>${item.content}</p>`;
  }
  while (open.length) out += `</li></${open.pop()}>`;
  return out;
}
