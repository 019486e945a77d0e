import type { Locale } from '@atrium/contract/locales';
import type { Db } from '../../db/database.ts';

/** The site's languages and what each holds (decision 081). SQL only here. */
export function createLocalesRepository(db: Db) {
  return {
    async list(): Promise<Array<Locale & { isDefault: boolean }>> {
      const rows = await db.selectFrom('site_locales').selectAll().orderBy('position').execute();
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        dir: row.dir === 'rtl' ? 'rtl' : 'ltr',
        isDefault: row.is_default === 1,
      }));
    },

    /** The default language, read in the caller's transaction (the search index's rows, decision 091). */
    async defaultLocale(): Promise<{ defaultLocale: string }> {
      const row = await db
        .selectFrom('site_locales')
        .select('code')
        .orderBy('is_default', 'desc')
        .orderBy('position')
        .executeTakeFirst();
      return { defaultLocale: row?.code ?? 'en' };
    },

    /** How many records of each resource have text in each of `locales`. */
    async holdings(locales: readonly string[]): Promise<Array<{ locale: string; resource: string; records: number }>> {
      if (!locales.length) return [];
      const rows = await db
        .selectFrom('translations')
        .select(['locale', 'resource'])
        .select((eb) => eb.fn.count<number | string>('record_id').distinct().as('records'))
        .where('locale', 'in', locales)
        .groupBy(['locale', 'resource'])
        .orderBy('locale')
        .orderBy('resource')
        .execute();
      return rows.map((row) => ({ locale: row.locale, resource: row.resource, records: Number(row.records) }));
    },

    async anyTranslation(): Promise<boolean> {
      return (await db.selectFrom('translations').select('record_id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** Puts the whole list in one transaction, in its order. */
    async replace(locales: readonly Locale[], defaultLocale: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('site_locales').execute();
        await trx
          .insertInto('site_locales')
          .values(
            locales.map((locale, position) => ({
              code: locale.code,
              name: locale.name,
              dir: locale.dir,
              position,
              is_default: locale.code === defaultLocale ? 1 : 0,
            })),
          )
          .execute();
      });
    },
  };
}
