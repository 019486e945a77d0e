import type { FieldErrors } from '@atrium/contract/api';
import {
  type LocaleSettings,
  type LocaleSettingsBody,
  localeDirection,
  localeSettingsBodySchema,
  type TextDirection,
} from '@atrium/contract/locales';

/** One row of the list; `key` keeps React's rows apart while they are added and removed. `dir` '' is "from the language". */
export type LocaleRow = { key: string; code: string; name: string; dir: TextDirection | '' };
export type LanguagesValues = { defaultLocale: string; locales: LocaleRow[] };

let rowCounter = 0;
export const newLocaleRow = (): LocaleRow => ({ key: `locale-${(rowCounter += 1)}`, code: '', name: '', dir: '' });

/** A stored direction that is the language's own is shown as "from the language", so a new code follows it. */
export function initialLanguagesValues(settings: LocaleSettings): LanguagesValues {
  return {
    defaultLocale: settings.defaultLocale,
    locales: settings.locales.map((locale) => ({
      ...newLocaleRow(),
      code: locale.code,
      name: locale.name,
      dir: locale.dir === localeDirection(locale.code) ? '' : locale.dir,
    })),
  };
}

export function languagesBody(values: LanguagesValues): LocaleSettingsBody {
  return {
    defaultLocale: values.defaultLocale,
    locales: values.locales.map(({ code, name, dir }) => ({ code, name, ...(dir ? { dir } : {}) })),
  };
}

/** The contract's rules, each message at its wire path (`locales.1.code`), as the server answers them. */
export function validateLanguages(values: LanguagesValues): FieldErrors {
  const result = localeSettingsBodySchema.safeParse(languagesBody(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
