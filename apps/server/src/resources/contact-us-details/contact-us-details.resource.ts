import { ContactDetailsMessages, contactDetailsFields, formatPhone } from '@atrium/contract/submissions';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { organisationPhoneProblem, storeOrganisationPhone } from '../../features/submissions/organisation-phone.ts';

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
  // A field the request left out must already be filled; the image must exist or come with it. The
  // phone is read as a number of the site's default country (decision 084), which its schema cannot know.
  rules: async (row, ctx) => ({
    ...Object.fromEntries(required.map(({ wire, column, message }) => [wire, row[column] ? undefined : message])),
    ...(row.phone ? { phone: await organisationPhoneProblem(ctx.db, row.phone) } : {}),
    backgroundImage: row.background_image ? undefined : ContactDetailsMessages.imageRequired,
  }),
  // Stored in E.164 with the save: the rules above passed, so the number reads in that country.
  afterWrite: async ({ trx, row }) => storeOrganisationPhone(trx, row),
  // The declared fields as they are, the phone as read in the US (3-3-4, another country's international).
  toWire: (row) => ({ ...wireOf(contactDetailsFields.fields, row), phone: formatPhone(row.phone) }),
});
