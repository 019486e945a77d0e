import type { Locale, LocaleSettings } from './locales.ts';

/**
 * Decision 090: where each language lives on the public site. The default language is at the
 * root (`/learn`), every other one under its prefix (`/fr/learn`, `/pt-br/learn`): the tag in
 * lower case, as every other path segment of the site is (decision 045). Zod-free and pure, so
 * the server's routes, the pages, the feeds and the sitemap all place a language the same way.
 */

/** A language's first path segment: its tag in lower case ('pt-BR' → 'pt-br'). */
export function localePrefix(code: string): string {
  return code.toLowerCase();
}

/**
 * The language a path's first segment names among the site's other languages, or undefined: the
 * default language has no prefix, and a segment no language of the site has is no language
 * (its page is the site's 404).
 */
export function localeOfSegment(segment: string, settings: LocaleSettings): Locale | undefined {
  const wanted = segment.toLowerCase();
  return settings.locales.find(
    (locale) => locale.code !== settings.defaultLocale && localePrefix(locale.code) === wanted,
  );
}

/**
 * A path of the default language ('/learn?page=2', '/') as it is in `code`: unchanged for the
 * default language, else under the language's prefix ('/fr/learn?page=2', '/fr').
 */
export function pathInLocale(path: string, code: string, defaultLocale: string): string {
  if (code === defaultLocale) return path;
  const prefix = `/${localePrefix(code)}`;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * A path split into its language and the default language's path ('/fr/learn' → fr, '/learn');
 * a path without a prefix of the site's is the default language's.
 */
export function splitLocalePath(path: string, settings: LocaleSettings): { locale: string; path: string } {
  const segment = path.slice(1).split(/[/?#]/, 1)[0] ?? '';
  const locale = segment ? localeOfSegment(segment, settings) : undefined;
  if (!locale) return { locale: settings.defaultLocale, path };
  const rest = path.slice(segment.length + 1);
  return { locale: locale.code, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}
