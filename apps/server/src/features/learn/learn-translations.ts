import { learnFields, LearnKeys, type LearnType, LearnTypes } from '@atrium/contract/learn';
import type { Db } from '../../db/database.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';
import { LOCALE_SLUG_FIELD } from './learn-locale-slugs.repository.ts';

/** The wire names of each learn type's per-language fields, as the contract declares them (decision 074). */
const localizedFields = Object.fromEntries(
  LearnTypes.map((type) => [
    type,
    Object.entries(learnFields[type].fields as Record<string, { localized: boolean }>)
      .filter(([, field]) => field.localized)
      .map(([wire]) => wire),
  ]),
) as Record<LearnType, string[]>;

/**
 * Decision 090: the public learn reads in the public site's page language. The default language
 * (no `?locale=`, or the default's own tag) asks nothing more of the database; another one lays
 * its translations (decision 081's table) over the records and names the texts it lacks in
 * `untranslated`, which the page marks with the default language's `lang`.
 */
export function createLearnTranslations(db: Db, locales?: LocalesService) {
  const repositories = new Map(LearnTypes.map((type) => [type, createTranslationsRepository(db, LearnKeys[type])]));

  return {
    /** The language to read in, when it is not the default; a tag the site does not have is a 400. */
    /** Whether the site has more than one language: only then do items name their slug in each. */
    async isMultilingual(): Promise<boolean> {
      return locales !== undefined && (await locales.settings()).locales.length > 1;
    },

    async other(locale: string | undefined): Promise<string | undefined> {
      if (locale === undefined || locale === '' || !locales) return undefined;
      const resolved = await locales.resolve(locale);
      return resolved.isDefault ? undefined : resolved.locale;
    },

    /**
     * Records of one type (the wire's fields at the top, or under `data` for a feed's cards) in
     * `locale`; an item's slug in it, where it has one, is its `slug` there (a link to it stays
     * in the language).
     */
    async overlay<R extends { id: number }>(type: LearnType, records: R[], locale: string): Promise<R[]> {
      const values = await repositories.get(type)!.valuesOf(
        records.map((record) => record.id),
        locale,
      );
      return records.map((record) => {
        const own = values.get(record.id);
        const out: Record<string, unknown> = { ...record };
        const untranslated: string[] = [];
        for (const wire of localizedFields[type]) {
          if (!(wire in record)) continue;
          const value = own?.get(wire);
          if (value !== undefined) out[wire] = value;
          else untranslated.push(wire);
        }
        const slug = own?.get(LOCALE_SLUG_FIELD);
        if (slug !== undefined && 'slug' in record) out.slug = slug;
        out.untranslated = untranslated;
        return out as R;
      });
    },
  };
}
