import { stripMarkup } from '@atrium/contract/text';
import { videoEmbedUrl } from '@atrium/contract/video';
import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../foundations/rich-text/sanitize.ts';

/**
 * A WordPress post's body as Atrium's rich text (decision 079): the block editor's comments
 * removed, the classic editor's paragraphs made, the shortcodes WordPress itself writes for
 * captions, galleries, audio and embeds turned into their HTML, the site's pictures and audio
 * pointed at this site's files (WordPress's size variants included), links into the old site
 * made site-relative (the redirects answer them), and the result sanitised as any rich text.
 * Pure functions: what a URL becomes is decided by the caller beforehand.
 */

/** A stored file standing for a WordPress upload. */
export type MediaTarget = { path: string; kind: 'image' | 'audio' | 'video'; alt?: string; caption?: string };

export type ContentContext = {
  /** The stored file for an address of the site's uploads, when it was brought over. */
  media(url: string): MediaTarget | undefined;
  /** An attachment's address by its WordPress id (a [gallery]'s ids, a block's wp-image-N class). */
  attachmentUrl(id: number): string | undefined;
  /** The site's origins (http and https of wp:base_site_url and wp:base_blog_url). */
  siteOrigins: ReadonlySet<string>;
  /** The embed (a YouTube or Vimeo address) or audio address the item is built around: left out of its text. */
  leaveOut?: string;
};

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
const BLOCK_LEVEL = /<(?:p|div|h[1-6]|ul|ol|li|blockquote|figure|table|pre|hr|iframe|audio|video)\b/i;

/** The block editor's comments, which carry its attributes (not HTML anyone sees). */
function stripBlockComments(html: string): string {
  return html.replace(BLOCK_COMMENT, '');
}

/** Whether the body was written in the block editor (its comments mark every block). */
function isBlockContent(html: string): boolean {
  return /<!--\s*wp:/.test(html);
}

/**
 * The classic editor stores paragraphs as blank lines (WordPress adds the <p> when it shows a
 * post, wpautop): each run of text between blank lines becomes a paragraph, a single line break
 * a <br>; a chunk that starts with a block element is kept as it is.
 */
export function classicParagraphs(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_LEVEL.test(chunk.slice(0, 12)) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n');
}

const SHORTCODE_ATTR = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))/g;

function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of text.matchAll(SHORTCODE_ATTR)) attributes[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attributes;
}

const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'ogg', 'oga', 'wav', 'aac', 'flac'];

