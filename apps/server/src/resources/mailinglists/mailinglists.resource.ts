import { mailingListSortKeys, submissionSearchParts } from '@atrium/contract/submissions';
import type { Generated } from 'kysely';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { mailingListEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/**
 * The mailing list (double opt-in): status 0 waits for its confirmation link, 1 is subscribed,
 * 2 unsubscribed (the address erased; the row keeps only what makes the unsubscribe link answer
 * the same again). Signup, confirmation and unsubscribe live in features/submissions.
 */
export type MailingListEntriesTable = ContentColumns & {
  email: string;
  email_key: string | null;
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  confirmed_address: string | null;
  unsubscribe_token: string;
  unsubscribed_at: string | null;
  consent_at: string;
  consent_address: string;
  consent_text: string;
  /** Permanent (5xx) failures of newsletter mails since the last one delivered (decision 053). */
  bounce_count: Generated<number>;
  /** When it reached NEWSLETTER_BOUNCE_LIMIT: no newsletter is sent to it any more. */
  bouncing_at: string | null;
  last_bounce: string | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    mailing_list_entries: MailingListEntriesTable;
  }
}

/** The admin's inbox of signups: list, count, view and delete (for real). Visitors post through the public route. */
export const mailingLists = defineResource({
  api: mailingListEndpoints,
  table: 'mailing_list_entries',
  columns: {},
  sorts: sortsFor(mailingListSortKeys),
  searchText: (row) => submissionSearchParts.mailingList({ email: row.email ?? '' }),
  toWire: (row) => ({
    ...baseWire(row),
    email: row.email,
    confirmed_at: row.confirmed_at,
    bouncing: row.bouncing_at !== null && row.bouncing_at !== undefined,
    consent: { at: row.consent_at, address: row.consent_address, text: row.consent_text },
  }),
});
