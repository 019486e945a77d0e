import { contactMessageFields, contactMessageSortKeys, formatPhone } from '@atrium/contract/submissions';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { contactMessagesEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/**
 * Messages from the public contact form, as their field descriptors give them (decision 074);
 * position is the arrival order (the spec sorts by it).
 */
type ContactMessagesTable = TableOf<typeof contactMessageFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    contact_messages: ContactMessagesTable;
  }
}

/** The admin's inbox: list, count, view and delete (for real). Visitors post through the public route. */
export const contactUs = defineResource({
  api: contactMessagesEndpoints,
  table: 'contact_messages',
  sorts: sortsFor(contactMessageSortKeys),
  async expand(rows, ctx) {
    const industries = await ctx.lookup(
      'industries',
      rows.map((row) => row.industry_id),
    );
    return rows.map((row) => ({
      ...row,
      industriesName: row.industry_id === null ? null : (industries.get(row.industry_id)?.name ?? null),
    }));
  },
  // The declared fields as they are, the phone shown 3-3-4, and the industry's name from `expand`.
  toWire: (row) => ({
    ...wireOf(contactMessageFields.fields, row),
    phone: formatPhone(row.phone),
    industriesName: row.industriesName,
    // The visitor's language (decision 095).
    locale: row.locale,
  }),
});
