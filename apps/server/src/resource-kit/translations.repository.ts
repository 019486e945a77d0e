import type { Db } from '../db/database.ts';

/**
 * The text of a record in a language other than the default (decision 081): one row per record,
 * language and field (its wire name); the default language's text is the record's own columns.
 */
export function createTranslationsRepository(db: Db, resource: string) {
  return {
    /** The languages other than the default each of these records has text in. */
    async localesOf(ids: readonly number[]): Promise<Map<number, string[]>> {
      const found = new Map<number, string[]>();
      if (!ids.length) return found;
      const rows = await db
        .selectFrom('translations')
        .select(['record_id', 'locale'])
        .distinct()
        .where('resource', '=', resource)
        .where('record_id', 'in', ids)
        .execute();
      for (const row of rows) found.set(row.record_id, [...(found.get(row.record_id) ?? []), row.locale]);
      return found;
    },

    /** These records' text in one language, by record and field. */
    async valuesOf(ids: readonly number[], locale: string): Promise<Map<number, Map<string, string>>> {
      const found = new Map<number, Map<string, string>>();
      if (!ids.length) return found;
      const rows = await db
        .selectFrom('translations')
        .select(['record_id', 'field', 'value'])
        .where('resource', '=', resource)
        .where('record_id', 'in', ids)
        .where('locale', '=', locale)
        .execute();
      for (const row of rows) {
        const fields = found.get(row.record_id) ?? new Map<string, string>();
        fields.set(row.field, row.value);
        found.set(row.record_id, fields);
      }
      return found;
    },

    /** These records' text in every language they have, by record, language and field (the search index, decision 091). */
    async allValuesOf(ids: readonly number[]): Promise<Map<number, Map<string, Map<string, string>>>> {
      const found = new Map<number, Map<string, Map<string, string>>>();
      if (!ids.length) return found;
      const rows = await db
        .selectFrom('translations')
        .select(['record_id', 'locale', 'field', 'value'])
        .where('resource', '=', resource)
        .where('record_id', 'in', ids)
        .orderBy('locale')
        .execute();
      for (const row of rows) {
        const locales = found.get(row.record_id) ?? new Map<string, Map<string, string>>();
        const fields = locales.get(row.locale) ?? new Map<string, string>();
        fields.set(row.field, row.value);
        locales.set(row.locale, fields);
        found.set(row.record_id, locales);
      }
      return found;
    },

    /** Writes one record's text in one language: a value replaces the stored one, null removes it. */
    async put(trx: Db, id: number, locale: string, values: Record<string, string | null>): Promise<void> {
      for (const [field, value] of Object.entries(values)) {
        const key = { resource, record_id: id, locale, field };
        if (value === null) {
          await trx
            .deleteFrom('translations')
            .where('resource', '=', resource)
            .where('record_id', '=', id)
            .where('locale', '=', locale)
            .where('field', '=', field)
            .execute();
        } else {
          await trx
            .insertInto('translations')
            .values({ ...key, value })
            .onConflict((oc) => oc.columns(['resource', 'record_id', 'locale', 'field']).doUpdateSet({ value }))
            .execute();
        }
      }
    },

    /** A record deleted for good takes its translations with it. */
    async forget(trx: Db, ids: readonly number[]): Promise<void> {
      if (ids.length)
        await trx.deleteFrom('translations').where('resource', '=', resource).where('record_id', 'in', ids).execute();
    },
  };
}
