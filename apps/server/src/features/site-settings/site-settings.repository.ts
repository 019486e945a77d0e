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
  /** The contact details' row's last save: part of the settings' version (decision 088). */
  organisationSavedAt: string | undefined;
  /** The contact details' row (`authorOf` tells who saved it last). */
  organisationId: number | undefined;
};

/**
 * The versions a conditional write expects each row at (decision 088): the settings' row's
 * `updated_at` ('' while it was never saved) and the contact details' row's ('' while there is none).
 */
export type RowVersions = { settings: string; organisation: string };

/** A write found a row at another version: the transaction rolls back (the settings' row too). */
class Refused extends Error {}

export function createSiteSettingsRepository(db: Db) {
  /**
   * Who saved the contact details' row at `at`: the author of the revision its screen kept then
   * (decision 083 stamps a save's revision with the version it makes); null when none was kept.
   */
  async function authorOf(id: number, at: string): Promise<{ id: number; name: string } | null> {
    const found = await db
      .selectFrom('revisions')
      .innerJoin('users', 'users.id', 'revisions.user_id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'users.email'])
      .where('revisions.resource', '=', 'contact-us-details')
      .where('revisions.record_id', '=', id)
      .where('revisions.created_at', '=', at)
      .orderBy('revisions.id', 'desc')
      .executeTakeFirst();
    if (!found) return null;
    return { id: found.id, name: `${found.first_name ?? ''} ${found.last_name ?? ''}`.trim() || found.email };
  }

  /** The contact details' one row (the first, as the contact page reads it). */
  const contactRow = (trx: Db) =>
    trx
      .selectFrom('contact_us_details')
      .select(['id', 'title', 'updated_at', ...organisationColumns])
      .orderBy('id')
      .executeTakeFirst();

  /** The settings' row, upserted; with `expected`, only while it is at that version ('' for never saved). */
  async function writeSettings(
    trx: Db,
    values: Omit<SiteSettingsTable, 'id'>,
    expected: string | undefined,
  ): Promise<boolean> {
    if (expected === undefined) {
      await trx
        .insertInto('site_settings')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      return true;
    }
    const never = expected === '';
    const updated = await trx
      .updateTable('site_settings')
      .set(values)
      .where('id', '=', 1)
      .where((eb) => (never ? eb('updated_at', 'is', null) : eb('updated_at', '=', expected)))
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
    authorOf,

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
      const saved = { organisation, organisationSavedAt: contact?.updated_at, organisationId: contact?.id };
      if (!row) return { settings: undefined, ...saved };
      const { first_name, last_name, email, ...settings } = row;
      const name = `${first_name ?? ''} ${last_name ?? ''}`.trim() || email || null;
      return { settings: { ...settings, updated_by_name: settings.updated_by === null ? null : name }, ...saved };
    },

    /**
     * Writes the whole row (made on the first save) and the organisation's details on the contact
     * details' row, in one transaction; `searchText` gives that row's search text from its title and company.
     * With `expected`, only if both rows are still at those versions: each row's check is its own
     * write's statement (decisions 083, 088), and a stale one writes neither row (nor what goes
     * `alongside`). False when it was not written.
     */
    async put(
      values: Omit<SiteSettingsTable, 'id'>,
      organisation: Organisation,
      searchText: (title: string, company: string) => string,
      expected?: RowVersions,
      /** What is written with them in the same transaction (a language's texts, decision 092). */
      alongside?: (trx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db
        .transaction()
        .execute(async (trx) => {
          const refused = () => {
            throw new Refused();
          };
          if (!(await writeSettings(trx, values, expected?.settings))) return refused();
          await alongside?.(trx);
          const contact = await contactRow(trx);
          if (expected && (contact?.updated_at ?? '') !== expected.organisation) return refused();
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
          const written = await trx
            .updateTable('contact_us_details')
            .set({
              ...organisation,
              search_text: searchText(contact.title, organisation.company),
              ...(values.updated_at ? { updated_at: values.updated_at } : {}),
            })
            .where('id', '=', contact.id)
            .$if(expected !== undefined, (query) => query.where('updated_at', '=', contact.updated_at))
            .executeTakeFirst();
          if (Number(written.numUpdatedRows) === 0) return refused();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return false;
          throw error;
        });
    },
  };
}
