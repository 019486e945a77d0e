import { getLocales } from '@atrium/contract/endpoints/locales';
import { type Locale, languageName } from '@atrium/contract/locales';
import { useQuery } from '@tanstack/react-query';
import { call } from '~/lib/api-client';

/** The site's languages as the back office names them: the tag, its English name and its direction. */
export type SiteLanguage = Locale & { label: string };

/**
 * The site's languages for the back office's switchers, filters and History (decision 092), read
 * under the Languages screen's key, so saving the languages there shows here at once. With one
 * language, `others` is empty and nothing of translation shows anywhere.
 */
export function useSiteLocales() {
  const query = useQuery({
    queryKey: ['locales'],
    queryFn: async ({ signal }) => (await call(getLocales, {}, { signal })).data,
    staleTime: 60_000,
  });
  const settings = query.data;
  const all: SiteLanguage[] = (settings?.locales ?? []).map((locale) => ({
    ...locale,
    label: languageName(locale.code),
  }));
  const fallback: SiteLanguage = { code: 'en', name: 'English', dir: 'ltr', label: languageName('en') };
  const defaultLanguage = all.find((locale) => locale.code === settings?.defaultLocale) ?? all[0] ?? fallback;
  return {
    all,
    defaultLanguage,
    /** The languages a record is translated into: every one but the default. */
    others: all.filter((locale) => locale.code !== defaultLanguage.code),
    /** The language of this tag, when the site has it. */
    find: (code: string | null | undefined) => all.find((locale) => locale.code === code),
  };
}
