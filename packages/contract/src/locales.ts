import { z } from 'zod';

/**
 * The languages a site is written in (decision 081): one default, whose text is each record's own
 * columns, and the others, whose text is kept beside it per field. Codes are BCP 47 language tags
 * (`en`, `fr`, `pt-BR`, `zh-Hant`), kept in their canonical spelling.
 */

/** The longest tag kept: a language, script, region and a variant leave room to spare. */
const LOCALE_CODE_MAX = 35;
/** The most languages one site offers: each is a prefix, a switcher entry and a sitemap entry per page. */
export const LOCALES_MAX = 30;

const textDirections = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof textDirections)[number];

export const LocaleTexts = {
  heading: 'Languages',
  description:
    'The languages the site is written in. The default language is at the root of the site; each other one is under its own prefix (/fr/, /ar/).',
  defaultLocale: 'Default language',
  defaultHint: "Records' own text is in this language; an untranslated text is shown in it.",
  code: 'Code',
  codeHint: 'A language tag such as fr, ar or pt-BR.',
  name: 'Name',
  nameHint: 'As its readers write it: Français, العربية.',
  dir: 'Direction',
  ltr: 'Left to right',
  rtl: 'Right to left',
  /** The direction a language is given when none is chosen: its script's. */
  automatic: (direction: string) => `${direction} (auto)`,
  add: 'Add a language',
  remove: (name: string) => `Remove ${name}`,
  save: 'Save',
  saved: 'Languages saved.',
  codeInvalid: 'Enter a language tag such as fr, ar or pt-BR.',
  codeRepeated: 'This language is listed twice.',
  nameRequired: 'Enter the language’s name.',
  tooLong: (max: number) => `At most ${max} characters.`,
  atLeastOne: 'Keep at least one language.',
  tooMany: `At most ${LOCALES_MAX} languages.`,
  defaultNotListed: 'The default language must be one of the languages listed.',
  unknownLocale: (code: string) => `"${code}" is not one of the site's languages.`,
  hasContent: (name: string, lost: string) =>
    `Content is written in ${name} (${lost}): removing the language would lose it. Delete those translations first.`,
  records: (resource: string, count: number) => `${count} ${resource} ${count === 1 ? 'record' : 'records'}`,
  missingInDefault: 'The default language is never missing: choose another language.',
  createInDefault: 'A record is created in the default language; its translations are added to it afterwards.',
  defaultHasTranslations:
    'The default language cannot change while content is translated: each record’s own text is in the default language.',
} as const;

/**
 * A tag's canonical spelling (`EN-us` → `en-US`), or undefined when it is no BCP 47 language tag.
 * Intl knows the grammar on the server and in the browser alike.
 */
function canonicalLocale(code: string): string | undefined {
  if (code.length === 0 || code.length > LOCALE_CODE_MAX) return undefined;
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}

/** The scripts written right to left that a language tag may resolve to (Unicode's likely subtags). */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr', 'Mend', 'Yezi']);

/**
 * The direction a language is written in, from its script: the tag's own (`az-Arab`), else the
 * one its language is most likely written in (`ar` → Arab, `ur` → Arab, `he` → Hebr, `ku` → Latn).
 */
export function localeDirection(code: string): TextDirection {
  try {
    const script = new Intl.Locale(code).maximize().script;
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * A language's name in English, the back office's language (decision 092): 'French' for `fr`,
 * 'Brazilian Portuguese' for `pt-BR`, from Intl's data; the tag itself where Intl has no name.
 */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The back office's words for translating (ours, decision 092); it speaks English whatever the site's languages. */
export const TranslationTexts = {
  switcher: 'Language',
  isDefault: (name: string) => `${name} (default)`,
  sharedNote: (defaultName: string) =>
    `Images, dates, categories, order and status are shared by every language: change them in ${defaultName}.`,
  emptyNote: (defaultName: string) => `A text left empty shows the ${defaultName} text to visitors.`,
  fieldIn: (label: string, language: string) => `${label} (${language})`,
  untranslated: 'Not translated',
  emptyOriginal: '(empty)',
  loadFailed: 'The texts in this language could not be loaded.',
  column: 'Languages',
  written: (name: string) => `${name}: written`,
  missing: (name: string) => `${name}: missing`,
  filter: 'Translations',
  anyTranslation: 'All records',
  missingIn: (name: string) => `Missing in ${name}`,
  historyLanguage: 'Language',
  allLanguages: 'All languages',
  /** Decision 096: a learn item's slug in the language, beside the default language's. */
  address: 'Address',
  addressHint: (defaultName: string, path: string) => `Left empty: the ${defaultName} slug, at ${path}.`,
  addressLoadFailed: 'The address in this language could not be loaded.',
} as const;

/** How the audit log and History name a language's edit of a record: 'Water rights (French)'. */
export const inLanguage = (title: string, code: string) => `${title} (${languageName(code)})`;

const localeSchema = z.object({
  code: z.string(),
  name: z.string(),
  dir: z.enum(textDirections),
});
export type Locale = z.infer<typeof localeSchema>;

export const localeSettingsSchema = z.object({
  defaultLocale: z.string(),
  locales: z.array(localeSchema),
});
export type LocaleSettings = z.infer<typeof localeSettingsSchema>;

const codeRule = z
  .string()
  .trim()
  .transform((code, ctx) => {
    const canonical = canonicalLocale(code);
    if (!canonical) {
      ctx.addIssue({ code: 'custom', message: LocaleTexts.codeInvalid });
      return z.NEVER;
    }
    return canonical;
  });

/** PUT /api/locales/: the whole list, in the order the switcher shows it; `dir` derived when left out. */
export const localeSettingsBodySchema = z
  .object({
    defaultLocale: codeRule,
    locales: z
      .array(
        z.object({
          code: codeRule,
          name: z.string().trim().min(1, LocaleTexts.nameRequired).max(100, LocaleTexts.tooLong(100)),
          dir: z.enum(textDirections).optional(),
        }),
      )
      .min(1, LocaleTexts.atLeastOne)
      .max(LOCALES_MAX, LocaleTexts.tooMany),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.locales.forEach((locale, i) => {
      if (seen.has(locale.code))
        ctx.addIssue({ code: 'custom', path: ['locales', i, 'code'], message: LocaleTexts.codeRepeated });
      seen.add(locale.code);
    });
    if (!seen.has(body.defaultLocale))
      ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: LocaleTexts.defaultNotListed });
  });
export type LocaleSettingsBody = z.input<typeof localeSettingsBodySchema>;
/** The body once checked: codes canonical, names trimmed. */
export type LocaleSettingsInput = z.output<typeof localeSettingsBodySchema>;

/**
 * `?locale=xx` on the reads and writes of a resource with per-language fields; absent, the
 * default language. Its spelling is the site's own (`pt-BR`); any letter case is taken.
 */
export const localeQueryShape = {
  locale: z.string().max(LOCALE_CODE_MAX).optional(),
};

/**
 * `?missing=xx` on the lists and counts of a resource with per-language fields: the records with
 * text in the default language that language lacks, in any of their per-language fields.
 */
export const missingQueryShape = {
  missing: z.string().max(LOCALE_CODE_MAX).optional(),
};

/**
 * What a record of a resource with per-language fields says of its languages: those it has text
 * in (the default one always), and, read in another language, the fields that language lacks,
 * answered in the default language instead.
 */
export const localeRecordShape = {
  locales: z.array(z.string()).optional(),
  untranslated: z.array(z.string()).optional(),
};
