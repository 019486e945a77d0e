import type { LocaleSettings } from '@atrium/contract/locales';

/** A site in English alone, as every site is before it opts in (decision 081). */
export const englishAlone: LocaleSettings = {
  defaultLocale: 'en',
  locales: [{ code: 'en', name: 'English', dir: 'ltr' }],
};

/** A site in English (the default), French and Arabic, as the tests of languages put it (decisions 090–095). */
export const englishFrenchArabic: LocaleSettings = {
  defaultLocale: 'en',
  locales: [
    { code: 'en', name: 'English', dir: 'ltr' },
    { code: 'fr', name: 'Français', dir: 'ltr' },
    { code: 'ar', name: 'العربية', dir: 'rtl' },
  ],
};
