import type { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import {
  ContactDetailsMessages,
  contactDetailsFields,
  phoneProblem,
  shownPhone,
  type ContactDetails,
} from '@atrium/contract/submissions';
import { fieldForm } from '~/admin-kit/field-form';
import type { WriteBody } from '~/admin-kit/resource-api';
import { requiredFileError, type FormErrors } from '~/lib/form-errors';

/** What the contact details' PATCH sends (decision 074: the contract's body type). */
export type ContactDetailsBody = WriteBody<typeof contactDetailsEndpoints>;

/**
 * The declared fields the form edits (decision 074): values, rules and body come from them. The
 * phone is typed as people of the site's default country write it, or with '+' and a country code
 * (decision 084); the image is required, the stored one or a new one.
 */
const contactDetailsForm = fieldForm(contactDetailsFields.fields, [
  'title',
  'description',
  'company',
  'email',
  'phone',
  'address',
  'backgroundImage',
]);

/** The declared fields the form renders with the kit's default input (the others have inputs of their own). */
export const defaultInputs = ['title', 'company'] as const;

/** The contact details form's values; `backgroundImage` is a newly chosen file, the stored one stays on the record. */
export type ContactDetailsValues = ReturnType<typeof contactDetailsForm.initial>;

/** The stored phone as the site's country reads it (national, or international for another country's). */
export function initialContactDetailsValues(record: ContactDetails | null, country: string): ContactDetailsValues {
  const values = contactDetailsForm.initial(record);
  return record?.phone ? { ...values, phone: shownPhone(record.phone, country) } : values;
}

/**
 * Requirements 3 §5, admin contact details: every text field, an email's shape, a phone of the
 * site's default country (the spec's 10 digits for the US) or with its country code, an image.
 */
export function validateContactDetails(
  values: ContactDetailsValues,
  storedImage: string | null,
  country: string,
): FormErrors {
  const errors = contactDetailsForm.validate(values);
  return {
    ...errors,
    phone: errors.phone ?? phoneProblem(values.phone, country),
    backgroundImage: requiredFileError(values.backgroundImage, storedImage, ContactDetailsMessages.imageRequired),
  };
}

/** The PATCH (requirements 3 §7), multipart when it carries the image (the kit decides): the text fields, and backgroundImage only when a new file was chosen. */
export function contactDetailsBody(values: ContactDetailsValues): ContactDetailsBody {
  return contactDetailsForm.body(values);
}
