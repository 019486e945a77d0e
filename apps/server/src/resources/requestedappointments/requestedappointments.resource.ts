import { appointmentFields, appointmentSortKeys, formatPhone } from '@atrium/contract/submissions';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { appointmentsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** Appointment requests from the public popup, as their field descriptors give them (decision 074). */
type RequestedAppointmentsTable = TableOf<typeof appointmentFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    requested_appointments: RequestedAppointmentsTable;
  }
}

/** The admin's inbox: list, count, view and delete (for real). Visitors post through the public route. */
export const requestedAppointments = defineResource({
  api: appointmentsEndpoints,
  table: 'requested_appointments',
  sorts: sortsFor(appointmentSortKeys),
  // The declared fields as they are, the phone shown 3-3-4, and the visitor's language (decision 095).
  toWire: (row) => ({
    ...wireOf(appointmentFields.fields, row),
    phone_number: formatPhone(row.phone_number),
    locale: row.locale,
  }),
});
