import type { LocaleSettings } from '@atrium/contract/locales';

/** A site in English alone, as the migration makes it (decision 081). */
export const englishAlone: LocaleSettings = {
  defaultLocale: 'en',
  locales: [{ code: 'en', name: 'English', dir: 'ltr' }],
};

/** A site in English (the default), French and Arabic, right to left: the languages of issue 39's tests. */
export const englishFrenchArabic: LocaleSettings = {
  defaultLocale: 'en',
  locales: [
    { code: 'en', name: 'English', dir: 'ltr' },
    { code: 'fr', name: 'Français', dir: 'ltr' },
    { code: 'ar', name: 'العربية', dir: 'rtl' },
  ],
};
