import { mailingListEndpoints } from '@atrium/contract/endpoints/resources';
import { Badge, Group } from '@mantine/core';
import {
  bouncingLabel,
  InboxTexts,
  MailingListFilterTexts,
  MailingListStatus,
  MailingListStatusLabels,
  MailingListTexts,
  type MailingListEntry,
} from '@atrium/contract/submissions';
import { readOnlyList, receivedColumn, titleColumn } from '~/admin-kit/columns';
import { createResourceApi, type WriteBody } from '~/admin-kit/resource-api';
import { StatusBadge } from '~/admin-kit/status-controls';
import { defaultStatusLabels, type ResourceDefinition } from '~/admin-kit/types';

type Row = MailingListEntry & { position: number };

/** Requirements 3 §7: newest first. */
export const mailingListApi = createResourceApi(mailingListEndpoints, { sortBy: '-created_at' });

/**
 * Double opt-in (decision 012): an address counts as subscribed once its owner confirmed it; an
 * unsubscribed one stays listed, marked so (decision 086).
 */
export function subscriptionLabel(row: Pick<Row, 'status'>): string {
  return MailingListStatusLabels[row.status];
}

const statuses = [MailingListStatus.Confirmed, MailingListStatus.Pending, MailingListStatus.Unsubscribed];

/** The mailing list (requirements 3 §2): search, delete and bulk delete; nothing to add, edit or view. */
export const mailingListDefinition: ResourceDefinition<Row, WriteBody<typeof mailingListEndpoints>> = {
  api: mailingListApi,
  texts: MailingListTexts,
  title: 'Mailing Lists',
  description:
    'Addresses signed up from the footer of the site. An address is subscribed once its owner opens the confirmation link, and stays listed when it unsubscribes; the export holds subscribed addresses only.',
  rowLabel: (row) => row.email || MailingListFilterTexts.erased,
  visitorLanguage: (row) => row.locale,
  ...readOnlyList,
  listFilter: {
    param: 'subscription',
    label: MailingListFilterTexts.label,
    options: [
      { value: '', label: MailingListFilterTexts.all },
      ...statuses.map((status) => ({ value: String(status), label: MailingListStatusLabels[status] })),
    ],
  },
  columns: [
    titleColumn({
      header: 'Email',
      title: (row) => row.email || MailingListFilterTexts.erased,
      width: 'minmax(0, 2fr)',
    }),
    {
      header: 'Status',
      width: 'max-content',
      role: 'meta',
      // The kit's status badge (a dot and dark text), with the list's own two words.
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <StatusBadge
            status={row.status}
            labels={{ ...defaultStatusLabels, published: subscriptionLabel(row), unpublished: subscriptionLabel(row) }}
          />
          {row.bouncing ? (
            <Badge color="red" variant="light" radius="sm" tt="none" size="md">
              {bouncingLabel}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    receivedColumn('Signed up'),
  ],
};

export const mailingListExport = {
  path: '/mailinglists/export.csv',
  label: InboxTexts.exportCsv,
  failed: InboxTexts.exportFailed,
};
