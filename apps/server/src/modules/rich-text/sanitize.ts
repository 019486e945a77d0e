import { EMBED_HOSTS, isEmbeddablePlayer } from '@atrium/contract/video';
import sanitizeHtml from 'sanitize-html';

/**
 * The only features an embedded player is granted, whatever the pasted snippet asked for: an
 * embed must not reach the camera, microphone, location, payments or the clipboard. Fullscreen
 * and picture-in-picture are what a video viewer expects; encrypted-media lets protected videos play.
 */
export const embedAllow = 'fullscreen; picture-in-picture; encrypted-media';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'iframe',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // `allow` is set by transformTags below; the author's own value never survives.
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
    // No `class`: the editor writes none, and a class would borrow the site's own styles (a fake
    // button, a full-screen overlay). Layout comes from the tags alone.
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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
  },
};

/**
 * Rich text is cleaned on every write: an allowlist of tags and attributes, embeds only of the
 * supported video players, no scripts, event handlers or classes. Relative /media/ images are kept.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
