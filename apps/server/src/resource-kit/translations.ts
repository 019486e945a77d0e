import { LocaleTexts } from '@atrium/contract/locales';
import type { Db } from '../db/database.ts';
import { ValidationError } from '../errors.ts';
import type { LocalesService } from '../foundations/locales/locales.service.ts';
import { sanitizeRichText } from '../foundations/rich-text/sanitize.ts';
import { stripMarkup } from '@atrium/contract/text';
import type { FieldShape } from '@atrium/contract/fields';
import { createTranslationsRepository } from './translations.repository.ts';

/** The language a call reads or writes, as the kit resolved it: the default one keeps every column. */
export type CallLocale = { locale: string; isDefault: boolean; defaultLocale: string; several: boolean };

/**
 * What holds per-language texts: a list resource (its key and declared fields), or the site
 * settings' one row (decision 092), under a key of their own in `translations`.
 */
type Translated = { key: string; declared: FieldShape };

/**
 * What the kit does with the fields a resource declares `localized` (decision 081), generically:
 * the default language's text stays in the record's columns (its reads are the queries they were);
 * another language's is kept per field in `translations`, laid over the record when read in that
 * language, the fields it lacks answered in the default language and named in `untranslated`.
 * Every record says which languages it has (`locales`). A resource without such a field has no
 * translator; a service made without the site's languages (a script, the trash's purge) reads and
 * writes the default language alone, and still forgets the translations of what it deletes.
 */
export function createTranslator(db: Db, definition: Translated, locales: LocalesService | undefined) {
  const { declared } = definition;
  const fields = Object.entries(declared)
    .filter(([, field]) => field.localized)
    .map(([wire, field]) => ({ wire, column: field.column, richText: field.richText }));
  if (!fields.length) return undefined;
  const repository = createTranslationsRepository(db, definition.key);

  async function resolve(locale: string | undefined): Promise<CallLocale | undefined> {
    if (!locales) {
      if (locale) throw new ValidationError({ locale: LocaleTexts.unknownLocale(locale) });
      return undefined;
    }
    const resolved = await locales.resolve(locale);
    return {
      locale: resolved.locale,
      isDefault: resolved.isDefault,
      defaultLocale: resolved.settings.defaultLocale,
      several: resolved.settings.locales.length > 1,
    };
  }

  /** A record's text in one language, every per-language field named (null where it has none). */
  async function textOf(trx: Db, id: number, locale: string): Promise<Record<string, string | null>> {
    const own = (await createTranslationsRepository(trx, definition.key).valuesOf([id], locale)).get(id);
    return Object.fromEntries(fields.map(({ wire }) => [wire, own?.get(wire) ?? null]));
  }

  return {
    resolve,
    textOf,

    /**
     * The list filter of the records `missing` lacks text in (decision 081): a language of the
     * site other than the default one, else a 400.
     */
    async missingIn(missing: string | undefined) {
      if (missing === undefined || missing === '') return undefined;
      let call: CallLocale | undefined;
      try {
        call = await resolve(missing);
      } catch (error) {
        if (error instanceof ValidationError)
          throw new ValidationError({ missing: LocaleTexts.unknownLocale(missing) });
        throw error;
      }
      if (!call || call.isDefault) throw new ValidationError({ missing: LocaleTexts.missingInDefault });
      const columns = fields.flatMap(({ wire, column }) => (column ? [{ wire, column }] : []));
      return { resource: definition.key, locale: call.locale, fields: columns };
    },

    /**
     * Records as read in `call`'s language. A site with one language asks nothing more of the
     * database: its records have the default language alone.
     */
    async localize<R extends { id: number }>(records: R[], call: CallLocale): Promise<R[]> {
      if (!call.several) return records.map((record) => ({ ...record, locales: [call.defaultLocale] }));
      const ids = records.map((record) => record.id);
      const [held, values] = await Promise.all([
        repository.localesOf(ids),
        call.isDefault ? undefined : repository.valuesOf(ids, call.locale),
      ]);
      return records.map((record) => {
        const out: Record<string, unknown> = {
          ...record,
          locales: [call.defaultLocale, ...(held.get(record.id) ?? [])],
        };
        if (!values) return out as R;
        const own = values.get(record.id);
        const untranslated: string[] = [];
        for (const { wire } of fields) {
          const value = own?.get(wire);
          if (value !== undefined) out[wire] = value;
          else if (wire in record) untranslated.push(wire);
        }
        out.untranslated = untranslated;
        return out as R;
      });
    },

    /**
     * Splits a write in another language: its per-language fields are that language's text (''
     * removes it, the default language's shows again), the rest is written as usual (shared by
     * every language: images, dates, order, status).
     */
    split(input: Record<string, unknown>): { own: Record<string, string | null>; shared: Record<string, unknown> } {
      const own: Record<string, string | null> = {};
      const shared: Record<string, unknown> = { ...input };
      for (const { wire, richText } of fields) {
        if (!(wire in input)) continue;
        const value = input[wire];
        delete shared[wire];
        const text = typeof value === 'string' ? (richText ? sanitizeRichText(value) : value) : '';
        // An editor emptied of its words still holds markup ('<p></p>'): that is no text either.
        own[wire] = (richText ? stripMarkup(text) : text).trim() === '' ? null : text;
      }
      return { own, shared };
    },

    put: (trx: Db, id: number, locale: string, values: Record<string, string | null>) =>
      repository.put(trx, id, locale, values),

    forget: (trx: Db, ids: readonly number[]) => repository.forget(trx, ids),
  };
}

/** A record is created in the default language: its translations are added to it afterwards. */
export function refuseCreateIn(call: CallLocale | undefined): void {
  if (call && !call.isDefault) throw new ValidationError({ locale: LocaleTexts.createInDefault });
}
