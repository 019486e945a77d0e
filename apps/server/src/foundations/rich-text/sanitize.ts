import { LINK_SCHEMES } from '@atrium/contract/rich-text';
import { EMBED_HOSTS, isEmbeddablePlayer } from '@atrium/contract/video';
import { wordListsToHtml } from '@atrium/contract/word-lists';
import sanitizeHtml from 'sanitize-html';

/**
 * The only features an embedded player is granted, whatever the pasted snippet asked for: an
 * embed must not reach the camera, microphone, location, payments or the clipboard. Fullscreen
 * and picture-in-picture are what a video viewer expects; encrypted-media lets protected videos play.
 */
export const embedAllow = 'fullscreen; picture-in-picture; encrypted-media';

/**
 * Exactly what the editor's toolbar makes (decision 029): headings, paragraphs and line breaks,
 * bold, italic, underline, strike, links, bullet and numbered lists, quotes, horizontal lines,
 * images (with their alt text, and a caption in a figure), simple tables and embedded players. Anything else is unwrapped (its text stays) or,
 * for scripts and styles, removed.
 */
export const richTextTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  // An image with a caption (decision 039): <figure><img alt><figcaption>…</figcaption></figure>.
  'figure',
  'figcaption',
  'iframe',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** A cell's span of 1 is the default: only larger spans are kept. */
function cellSpans(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = Number(attribs[name]);
    if (Number.isInteger(value) && value > 1 && value <= 100) kept[name] = String(value);
  }
  return { tagName, attribs: kept };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // `allow` is set by transformTags below; the author's own value never survives.
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // No `class` or `style`: the editor writes none, and a class would borrow the site's own
    // styles (a fake button, a full-screen overlay). Layout comes from the tags alone.
  },
  // The link dialog's schemes and paths of this site.
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  // Every iframe that is not a supported video player is removed whole, not left without a src.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isEmbeddablePlayer(frame.attribs.src ?? ''),
  transformTags: {
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, allow: embedAllow } }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // Older markup for the same marks becomes the editor's own.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    th: cellSpans,
    td: cellSpans,
  },
};

/**
 * Rich text is cleaned on every write: an allowlist of tags and attributes, embeds only of the
 * supported video players, no scripts, event handlers, classes or styles. Relative /media/ images
 * are kept; data: images (base64) and file: or cid: addresses never are.
 */
export function sanitizeRichText(html: string): string {
  // Word's list paragraphs (and paragraphs led by a bullet glyph) become real lists before the
  // allowlist strips the markup that says so (decision 086).
  return sanitizeHtml(wordListsToHtml(html), options).trim();
}
