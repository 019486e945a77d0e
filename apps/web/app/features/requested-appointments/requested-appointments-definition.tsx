import { appointmentsEndpoints } from '@atrium/contract/endpoints/resources';
import { AppointmentTexts, InboxTexts, type RequestedAppointment } from '@atrium/contract/submissions';
import { excerptColumn, readOnlyList, receivedColumn, senderColumn } from '~/admin-kit/columns';
import { DetailFields, useVisitorLanguageField } from '~/admin-kit/detail-fields';
import { PhoneLink } from '~/admin-kit/phone-link';
import { createResourceApi, type WriteBody } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { formatDateTime } from '~/lib/dates';

type Row = RequestedAppointment & { position: number };

/** Requirements 3 §7: newest first. */
export const appointmentsApi = createResourceApi(appointmentsEndpoints, { sortBy: '-created_at' });

/** Every field of a request (requirements 3 §2: name, email, phone_number and reason), and when it came. */
export function AppointmentDetail({ row }: { row: Row }) {
  const language = useVisitorLanguageField(row.locale);
  return (
    <DetailFields
      fields={[
        { label: 'Name', value: row.name },
        { label: 'Email', value: <a href={`mailto:${row.email}`}>{row.email}</a> },
        { label: 'Phone Number', value: <PhoneLink answered={row.phone_number} /> },
        { label: 'Received', value: formatDateTime(row.created_at) },
        ...language,
        { label: 'Reason', value: row.reason, wide: true },
      ]}
    />
  );
}

/** The appointment requests (requirements 3 §2): read, search, view and delete; nothing to add or edit. */
export const appointmentsDefinition: ResourceDefinition<Row, WriteBody<typeof appointmentsEndpoints>> = {
  api: appointmentsApi,
  texts: AppointmentTexts,
  title: 'Requested Appointments',
  description: 'Requests visitors sent from the Request an Appointment popup. New ones are marked until you view them.',
  rowLabel: (row) => row.name,
  Detail: AppointmentDetail,
  visitorLanguage: (row) => row.locale,
  ...readOnlyList,
  columns: [senderColumn(), excerptColumn('Reason', (row) => row.reason, 'minmax(0, 1fr)'), receivedColumn()],
};

export const appointmentsExport = {
  path: '/requestedappointments/export.csv',
  label: InboxTexts.exportCsv,
  failed: InboxTexts.exportFailed,
};