/** The audio address of an [audio] shortcode: its src, or its mp3/m4a/ogg attribute. */
function audioOf(attributes: Record<string, string>): string | undefined {
  return attributes.src || AUDIO_EXTENSIONS.map((ext) => attributes[ext]).find(Boolean);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An embedded player for a YouTube or Vimeo address, as the editor's embed control writes it. */
function player(url: string): string {
  const embed = videoEmbedUrl(url);
  return embed ? `<iframe src="${escapeAttribute(embed)}" width="560" height="315" allowfullscreen></iframe>` : '';
}

/** WordPress's own shortcodes for captions, galleries, audio, video and embeds, as HTML. */
function expandShortcodes(html: string, context: ContentContext): string {
  return html
    .replace(/\[caption\b([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_m, _attributes: string, inner: string) => {
      const image = /<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i.exec(inner)?.[0] ?? '';
      const caption = inner.replace(image, '').trim();
      return `<figure>${image}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    })
    .replace(/\[gallery\b([^\]]*)\]/gi, (_m, attributes: string) => {
      const ids = (shortcodeAttributes(attributes).ids ?? '')
        .split(',')
        .map((id) => Number.parseInt(id.trim(), 10))
        .filter((id) => id > 0);
      return ids
        .map((id) => context.attachmentUrl(id))
        .filter((url): url is string => Boolean(url))
        .map((url) => `<figure><img src="${escapeAttribute(url)}" alt=""></figure>`)
        .join('\n');
    })
    .replace(/\[audio\b([^\]]*)\](?:\s*\[\/audio\])?/gi, (_m, attributes: string) => {
      const src = audioOf(shortcodeAttributes(attributes));
      return src ? `<audio src="${escapeAttribute(src)}"></audio>` : '';
    })
    .replace(/\[video\b([^\]]*)\](?:[\s\S]*?\[\/video\])?/gi, (_m, attributes: string) => {
      const parsed = shortcodeAttributes(attributes);
      const src = parsed.src || parsed.mp4 || parsed.webm || '';
      return src ? `<video src="${escapeAttribute(src)}"></video>` : '';
    })
    .replace(/\[embed\b[^\]]*\]\s*(\S+?)\s*\[\/embed\]/gi, (_m, url: string) => player(url) || url);
}

/**
 * Addresses standing alone on their line or in the block editor's embed wrapper: WordPress shows
 * them as the video's player (oEmbed), so they become one here.
 */
function expandEmbeds(html: string): string {
  return html
    .replace(
      /<figure\b[^>]*wp-block-embed[^>]*>\s*<div\b[^>]*wp-block-embed__wrapper[^>]*>\s*(\S+?)\s*<\/div>([\s\S]*?)<\/figure>/gi,
      (match, url: string, rest: string) => {
        const frame = player(url);
        return frame ? `<figure>${frame}${rest.trim()}</figure>` : match;
      },
    )
    .replace(/(^|\n|<p>)\s*(https?:\/\/[^\s<]+)\s*(?=$|\n|<\/p>)/gi, (match, before: string, url: string) => {
      const frame = player(url);
      return frame ? `${before}${frame}` : match;
    });
}

/** The address an embed or the item's own player refers to, in one form: its embed address. */
function sameVideo(a: string, b: string): boolean {
  const embedA = videoEmbedUrl(a);
  return embedA !== null && embedA === videoEmbedUrl(b);
}

/**
 * The post's body as Atrium's rich text. `context.leaveOut` names the embed or audio the item is
 * built around (its video link or audio file): its first appearance is left out of the text.
 */
export function toRichText(content: string, context: ContentContext): string {
  const html = prepare(content, context);
  let leftOut = !context.leaveOut;
  // The audio the item is built around, by its stored file (the link the audio element became).
  const leftOutFile = context.leaveOut ? context.media(context.leaveOut)?.path : undefined;
  const dropIfLeftOut = (url: string | undefined) => {
    if (leftOut || !url || !context.leaveOut) return false;
    if (url === context.leaveOut || url === leftOutFile || sameVideo(url, context.leaveOut)) {
      leftOut = true;
      return true;
    }
    return false;
  };
  const rewritten = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      // An audio element keeps its name here, with the link's attributes transformTags gave it.
      if (frame.tag === 'iframe') return dropIfLeftOut(frame.attribs.src);
      if (frame.tag === 'audio') return dropIfLeftOut(frame.attribs.href);
      return false;
    },
    transformTags: {
      img: (tagName, attribs) => {
        const target = attribs.src ? context.media(attribs.src) : undefined;
        const kept: sanitizeHtml.Attributes = { ...attribs, src: target?.path ?? attribs.src ?? '' };
        delete kept.srcset;
        delete kept.sizes;
        if (!kept.alt && target?.alt) kept.alt = target.alt;
        return { tagName, attribs: kept };
      },
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: link(attribs.href ?? '', context) } }),
      // An audio player is not part of the editor's rich text: the file becomes a link to it.
      audio: (_tagName, attribs) => {
        const src = attribs.src ?? '';
        const target = src ? context.media(src) : undefined;
        const href = target?.path ?? link(src, context);
        return { tagName: 'a', attribs: { href }, text: escapeText(fileName(src)) };
      },
      video: (_tagName, attribs) => {
        const src = attribs.src ?? '';
        const target = src ? context.media(src) : undefined;
        return { tagName: 'a', attribs: { href: target?.path ?? link(src, context) }, text: escapeText(fileName(src)) };
      },
    },
  });
  return sanitizeRichText(
    rewritten
      // What held only the player left out: its caption stays as a paragraph, an empty one goes.
      .replace(/<figure[^>]*>\s*<figcaption[^>]*>([\s\S]*?)<\/figcaption>\s*<\/figure>/g, '<p>$1</p>')
      .replace(/<figure[^>]*>\s*<\/figure>/g, '')
      .replace(/<p>\s*<\/p>/g, ''),
  )
    .replace(
      GALLERY,
      (_m, figures: string, caption?: string) => `${figures.trim()}${caption ? `\n<p>${caption}</p>` : ''}`,
    )
    .replace(/\n{2,}/g, '\n');
}

/**
 * The block editor's gallery: figures inside a figure, with the gallery's caption last. The
 * editor's rich text has no nested figures: the pictures stand one after another, the caption
 * below them as a paragraph.
 */
const GALLERY =
  /<figure>((?:\s*<figure>(?:(?!<\/?figure)[\s\S])*<\/figure>)+)\s*(?:<figcaption>((?:(?!<\/?fig)[\s\S])*)<\/figcaption>)?\s*<\/figure>/g;

/**
 * The body in one form: comments gone, shortcodes expanded, classic paragraphs made, players
 * for lone video addresses, and an audio or video element's first <source> as its own src.
 */
function prepare(content: string, context: ContentContext): string {
  const blocks = isBlockContent(content);
  let html = stripBlockComments(content);
  html = expandShortcodes(html, context);
  if (!blocks) html = classicParagraphs(html);
  html = expandEmbeds(html);
  return html.replace(
    /<(audio|video)\b([^>]*)>\s*<source\b[^>]*\bsrc="([^"]+)"[^>]*>/gi,
    (match, tag: string, attributes: string, src: string) =>
      /\bsrc=/.test(attributes) ? match : `<${tag} src="${src}"${attributes}>`,
  );
}

/** A link into the old site becomes a path of this one (its redirects answer it); media links their stored file. */
function link(href: string, context: ContentContext): string {
  const target = href ? context.media(href) : undefined;
  if (target) return target.path;
  try {
    const url = new URL(href);
    if (context.siteOrigins.has(url.origin)) return `${url.pathname}${url.search}${url.hash}` || '/';
  } catch {
    // Not an absolute address: kept as written (the sanitiser judges it).
  }
  return href;
}

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || url;
  } catch {
    return url;
  }
}

/** Every address the body refers to that could be an upload: images, links, audio and video, shortcodes included. */
export function addressesIn(content: string, context: Pick<ContentContext, 'attachmentUrl'>): string[] {
  const found = new Set<string>();
  for (const m of content.matchAll(/\b(?:src|href|mp3|m4a|ogg|oga|wav|mp4|webm)\s*=\s*["']([^"']+)["']/gi))
    found.add(m[1]!);
  for (const m of content.matchAll(/\[gallery\b([^\]]*)\]/gi)) {
    for (const id of (shortcodeAttributes(m[1]!).ids ?? '').split(',')) {
      const url = context.attachmentUrl(Number.parseInt(id.trim(), 10));
      if (url) found.add(url);
    }
  }
  return [...found].filter((url) => /^(https?:)?\/\//i.test(url));
}

/** Attachment ids the body names: the block editor's images (`wp-image-12`) and [gallery ids="…"]. */
export function attachmentIdsIn(content: string): number[] {
  const ids = new Set<number>();
  for (const m of content.matchAll(/\bwp-image-(\d+)\b/g)) ids.add(Number(m[1]));
  for (const m of content.matchAll(/\[gallery\b([^\]]*)\]/gi))
    for (const id of (shortcodeAttributes(m[1]!).ids ?? '').split(',')) {
      const value = Number.parseInt(id.trim(), 10);
      if (value > 0) ids.add(value);
    }
  return [...ids];
}

/**
 * What a post is built around: a YouTube or Vimeo video, or an audio file, when it is the first
 * thing of the body (no words before it), or when the post's format says so (WordPress's "Video"
 * and "Audio" formats). Undefined for a post built around its text.
 */
export function builtAround(
  content: string,
  format: string | undefined,
): { kind: 'video'; url: string } | { kind: 'podcast'; url: string } | undefined {
  const html = prepare(content, { media: () => undefined, attachmentUrl: () => undefined, siteOrigins: new Set() });
  const video = /<iframe\b[^>]*\bsrc="([^"]+)"/i.exec(html);
  const audio = /<audio\b[^>]*\bsrc="([^"]+)"/i.exec(html);
  const candidates = [
    video && videoEmbedUrl(video[1]!) ? { kind: 'video' as const, url: video[1]!, at: video.index } : undefined,
    audio ? { kind: 'podcast' as const, url: audio[1]!, at: audio.index } : undefined,
  ].filter((c) => c !== undefined);
  if (candidates.length === 0) return undefined;
  const wanted = format === 'post-format-video' ? 'video' : format === 'post-format-audio' ? 'podcast' : undefined;
  const chosen = wanted
    ? candidates.find((c) => c.kind === wanted)
    : candidates.sort((a, b) => a.at - b.at).find((c) => stripMarkup(html.slice(0, c.at)) === '');
  if (!chosen) return undefined;
  // A video keeps its address as the author wrote it (a watch link), as the editor's field does.
  const written =
    chosen.kind === 'video'
      ? [...content.matchAll(/https?:\/\/[^\s"'<>[\]]+/g)].map((m) => m[0]).find((url) => sameVideo(url, chosen.url))
      : undefined;
  return { kind: chosen.kind, url: written ?? chosen.url };
}

/** The size variants and edits WordPress names beside an upload ('-1024x576', '-scaled', '-rotated'). */
const VARIANT_SUFFIX = /(?:-\d+x\d+|-scaled|-rotated|-e\d{13})+(?=\.[a-z0-9]+$)/i;

/**
 * The key an upload is found by: its path under the uploads folder, decoded, lower case, without
 * the size and edit suffixes, so every size of one picture finds its attachment.
 */
export function uploadKey(relativePath: string): string {
  let path = relativePath;
  try {
    path = decodeURIComponent(relativePath);
  } catch {
    // Kept as written.
  }
  return path.replace(/^\/+/, '').toLowerCase().replace(VARIANT_SUFFIX, '');
}

/** A WordPress date ('2023-05-01 10:00:00'), taken as UTC, as an ISO instant; null for WordPress's zero date. */
export function wpInstant(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m || m[1] === '0000') return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The day of a WordPress date as written (its site's own time zone): '2023-05-01'. */
export function wpDay(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}) /.exec(value.trim());
  return m && !m[1]!.startsWith('0000') ? m[1]! : null;
}

/** A title as plain text: WordPress may store entities ('Tom &amp; Jerry') and tags in it. */
export function plainTitle(title: string): string {
  return stripMarkup(title);
}
