import { contactMessagesEndpoints } from '@atrium/contract/endpoints/resources';
import { ContactMessageTexts, InboxTexts, type ContactMessage } from '@atrium/contract/submissions';
import { excerptColumn, readOnlyList, receivedColumn, senderColumn } from '~/admin-kit/columns';
import { DetailFields, useVisitorLanguageField } from '~/admin-kit/detail-fields';
import { PhoneLink } from '~/admin-kit/phone-link';
import { createResourceApi, type WriteBody } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { formatDateTime } from '~/lib/dates';

type Row = ContactMessage & { position: number };

/** Requirements 3 §7 sorts by position, the arrival order; newest first, as an inbox reads. */
export const contactMessagesApi = createResourceApi(contactMessagesEndpoints, { sortBy: '-position' });

/** Every field of a message (requirements 3 §2: name, email, phone, organization, industries, purpose, message). */
export function ContactMessageDetail({ row }: { row: Row }) {
  const language = useVisitorLanguageField(row.locale);
  return (
    <DetailFields
      fields={[
        { label: 'Name', value: row.name },
        { label: 'Email', value: <a href={`mailto:${row.email}`}>{row.email}</a> },
        { label: 'Phone', value: <PhoneLink answered={row.phone} /> },
        { label: 'Organization', value: row.organization },
        { label: 'Industries', value: row.industriesName ?? 'No longer listed' },
        { label: 'Received', value: formatDateTime(row.created_at) },
        ...language,
        { label: 'Purpose', value: row.purpose, wide: true },
        { label: 'Message', value: row.message, wide: true },
      ]}
    />
  );
}

/** The received contact messages (requirements 3 §2): read, search, view and delete. */
export const contactMessagesDefinition: ResourceDefinition<Row, WriteBody<typeof contactMessagesEndpoints>> = {
  api: contactMessagesApi,
  texts: ContactMessageTexts,
  title: 'Messages',
  description: 'Messages visitors sent from the contact form. New ones are marked until you view them.',
  rowLabel: (row) => row.name,
  Detail: ContactMessageDetail,
  visitorLanguage: (row) => row.locale,
  ...readOnlyList,
  columns: [senderColumn(), excerptColumn('Message', (row) => row.message, 'minmax(0, 1fr)'), receivedColumn()],
};

export const contactMessagesExport = {
  path: '/contact-us/export.csv',
  label: InboxTexts.exportCsv,
  failed: InboxTexts.exportFailed,
};
