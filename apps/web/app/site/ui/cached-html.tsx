import { createContext, createElement, type ReactElement, type ReactNode, useContext } from 'react';
import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import { SiteLanguageProvider, useSiteLanguage } from '~/site/language';
import { SiteSettingsProvider, useSiteSettings } from '~/site/site-settings';
import { altOf, imagePathsIn, type MediaAlts, MediaAltsProvider, useMediaAlts } from '~/site/ui/media-alts';

/**
 * Decision 056: the HTML of pieces that are the same on many pages (the site's header and footer,
 * a learn item's card), rendered once and put in later renders as it is. A page's render is
 * mostly React walking elements (decision 046): the frame is a third of the home page's, the
 * cards three quarters of /learn's with the frame.
 *
 * A piece's key is what it shows: the content it is drawn from (a frozen answer of the site's
 * read cache, by identity, or the data itself as JSON) and whatever else it reads (the alt texts
 * of its images, the current menu entry, the year). Its HTML is a function of its key, so no
 * piece can be stale: a content change gives new answers, hence new keys, and the old pieces
 * age out of the LRU; they are also dropped at once when the page cache is emptied
 * (`forgetCachedHtml`, called on the same signal, in every process). Nothing per request may
 * go in a piece (a CSP nonce, a query): public pages carry no nonce (decision 017).
 */

/** Renders an element to HTML in a render of its own: the server entry's renderToString. */
type RenderHtml = (element: ReactElement) => string;

/** A page's render with kept pieces: how a piece is rendered, and the pieces this page shows, in order of their marks. */
type PieceRender = { render: RenderHtml; shown: Buffer[] };

const PieceRenderContext = createContext<PieceRender | undefined>(undefined);

/**
 * Where a kept piece goes in a page's HTML until `renderWithPieces` puts its bytes there: a
 * comment naming this process's token, which no content can hold (it is never sent), and the
 * piece's place in `shown`.
 */
const PIECE_MARK = `<!--piece:${globalThis.crypto.randomUUID()}:`;

const marks: string[] = [];
/** The mark of a page's nth piece, made once: a page shows a few dozen. */
function markOf(n: number): string {
  return (marks[n] ??= `${PIECE_MARK}${n}-->`);
}

/**
 * Memory the pieces may hold, in bytes (a few hundred cards and frames): the server's share of
 * PAGE_CACHE_MB for them (`setCachedHtmlBytes`), 8 MB until it says.
 */
let budget = 8 * 1024 * 1024;

/** Each piece's HTML as UTF-8, the bytes a page's answer is made of (decision 093). */
const pieces = new Map<string, Buffer>();
let held = 0;
const owners = new WeakMap<object, number>();
let nextOwner = 0;

/** What a kept piece costs: its bytes and its key (UTF-16). */
function sizeOf(key: string, html: Buffer): number {
  return key.length * 2 + html.length;
}

function remembered(key: string): Buffer | undefined {
  const html = pieces.get(key);
  if (html !== undefined) {
    pieces.delete(key);
    pieces.set(key, html);
  }
  return html;
}

function remember(key: string, html: Buffer): void {
  if (sizeOf(key, html) > budget / 4) return;
  pieces.set(key, html);
  held += sizeOf(key, html);
  for (const [oldest, value] of pieces) {
    if (held <= budget) break;
    pieces.delete(oldest);
    held -= sizeOf(oldest, value);
  }
}

/**
 * A page's HTML as bytes, `prefix` (ASCII: the doctype) first, its kept pieces written in as the
 * UTF-8 they were kept as (decision 093). React's renderToString gives one string, a rope of
 * thousands of small ones; encoding it flattens it into a copy of the whole page, two bytes a
 * character as soon as one character is past Latin-1 (a curly quote, an ellipsis), and the pieces
 * were most of it. Here React's string holds only a mark where each piece goes: what is copied
 * and encoded per render is the rest of the page.
 */
export function renderWithPieces(element: ReactElement, render: RenderHtml, prefix = ''): Buffer {
  const shown: Buffer[] = [];
  const html = render(createElement(PieceRenderContext.Provider, { value: { render, shown } }, element));
  const parts = html.split(PIECE_MARK);
  const texts: string[] = [parts[0]!];
  const order: Buffer[] = [];
  let length = prefix.length + Buffer.byteLength(parts[0]!);
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const end = part.indexOf('-->');
    const piece = shown[Number(part.slice(0, end))];
    if (end === -1 || piece === undefined) throw new Error('A piece of HTML has no mark of its own.');
    const text = part.slice(end + 3);
    order.push(piece);
    texts.push(text);
    length += piece.length + Buffer.byteLength(text);
  }
  const bytes = Buffer.allocUnsafe(length);
  let at = bytes.write(prefix, 0, 'latin1');
  at += bytes.write(texts[0]!, at);
  for (let i = 0; i < order.length; i++) {
    at += order[i]!.copy(bytes, at);
    at += bytes.write(texts[i + 1]!, at);
  }
  return bytes;
}

