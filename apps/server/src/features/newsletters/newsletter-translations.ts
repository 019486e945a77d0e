import type { Db } from '../../db/database.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';
import type { NewsletterRow } from './newsletters.tables.ts';

/** What a newsletter says that a language may have its own of (decision 091); the rest is shared. */
export const NEWSLETTER_TEXTS = ['subject', 'preheader', 'intro'] as const;

/** The newsletters' key in `translations` (decision 081's table). */
const NEWSLETTER_RESOURCE = 'newsletters';

/**
 * A newsletter's texts in each language (decision 091): its rows as a reader of a language sees
 * them, for the newsletters' service and for the archive's feed in that language (decision 105).
 */
export function createNewsletterTranslations(db: Db) {
  const translations = createTranslationsRepository(db, NEWSLETTER_RESOURCE);
  return {
    translations,

    /**
     * Rows with their texts in `locale` where written in it, and the texts each lacks (answered in
     * the default language's): one read for all of them.
     */
    async rowsIn(
      rows: NewsletterRow[],
      locale: string,
    ): Promise<Array<{ row: NewsletterRow; untranslated: string[] }>> {
      const values = await translations.valuesOf(
        rows.map((row) => Number(row.id)),
        locale,
      );
      return rows.map((row) => {
        const own = values.get(Number(row.id));
        const out = { ...row };
        const untranslated: string[] = [];
        for (const field of NEWSLETTER_TEXTS) {
          const value = own?.get(field);
          if (value !== undefined) out[field] = value;
          else untranslated.push(field);
        }
        return { row: out, untranslated };
      });
    },
  };
}
