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

const RenderHtmlContext = createContext<RenderHtml | undefined>(undefined);
/** Given by the server entry around a public page; without it (tests, the browser) pieces render in place. */
export const RenderHtmlProvider = RenderHtmlContext.Provider;

/**
 * Memory the pieces may hold, in UTF-16 code units (a few hundred cards and frames): the server's
 * share of PAGE_CACHE_MB for them (`setCachedHtmlBytes`), 4 M units (8 MB) until it says.
 */
let budget = 4 * 1024 * 1024;

const pieces = new Map<string, string>();
let held = 0;
const owners = new WeakMap<object, number>();
let nextOwner = 0;

function remembered(key: string): string | undefined {
  const html = pieces.get(key);
  if (html !== undefined) {
    pieces.delete(key);
    pieces.set(key, html);
  }
  return html;
}

/**
 * React builds its HTML by concatenation: a rope of thousands of small strings, which V8 walks
 * whole each time a page holding it is flattened (encoding the page's bytes). A piece is kept
 * flat, so a page walks it as one string.
 */
function flat(html: string): string {
  return Buffer.from(html).toString();
}

function remember(key: string, html: string): void {
  if (key.length + html.length > budget / 4) return;
  pieces.set(key, html);
  held += key.length + html.length;
  for (const [oldest, value] of pieces) {
    if (held <= budget) break;
    pieces.delete(oldest);
    held -= oldest.length + value.length;
  }
}

/** The server's render cache gives the pieces their share of PAGE_CACHE_MB (decision 075). */
export function setCachedHtmlBytes(bytes: number): void {
  budget = Math.floor(bytes / 2);
  for (const [oldest, value] of pieces) {
    if (held <= budget) break;
    pieces.delete(oldest);
    held -= oldest.length + value.length;
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

/** The alt texts written for the stored images in `value` (frozen: read once per object). */
export function altsKey(alts: MediaAlts, value: object): string {
  let paths = imagesOf.get(value);
  if (!paths) {
    paths = [...imagePathsIn(value)].sort();
    if (Object.isFrozen(value)) imagesOf.set(value, paths);
  }
  return JSON.stringify(paths.map((path) => altOf(alts, path, '\u0000')));
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
  const render = useContext(RenderHtmlContext);
  const settings = useSiteSettings();
  const alts = useMediaAlts();
  const language = useSiteLanguage();
  if (!render || cacheKey === undefined) return createElement(tag, { id, className }, children);
  const key = `${tag}.${className ?? ''}\n${language.locale}\n${cacheKey}`;
  let html = remembered(key);
  if (html === undefined) {
    html = flat(
      render(
        <SiteLanguageProvider value={language}>
          <SiteSettingsProvider value={settings}>
            <MediaAltsProvider value={alts}>{children}</MediaAltsProvider>
          </SiteSettingsProvider>
        </SiteLanguageProvider>,
      ),
    );
    remember(key, html);
  }
  return createElement(tag, { id, className, dangerouslySetInnerHTML: { __html: html } });
}
