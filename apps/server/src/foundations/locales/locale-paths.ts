import type { LocaleSettings } from '@atrium/contract/locales';

/**
 * A path of the default language's site ('/blogs/x', '/') as it is in the language `code`
 * (decision 091): unchanged for the default language, else under the language's prefix, its tag
 * in lower case ('/fr/blogs/x', '/pt-br' for the home page), as the public site places it. The
 * one place the feeds, the sitemap and the mails build a language's address.
 */
export function pathInLanguage(path: string, code: string, defaultLocale: string): string {
  if (code === defaultLocale) return path;
  const prefix = `/${code.toLowerCase()}`;
  if (path === '/' || path === '') return prefix;
  return path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The site's language other than the default whose prefix is `segment` (any letter case), or
 * undefined: the default language has no prefix, and a segment no language has is none.
 */
export function languageOfPrefix(segment: string, settings: LocaleSettings): string | undefined {
  const wanted = segment.toLowerCase();
  return settings.locales.find((one) => one.code !== settings.defaultLocale && one.code.toLowerCase() === wanted)?.code;
}
