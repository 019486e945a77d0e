import type { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import {
  ContactDetailsMessages,
  contactDetailsFields,
  phoneDigits,
  type ContactDetails,
} from '@atrium/contract/submissions';
import { fieldForm } from '~/admin-kit/field-form';
import type { WriteBody } from '~/admin-kit/resource-api';
import { requiredFileError, type FormErrors } from '~/lib/form-errors';

/** What the contact details' PATCH sends (decision 074: the contract's body type). */
export type ContactDetailsBody = WriteBody<typeof contactDetailsEndpoints>;

/**
 * The declared fields the form edits (decision 074): values, rules and body come from them. The
 * phone is typed 3-3-4 and sent as its digits; the image is required, the stored one or a new one.
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

export function initialContactDetailsValues(record: ContactDetails | null): ContactDetailsValues {
  return contactDetailsForm.initial(record);
}

/**
 * A phone number as it is typed, shown 3-3-4 with dashes (requirements 3 §5): separators typed are
 * dropped and put back; digits beyond 10 stay, so the rule can say there are too many.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '');
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-');
}

/** Requirements 3 §5, admin contact details: every text field, an email's shape, 10 digits, an image. */
export function validateContactDetails(values: ContactDetailsValues, storedImage: string | null): FormErrors {
  return {
    ...contactDetailsForm.validate(values),
    backgroundImage: requiredFileError(values.backgroundImage, storedImage, ContactDetailsMessages.imageRequired),
  };
}

/** The PATCH (requirements 3 §7), multipart when it carries the image (the kit decides): the text fields, and backgroundImage only when a new file was chosen. */
export function contactDetailsBody(values: ContactDetailsValues): ContactDetailsBody {
  return { ...contactDetailsForm.body(values), phone: phoneDigits(values.phone) };
}
