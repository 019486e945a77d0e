import type { SaveBody } from '~/admin-kit/resource-api';
import {
  ContactDetailsMessages,
  contactDetailsFields,
  phoneDigits,
  type ContactDetails,
} from '@atrium/contract/submissions';
import { firstError, requiredFileError, type FormErrors } from '~/lib/form-errors';

/** The contact details form's values; `backgroundImage` is a newly chosen file, the stored one stays on the record. */
export type ContactDetailsValues = {
  title: string;
  description: string;
  company: string;
  email: string;
  phone: string;
  address: string;
  backgroundImage: File | null;
};

const textFields = ['title', 'description', 'company', 'email', 'phone', 'address'] as const;

export function initialContactDetailsValues(record: ContactDetails | null): ContactDetailsValues {
  return {
    title: record?.title ?? '',
    description: record?.description ?? '',
    company: record?.company ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    address: record?.address ?? '',
    backgroundImage: null,
  };
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
  const errors: FormErrors = {};
  for (const field of textFields) errors[field] = firstError(contactDetailsFields[field], values[field]);
  errors.backgroundImage = requiredFileError(values.backgroundImage, storedImage, ContactDetailsMessages.imageRequired);
  return errors;
}

/** The PATCH (requirements 3 §7), multipart when it carries the image (the kit decides): the text fields, and backgroundImage only when a new file was chosen. */
export function contactDetailsBody(values: ContactDetailsValues): SaveBody {
  const body: SaveBody = {};
  for (const field of textFields) body[field] = field === 'phone' ? phoneDigits(values.phone) : values[field].trim();
  if (values.backgroundImage) body.backgroundImage = values.backgroundImage;
  return body;
}