/** The server's render cache gives the pieces their share of PAGE_CACHE_MB (decision 075). */
export function setCachedHtmlBytes(bytes: number): void {
  budget = bytes;
  for (const [oldest, value] of pieces) {
    if (held <= budget) break;
    pieces.delete(oldest);
    held -= sizeOf(oldest, value);
  }
}

/** Content changed (the page cache was emptied): every piece goes. */
export function forgetCachedHtml(): void {
  pieces.clear();
  held = 0;
  // Names are never given twice: a settings answer named before keeps a name that still means it.
  texts.clear();
}

/**
 * A key part for a frozen object (an answer of the site's read cache, deep-frozen and handed to
 * every render until content changes): its identity. Undefined for anything that may change.
 */
export function frozenKey(value: object): string | undefined {
  if (!Object.isFrozen(value)) return undefined;
  let id = owners.get(value);
  if (id === undefined) {
    id = nextOwner++;
    owners.set(value, id);
  }
  return `#${id}`;
}

const imagesOf = new WeakMap<object, string[]>();

/**
 * The alt texts written for the stored images in `value` (frozen: read once per object), each
 * marked when it is the default language's on a page in another (its `lang`, decision 100).
 */
export function altsKey(alts: MediaAlts, value: object): string {
  let paths = imagesOf.get(value);
  if (!paths) {
    paths = [...imagePathsIn(value)].sort();
    if (Object.isFrozen(value)) imagesOf.set(value, paths);
  }
  const { untranslated } = alts;
  return JSON.stringify(
    paths.map(
      (path) => altOf(alts, path, '\u0000') + (untranslated.length && untranslated.includes(path) ? '\u0001' : ''),
    ),
  );
}

/**
 * The key of a piece drawn from one frozen answer (decision 063): its identity, the alt texts
 * written for its images and whatever else it shows (`parts`); undefined when it is not frozen.
 */
export function useFrozenKey(value: object, ...parts: Array<string | number>): string | undefined {
  const alts = useMediaAlts();
  const key = frozenKey(value);
  return key === undefined ? undefined : [key, ...parts, altsKey(alts, value)].join('\n');
}

const settingsIds = new WeakMap<PublicSiteSettings, string>();
const texts = new Map<string, string>();
let nextText = 0;

/**
 * The site settings as a key part: for a frozen answer a short name of its JSON, kept per
 * answer (decision 063: a page's keys are hashed on every lookup, and the JSON is a few KB);
 * equal settings get the same name. Anything else: the JSON itself.
 */
export function settingsKey(settings: PublicSiteSettings): string {
  let key = settingsIds.get(settings);
  if (key === undefined) {
    const json = JSON.stringify(settings);
    if (!Object.isFrozen(settings)) return json;
    key = texts.get(json);
    if (key === undefined) {
      key = `$${nextText++}`;
      texts.set(json, key);
    }
    settingsIds.set(settings, key);
  }
  return key;
}

type Props = {
  /** The element holding the piece: it is rendered each time, its content comes from the cache. */
  tag: 'article' | 'div' | 'footer' | 'header' | 'li';
  className?: string;
  id?: string;
  /** What the content shows, in full (see above); undefined renders it in place. */
  cacheKey: string | undefined;
  children: ReactNode;
};

/**
 * `<tag id className>{children}</tag>`, the children's HTML rendered once per key. They are
 * rendered apart, with the site settings, alt texts and language of the page around them: the
 * key must hold whatever of the first two they read; the language (its words, decision 090) is
 * part of every key here.
 */
export function CachedHtml({ tag, className, id, cacheKey, children }: Props) {
  const page = useContext(PieceRenderContext);
  const settings = useSiteSettings();
  const alts = useMediaAlts();
  const language = useSiteLanguage();
  if (!page || cacheKey === undefined) return createElement(tag, { id, className }, children);
  const key = `${tag}.${className ?? ''}\n${language.locale}\n${cacheKey}`;
  let html = remembered(key);
  if (html === undefined) {
    html = Buffer.from(
      page.render(
        <SiteLanguageProvider value={language}>
          <SiteSettingsProvider value={settings}>
            <MediaAltsProvider value={alts}>{children}</MediaAltsProvider>
          </SiteSettingsProvider>
        </SiteLanguageProvider>,
      ),
    );
    remember(key, html);
  }
  return createElement(tag, { id, className, dangerouslySetInnerHTML: { __html: markOf(page.shown.push(html) - 1) } });
}
