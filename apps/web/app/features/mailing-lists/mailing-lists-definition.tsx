import { InboxTexts, MailingListStatus, MailingListTexts, type MailingListEntry } from '@atrium/contract/submissions';
import { Badge } from '@mantine/core';
import { titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { formatDateTime } from '~/lib/dates';

type Row = MailingListEntry & { position: number };

/** Spec 3 §7: newest first. */
export const mailingListApi = createResourceApi<Row>('mailinglists', { sortBy: '-created_at' });

/** Double opt-in (decision 012): an address counts as subscribed once its owner confirmed it. */
export function subscriptionLabel(row: Pick<Row, 'status'>): string {
  return row.status === MailingListStatus.Confirmed ? 'Subscribed' : 'Awaiting confirmation';
}

/** The mailing list (spec 3 §2): search, delete and bulk delete; nothing to add, edit or view. */
export const mailingListDefinition: ResourceDefinition<Row> = {
  api: mailingListApi,
  texts: MailingListTexts,
  title: 'Mailing Lists',
  description:
    'Addresses signed up from the footer of the site. An address is subscribed once its owner opens the confirmation link; the export holds subscribed addresses only.',
  rowLabel: (row) => row.email,
  canAdd: false,
  canEdit: false,
  canReorder: false,
  hasStatus: false,
  columns: [
    titleColumn({ header: 'Email', title: (row) => row.email, width: 'minmax(0, 2fr)' }),
    {
      header: 'Status',
      width: '190px',
      role: 'meta',
      render: (row) => (
        <Badge
          variant="light"
          color={row.status === MailingListStatus.Confirmed ? 'teal' : 'gray'}
          // Mantine's light badge text is too pale on its tint for WCAG AA.
          c={row.status === MailingListStatus.Confirmed ? 'teal.9' : 'gray.8'}
          tt="none"
          fw={600}
          size="md"
        >
          {subscriptionLabel(row)}
        </Badge>
      ),
    },
    { header: 'Signed up', width: '190px', role: 'meta', render: (row) => formatDateTime(row.created_at) },
  ],
};

export const mailingListExport = {
  path: '/mailinglists/export.csv',
  label: InboxTexts.exportCsv,
  failed: InboxTexts.exportFailed,
};
