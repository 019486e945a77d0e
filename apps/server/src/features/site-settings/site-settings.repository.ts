import type { ColumnsOf, DefaultedColumnsOf } from '@atrium/contract/fields';
import type { siteSettingsFields } from '@atrium/contract/site-settings';
import type { Db } from '../../db/database.ts';

/**
 * The one row of the organisation's settings (decision 048), as its field descriptors give it
 * (decision 074), with who changed it last. The social links' column holds their JSON. The name,
 * email and postal address are not in it: they are the contact details' row's (decision 085).
 */
export type SiteSettingsTable = { id: number; updated_at: string | null; updated_by: number | null } & Omit<
  ColumnsOf<typeof siteSettingsFields.fields>,
  'social_links' | OrganisationColumn
> &
  DefaultedColumnsOf<typeof siteSettingsFields.fields> & { social_links: string };

/** The columns of the contact details' row the settings read and write (decision 085). */
const organisationColumns = ['company', 'email', 'address'] as const;
type OrganisationColumn = (typeof organisationColumns)[number];
type Organisation = Record<OrganisationColumn, string>;

declare module '../../db/schema.ts' {
  interface Database {
    site_settings: SiteSettingsTable;
  }
}

/**
 * The settings as read: their own row (absent until the first save) and the organisation's
 * details from the contact details' row, where the contact page reads them too.
 */
export type SiteSettingsRow = {
  settings: (SiteSettingsTable & { updated_by_name: string | null }) | undefined;
  organisation: Organisation | undefined;
};

export function createSiteSettingsRepository(db: Db) {
  /** The contact details' one row (the first, as the contact page reads it). */
  const contactRow = (trx: Db) =>
    trx
      .selectFrom('contact_us_details')
      .select(['id', 'title', ...organisationColumns])
      .orderBy('id')
      .executeTakeFirst();

  /** The settings' row, upserted; with `expected`, only while it is at one of those versions. */
  async function writeSettings(
    trx: Db,
    values: Omit<SiteSettingsTable, 'id'>,
    expected: string[] | undefined,
  ): Promise<boolean> {
    if (!expected) {
      await trx
        .insertInto('site_settings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      return true;
    }
    const stamps = expected.filter(Boolean);
    const never = expected.includes('');
    if (!stamps.length && !never) return false;
    const updated = await trx
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
    const inserted = await trx
      .insertInto('site_settings')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  return {
    async get(): Promise<SiteSettingsRow> {
      const [row, contact] = await Promise.all([
        db
          .selectFrom('site_settings')
          .leftJoin('users', 'users.id', 'site_settings.updated_by')
          .selectAll('site_settings')
          .select(['users.first_name', 'users.last_name', 'users.email'])
          .where('site_settings.id', '=', 1)
          .executeTakeFirst(),
        contactRow(db),
      ]);
      const organisation = contact && { company: contact.company, email: contact.email, address: contact.address };
      if (!row) return { settings: undefined, organisation };
      const { first_name, last_name, email, ...settings } = row;
      const name = `${first_name ?? ''} ${last_name ?? ''}`.trim() || email || null;
      return { settings: { ...settings, updated_by_name: settings.updated_by === null ? null : name }, organisation };
    },

    /**
     * Writes the whole row (made on the first save) and the organisation's details on the contact
     * details' row, in one transaction; `searchText` gives that row's search text from its title and company.
     * With `expected`, only if the settings' row is still at one of those versions ('' for never
     * saved): the check and the write are one statement (decision 083), and a stale one writes
     * neither row (nor what goes `alongside`). False when it was not written.
     */
    async put(
      values: Omit<SiteSettingsTable, 'id'>,
      organisation: Organisation,
      searchText: (title: string, company: string) => string,
      expected?: string[],
      /** What is written with them in the same transaction (a language's texts, decision 092). */
      alongside?: (trx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await writeSettings(trx, values, expected))) return false;
        await alongside?.(trx);
        const contact = await contactRow(trx);
        if (!contact) {
          // The migration made the row; should it be gone, the details are kept on a new, unpublished one.
          const at = values.updated_at ?? new Date(0).toISOString();
          const blank = {
            title: '',
            description: '',
            phone: '',
            status: 0 as const,
            position: 0,
            created_at: at,
            updated_at: at,
          };
          await trx
            .insertInto('contact_us_details')
            .values({ ...blank, ...organisation, search_text: searchText('', organisation.company) })
            .execute();
          return true;
        }
        await trx
          .updateTable('contact_us_details')
          .set({
            ...organisation,
            search_text: searchText(contact.title, organisation.company),
            ...(values.updated_at ? { updated_at: values.updated_at } : {}),
          })
          .where('id', '=', contact.id)
          .execute();
        return true;
      });
    },
  };
}
