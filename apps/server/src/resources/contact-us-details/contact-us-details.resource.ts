import { ContactDetailsMessages, contactDetailsFields, formatPhone } from '@atrium/contract/submissions';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The site's contact details: one row, made by its migration with blank fields, unpublished (decision 074). */
type ContactUsDetailsTable = TableOf<typeof contactDetailsFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    contact_us_details: ContactUsDetailsTable;
  }
}

/** The fields every save must leave filled, each with its message (the descriptors'). */
const required = Object.entries(contactDetailsFields.fields).flatMap(([wire, field]) =>
  field.requiredMessage ? [{ wire, column: field.column, message: field.requiredMessage }] : [],
);

/**
 * Requirements 3 §3, §5, §7: read by anyone (GET, the first element of data), updated by the admin's
 * PATCH (multipart; backgroundImage only when a new file was chosen). The first save must fill
 * every field and publishes the record, so visitors never see the blank row the migration made.
 */
export const contactUsDetails = defineResource({
  api: contactDetailsEndpoints,
  table: 'contact_us_details',
  adjustColumns: (columns) => ({ ...columns, status: 1 }),
  sorts: sortsFor(['position', '-created_at']),
  // A field the request left out must already be filled; the image must exist or come with it.
  rules: (row) => ({
    ...Object.fromEntries(required.map(({ wire, column, message }) => [wire, row[column] ? undefined : message])),
    backgroundImage: row.background_image ? undefined : ContactDetailsMessages.imageRequired,
  }),
  // The declared fields as they are, the phone shown 3-3-4.
  toWire: (row) => ({ ...wireOf(contactDetailsFields.fields, row), phone: formatPhone(row.phone) }),
});
