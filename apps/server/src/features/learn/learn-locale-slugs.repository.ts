import { LearnKeys, type LearnType, LearnTypes } from '@atrium/contract/learn';
import type { Db } from '../../db/database.ts';

/** The field under which a learn item's slug in another language is kept in `translations` (decision 090). */
export const LOCALE_SLUG_FIELD = 'slug';

/** The key of `everySlug`'s answer. */
export const slugKey = (type: LearnType, id: number) => `${type}:${id}`;

const typeOfKey = new Map<string, LearnType>(LearnTypes.map((type) => [LearnKeys[type], type]));

/**
 * Learn items' slugs in the languages other than the default (decision 090): rows of decision
 * 081's `translations` table, field `slug`, one per item and language. The default language's
 * slug stays the item's column and `learn_slugs` (with its old slugs, decision 032).
 */
export function createLearnLocaleSlugsRepository(db: Db) {
  return {
    /** The item whose slug in `locale` is `slug`, of any learn type. */
    async ownerOf(locale: string, slug: string): Promise<{ type: LearnType; id: number } | undefined> {
      const row = await db
        .selectFrom('translations')
        .select(['resource', 'record_id'])
        .where('resource', 'in', Object.values(LearnKeys))
        .where('locale', '=', locale)
        .where('field', '=', LOCALE_SLUG_FIELD)
        .where('value', '=', slug)
        .executeTakeFirst();
      const type = row && typeOfKey.get(row.resource);
      return type ? { type, id: Number(row.record_id) } : undefined;
    },

    /**
     * Every learn item's slugs in the other languages (the sitemap's addresses, decision 096),
     * by type and id, then language: one read of the rows there are, whatever the items listed.
     */
    async everySlug(): Promise<Map<string, Record<string, string>>> {
      const rows = await db
        .selectFrom('translations')
        .select(['resource', 'record_id', 'locale', 'value'])
        .where('resource', 'in', Object.values(LearnKeys))
        .where('field', '=', LOCALE_SLUG_FIELD)
        .execute();
      const out = new Map<string, Record<string, string>>();
      for (const row of rows) {
        const key = slugKey(typeOfKey.get(row.resource)!, Number(row.record_id));
        out.set(key, { ...out.get(key), [row.locale]: row.value });
      }
      return out;
    },

    /** One item's slugs in the other languages, by language. */
    async slugsOf(type: LearnType, id: number): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('translations')
        .select(['locale', 'value'])
        .where('resource', '=', LearnKeys[type])
        .where('record_id', '=', id)
        .where('field', '=', LOCALE_SLUG_FIELD)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.locale, row.value]));
    },
  };
}
