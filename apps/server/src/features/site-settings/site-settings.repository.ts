import type { ColumnsOf, DefaultedColumnsOf } from '@atrium/contract/fields';
import type { siteSettingsFields } from '@atrium/contract/site-settings';
import type { Db } from '../../db/database.ts';

/**
 * The one row of the organisation's settings (decision 048), as its field descriptors give it
 * (decision 074), with who changed it last. The social links' column holds their JSON.
 */
export type SiteSettingsTable = { id: number; updated_at: string | null; updated_by: number | null } & Omit<
  ColumnsOf<typeof siteSettingsFields.fields>,
  'social_links'
> &
  DefaultedColumnsOf<typeof siteSettingsFields.fields> & { social_links: string };

declare module '../../db/schema.ts' {
  interface Database {
    site_settings: SiteSettingsTable;
  }
}

export type SiteSettingsRow = SiteSettingsTable & { updated_by_name: string | null };

export function createSiteSettingsRepository(db: Db) {
  return {
    async get(): Promise<SiteSettingsRow | undefined> {
      const row = await db
        .selectFrom('site_settings')
        .leftJoin('users', 'users.id', 'site_settings.updated_by')
        .selectAll('site_settings')
        .select(['users.first_name', 'users.last_name', 'users.email'])
        .where('site_settings.id', '=', 1)
        .executeTakeFirst();
      if (!row) return undefined;
      const { first_name, last_name, email, ...settings } = row;
      const name = `${first_name ?? ''} ${last_name ?? ''}`.trim() || email || null;
      return { ...settings, updated_by_name: settings.updated_by === null ? null : name };
    },

    /**
     * Writes the whole row only if it is still at one of the `expected` versions ('' for never
     * saved): the check and the write are one statement (decision 083). False when it was not.
     */
    async putIf(values: Omit<SiteSettingsTable, 'id'>, expected: string[]): Promise<boolean> {
      const stamps = expected.filter(Boolean);
      const never = expected.includes('');
      if (!stamps.length && !never) return false;
      const updated = await db
        .updateTable('site_settings')
        .set(values)
        .where('id', '=', 1)
        .where((eb) =>
          eb.or([
            ...(stamps.length ? [eb('updated_at', 'in', stamps)] : []),
            ...(never ? [eb('updated_at', 'is', null)] : []),
          ]),
        )
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return true;
      if (!never) return false;
      const inserted = await db
        .insertInto('site_settings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Writes the whole row (made on the first save). */
    async put(values: Omit<SiteSettingsTable, 'id'>): Promise<void> {
      await db
        .insertInto('site_settings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },
  };
}
