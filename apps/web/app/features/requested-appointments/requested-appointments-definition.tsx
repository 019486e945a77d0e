import { AppointmentTexts, InboxTexts, type RequestedAppointment } from '@atrium/contract/submissions';
import { excerptColumn, textColumn, titleColumn } from '~/admin-kit/columns';
import { DetailFields } from '~/admin-kit/detail-fields';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { formatDateTime } from '~/lib/dates';

type Row = RequestedAppointment & { position: number };

/** Spec 3 §7: newest first. */
export const appointmentsApi = createResourceApi<Row>('requestedappointments', { sortBy: '-created_at' });

/** Every field of a request (spec 3 §2: name, email, phone_number and reason), and when it came. */
export function AppointmentDetail({ row }: { row: Row }) {
  return (
    <DetailFields
      fields={[
        { label: 'Name', value: row.name },
        { label: 'Email', value: <a href={`mailto:${row.email}`}>{row.email}</a> },
        { label: 'Phone Number', value: <a href={`tel:${row.phone_number}`}>{row.phone_number}</a> },
        { label: 'Received', value: formatDateTime(row.created_at) },
        { label: 'Reason', value: row.reason, wide: true },
      ]}
    />
  );
}

/** The appointment requests (spec 3 §2): read, search, view and delete; nothing to add or edit. */
export const appointmentsDefinition: ResourceDefinition<Row> = {
  api: appointmentsApi,
  texts: AppointmentTexts,
  title: 'Requested Appointments',
  description: 'Requests visitors sent from the Request an Appointment popup. New ones are marked until you view them.',
  rowLabel: (row) => row.name,
  Detail: AppointmentDetail,
  canAdd: false,
  canEdit: false,
  canReorder: false,
  hasStatus: false,
  columns: [
    titleColumn({
      header: 'Name',
      title: (row) => row.name,
      subtitle: (row) => row.email,
      isNew: (row) => row.read_at === null,
      width: 'minmax(0, 1.2fr)',
    }),
    excerptColumn('Reason', (row) => row.reason, 'minmax(0, 2fr)'),
    textColumn('Received', (row) => formatDateTime(row.created_at), '190px'),
  ],
};

export const appointmentsExport = {
  path: '/requestedappointments/export.csv',
  label: InboxTexts.exportCsv,
  failed: InboxTexts.exportFailed,
};
