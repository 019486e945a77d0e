import { mediaAlts } from '@atrium/contract/endpoints/media';
import { createContext, useContext } from 'react';
import type { SiteApi } from '~/lib/site-api';
import type { SiteLanguage } from '~/site/language';

/**
 * The alt texts editors wrote for a page's images (decision 038), by media path: '' for a
 * decorative image; a path without one is absent, and the page keeps its own fallback. On a page
 * in another language (decision 100) they are that language's, and `untranslated` names the
 * paths whose alt is the default language's for want of one.
 */
export type MediaAlts = { readonly alts: Readonly<Record<string, string>>; readonly untranslated: readonly string[] };

const none: MediaAlts = { alts: {}, untranslated: [] };
const MediaAltsContext = createContext<MediaAlts>(none);
export const MediaAltsProvider = MediaAltsContext.Provider;

export function useMediaAlts(): MediaAlts {
  return useContext(MediaAltsContext);
}

/** The written alt of `src`, or `fallback` when none was written. */
export function altOf(alts: MediaAlts, src: string | null | undefined, fallback: string): string {
  return src && Object.hasOwn(alts.alts, src) ? alts.alts[src]! : fallback;
}

/**
 * The `lang` of an image whose written alt is the default language's on a page in another
 * (decision 100): `lang` on an `<img>` is the language of its alt, as decision 090 marks any text
 * shown in the default language for want of a translation.
 */
export function altLang(alts: MediaAlts, language: SiteLanguage, src: string | null | undefined): string | undefined {
  return src && alts.untranslated.length && alts.untranslated.includes(src)
    ? language.settings.defaultLocale
    : undefined;
}

const storedImage = /^\/media\/images\/[0-9a-f]{32}\.(?:jpg|png)$/;

const frozenPaths = new WeakMap<object, readonly string[]>();

/** The stored image paths under one object or array (below `depth`). */
function pathsUnder(data: object, found: Set<string>, depth: number): void {
  const values = Array.isArray(data) ? (data as unknown[]) : Object.values(data);
  for (const value of values) imagePathsIn(value, found, depth + 1);
}

/**
 * Every stored image path in a loader's data (any depth), once each. A frozen object (an answer
 * of the site's read cache, handed to every render until content changes) is walked once and
 * its paths kept (decision 063: the walk was 3% of a home render).
 */
export function imagePathsIn(data: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || data === null || data === undefined) return found;
  if (typeof data === 'string') {
    if (storedImage.test(data)) found.add(data);
  } else if (typeof data === 'object') {
    if (!Object.isFrozen(data)) {
      pathsUnder(data, found, depth);
      return found;
    }
    let paths = frozenPaths.get(data);
    if (!paths) {
      const own = new Set<string>();
      pathsUnder(data, own, 0);
      paths = [...own];
      frozenPaths.set(data, paths);
    }
    for (const path of paths) found.add(path);
  }
  return found;
}

/**
 * The alt texts of every image in `data`, in one read whatever their number (the public render
 * path is measured: no read per card). A failed read leaves the fallbacks: a page never fails
 * for want of alt texts.
 */
export async function loadMediaAlts(api: SiteApi, data: unknown): Promise<MediaAlts> {
  const paths = [...imagePathsIn(data)].sort();
  if (paths.length === 0) return none;
  try {
    // Under /xx/ the page's api asks in its language (siteApiIn): still this one read.
    const answer = await api(mediaAlts, { query: { paths: paths.join(',') } });
    return answer.body.success ? answer.body.data : none;
  } catch {
    return none;
  }
}

/** The alts of every route's loader data on the page, merged (the site layout provides them). */
export function mergedAlts(matches: ReadonlyArray<{ data?: unknown; loaderData?: unknown }>): MediaAlts {
  const found: MediaAlts[] = [];
  for (const match of matches) {
    const value = (match.loaderData ?? match.data) as { alts?: MediaAlts } | undefined;
    if (value && typeof value === 'object' && value.alts) found.push(value.alts);
  }
  if (found.length <= 1) return found[0] ?? none;
  return {
    alts: Object.assign({}, ...found.map((one) => one.alts)) as Record<string, string>,
    untranslated: found.flatMap((one) => one.untranslated),
  };
}
