import { contactMessageSortKeys, formatPhone, submissionSearchParts } from '@atrium/contract/submissions';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { contactMessagesEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** Messages from the public contact form; position is the arrival order (the spec sorts by it). */
export type ContactMessagesTable = ContentColumns & {
  name: string;
  email: string;
  phone: string;
  organization: string;
  industry_id: number | null;
  purpose: string;
  message: string;
  /** When an administrator first viewed it (read-state.routes.ts); null while new. */
  read_at: string | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    contact_messages: ContactMessagesTable;
  }
}

/** The admin's inbox: list, count, view and delete (for real). Visitors post through the public route. */
export const contactUs = defineResource({
  api: contactMessagesEndpoints,
  table: 'contact_messages',
  columns: {},
  sorts: sortsFor(contactMessageSortKeys),
  searchText: (row) =>
    submissionSearchParts.contact({
      name: row.name ?? '',
      email: row.email ?? '',
      organization: row.organization ?? '',
      purpose: row.purpose ?? '',
      message: row.message ?? '',
      phone: row.phone ?? '',
    }),
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
  toWire: (row) => ({
    ...baseWire(row),
    name: row.name,
    email: row.email,
    phone: formatPhone(row.phone),
    organization: row.organization,
    industries: row.industry_id,
    industriesName: row.industriesName,
    purpose: row.purpose,
    message: row.message,
    read_at: row.read_at,
  }),
});
