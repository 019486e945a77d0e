import { ContactDetailsMessages, formatPhone } from '@atrium/contract/submissions';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The site's contact details: one row, made by its migration with blank fields, unpublished. */
export type ContactUsDetailsTable = ContentColumns & {
  title: string;
  description: string;
  company: string;
  email: string;
  /** The 10 digits; shown 3-3-4. */
  phone: string;
  address: string;
  background_image: string | null;
};

declare module '../../db/schema.ts' {
  interface Database {
    contact_us_details: ContactUsDetailsTable;
  }
}

const required = {
  title: ContactDetailsMessages.titleRequired,
  description: ContactDetailsMessages.descriptionRequired,
  company: ContactDetailsMessages.companyRequired,
  email: ContactDetailsMessages.emailRequired,
  phone: ContactDetailsMessages.phoneRequired,
  address: ContactDetailsMessages.addressRequired,
} as const;

/**
 * Requirements 3 §3, §5, §7: read by anyone (GET, the first element of data), updated by the admin's
 * PATCH (multipart; backgroundImage only when a new file was chosen). The first save must fill
 * every field and publishes the record, so visitors never see the blank row the migration made.
 */
export const contactUsDetails = defineResource({
  api: contactDetailsEndpoints,
  table: 'contact_us_details',
  columns: {
    title: 'title',
    description: 'description',
    company: 'company',
    email: 'email',
    phone: 'phone',
    address: 'address',
    backgroundImage: 'background_image',
  },
  adjustColumns: (columns) => ({ ...columns, status: 1 }),
  sorts: sortsFor(['position', '-created_at']),
  searchText: (row) => [row.title, row.company],
  // A field the request left out must already be filled; the image must exist or come with it.
  rules: (row) => ({
    ...Object.fromEntries(
      (Object.keys(required) as Array<keyof typeof required>).map((c) => [c, row[c] ? undefined : required[c]]),
    ),
    backgroundImage: row.background_image ? undefined : ContactDetailsMessages.imageRequired,
  }),
  toWire: (row) => ({
    ...baseWire(row),
    title: row.title,
    description: row.description,
    company: row.company,
    email: row.email,
    phone: formatPhone(row.phone),
    address: row.address,
    backgroundImage: row.background_image,
  }),
});
