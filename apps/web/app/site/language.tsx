import { localePrefix, pathInLocale } from '@atrium/contract/locale-paths';
import type { LocaleSettings, TextDirection } from '@atrium/contract/locales';
import { type SiteCatalogue, siteCatalogueFor } from '@atrium/contract/site-catalogue';
import { SitePathSegments } from '@atrium/contract/site';
import { createContext, useContext } from 'react';

/**
 * Decision 090: the language a public page is in, and the site's languages around it. The server
 * (apps/server/src/plugins/web.ts) says which from the page's address (`/fr/...`); every
 * component reads the site's words (`useSiteTexts`) and the language from here.
 */
export type SiteLanguage = {
  /** The page's language tag, as the site spells it ('fr', 'pt-BR'). */
  locale: string;
  dir: TextDirection;
  settings: LocaleSettings;
  /** The site's words in it: its catalogue, or its language's, or English's (`textsLocale` says which). */
  texts: SiteCatalogue;
  textsLocale: string;
  isDefault: boolean;
  /** Whether the site has more than one language: only then do pages carry a switcher and alternates. */
  isMultilingual: boolean;
  /** The page's own path in each language where it differs (its page's `alternates`, site/page.tsx). */
  pagePaths?: Readonly<Record<string, string>>;
};

/** The language of a page at `locale` on a site with these languages. */
export function siteLanguage(locale: string, settings: LocaleSettings): SiteLanguage {
  const found = settings.locales.find((one) => one.code === locale);
  const catalogue = siteCatalogueFor(locale);
  return {
    locale,
    dir: found?.dir ?? 'ltr',
    settings,
    texts: catalogue.texts,
    textsLocale: catalogue.locale,
    isDefault: locale === settings.defaultLocale,
    isMultilingual: settings.locales.length > 1,
  };
}

/** A site as the migration makes it (decision 081): English alone. A unit test renders in it unless told. */
export const englishOnly = siteLanguage('en', {
  defaultLocale: 'en',
  locales: [{ code: 'en', name: 'English', dir: 'ltr' }],
});

const SiteLanguageContext = createContext<SiteLanguage>(englishOnly);
export const SiteLanguageProvider = SiteLanguageContext.Provider;

export function useSiteLanguage(): SiteLanguage {
  return useContext(SiteLanguageContext);
}

/** The site's own words in the page's language (decision 090). */
export function useSiteTexts(): SiteCatalogue {
  return useContext(SiteLanguageContext).texts;
}

/**
 * The `lang` of an element showing a record's `field`: the default language's tag when the page's
 * language has no text for it and the default language's is shown instead (decision 081's
 * `untranslated`), so that screen readers and search engines read it as what it is.
 */
export function fallbackLang(
  language: SiteLanguage,
  record: object | null | undefined,
  field: string,
): string | undefined {
  const untranslated = (record as { untranslated?: unknown } | null | undefined)?.untranslated;
  return Array.isArray(untranslated) && untranslated.includes(field) ? language.settings.defaultLocale : undefined;
}

/**
 * The `lang` of a text kept in the default language alone (a category's name: categories have no
 * translations, decision 081) on a page in another language; none on the default language's pages.
 */
export function defaultOnlyLang(language: SiteLanguage): string | undefined {
  return language.isDefault ? undefined : language.settings.defaultLocale;
}

/** The same page in each of the site's languages: the switcher's and the alternates' addresses. */
export function pageInEachLanguage(
  language: SiteLanguage,
  path: string,
): Array<{ code: string; name: string; dir: TextDirection; path: string }> {
  const { defaultLocale } = language.settings;
  const own = language.pagePaths;
  return language.settings.locales.map((one) => ({
    code: one.code,
    name: one.name,
    dir: one.dir,
    path: pathInLocale(own?.[one.code] ?? own?.[defaultLocale] ?? path, one.code, defaultLocale),
  }));
}

// A link that names its language just before its address (`hreflang="fr" href=...`) keeps it.
const pageLinks = new RegExp(
  `(?<! href[Ll]ang="[^"]{1,40}") (href|action)="/(?:(?:${SitePathSegments.filter((segment) => segment !== 'preview').join('|')})(?=[/?#"])|(?=[?#"]))`,
  'g',
);

const pagePath = new RegExp(
  `^/(?:(?:${SitePathSegments.filter((segment) => segment !== 'preview').join('|')})(?=[/?#]|$)|(?=[?#]|$))`,
);

/** An address of the site's in `language` when it is one of the site's pages ('/faqs' → '/fr/faqs'); any other as it is. */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  return language.isDefault || !pagePath.test(path)
    ? path
    : pathInLocale(path, language.locale, language.settings.defaultLocale);
}

/** A feed's address in `language` (decisions 096, 105): '/newsletters.xml' → '/fr/newsletters.xml'. */
export function feedInLanguage(path: string, language: SiteLanguage): string {
  return language.isDefault ? path : pathInLocale(path, language.locale, language.settings.defaultLocale);
}

/**
 * A page's HTML with its links to the site's pages in `language` ('/learn' → '/fr/learn'; '/' →
 * '/fr'). Links are written once, in the default language's paths, by every component and by the
 * pieces of HTML kept across pages and languages (decision 056); the page's language is added
 * here, in one pass over the page, only for a language other than the default. Links that name
 * their language (`hreflang`, the switcher's) and files (/media, /assets, feeds) are left alone.
 */
export function linksInLanguage(html: string, language: SiteLanguage): string {
  if (language.isDefault) return html;
  const prefix = `/${localePrefix(language.locale)}`;
  return html.replace(pageLinks, (match: string, attribute: string) => {
    const rest = match.slice(attribute.length + 3);
    return ` ${attribute}="${prefix}${rest === '/' ? '' : rest}`;
  });
}
