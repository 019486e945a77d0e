import { mailingListFields, mailingListSortKeys, type MailingListEntry } from '@atrium/contract/submissions';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { mailingListEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/**
 * The mailing list (double opt-in): status 0 waits for its confirmation link, 1 is subscribed,
 * 3 unsubscribed (decision 086: the address kept and listed, marked so; sent nothing). Signup, confirmation and unsubscribe live in features/submissions. The table is
 * its field descriptors' (decision 074).
 */
type MailingListEntriesTable = TableOf<typeof mailingListFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    mailing_list_entries: MailingListEntriesTable;
  }
}

/** The admin's inbox of signups: list, count, view and delete (for real). Visitors post through the public route. */
export const mailingLists = defineResource({
  api: mailingListEndpoints,
  table: 'mailing_list_entries',
  sorts: sortsFor(mailingListSortKeys),
  filters: { subscription: { column: 'status' } },
  // The declared fields as they are; the consent and the bounces from columns of their own.
  toWire: (row) => ({
    ...wireOf(mailingListFields.fields, row),
    // The kit types a status 0, 1 or 2; a mailing list's are 0, 1 and 3 (unsubscribed, decision 086).
    status: row.status as MailingListEntry['status'],
    bouncing: row.bouncing_at !== null && row.bouncing_at !== undefined,
    consent: { at: row.consent_at, address: row.consent_address, text: row.consent_text },
    // The language of the last signup (decision 095).
    locale: row.locale,
  }),
});
