import { appointmentSortKeys, formatPhone, submissionSearchParts } from '@atrium/contract/submissions';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { appointmentsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** Appointment requests from the public popup; the phone is stored as its 10 digits. */
export type RequestedAppointmentsTable = ContentColumns & {
  name: string;
  email: string;
  phone_number: string;
  reason: string;
  /** When an administrator first viewed it (read-state.routes.ts); null while new. */
  read_at: string | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    requested_appointments: RequestedAppointmentsTable;
  }
}

/** The admin's inbox: list, count, view and delete (for real). Visitors post through the public route. */
export const requestedAppointments = defineResource({
  api: appointmentsEndpoints,
  table: 'requested_appointments',
  columns: {},
  sorts: sortsFor(appointmentSortKeys),
  searchText: (row) =>
    submissionSearchParts.appointment({
      name: row.name ?? '',
      email: row.email ?? '',
      reason: row.reason ?? '',
      phone_number: row.phone_number ?? '',
    }),
  toWire: (row) => ({
    ...baseWire(row),
    name: row.name,
    email: row.email,
    phone_number: formatPhone(row.phone_number),
    reason: row.reason,
    read_at: row.read_at,
  }),
});
