import { toMultipart } from '~/lib/api-client';
import { ContactDetailsMessages as M, type ContactDetails } from '@atrium/contract/submissions';
import { describe, expect, it } from 'vitest';
import {
  contactDetailsBody as typedContactDetailsBody,
  formatPhoneInput,
  initialContactDetailsValues,
  validateContactDetails,
  type ContactDetailsValues,
} from './contact-details-values.ts';

/** The body as it goes over the wire in multipart (decision 074: the kit encodes the typed body). */
const contactDetailsBody = (...args: Parameters<typeof typedContactDetailsBody>) =>
  toMultipart(typedContactDetailsBody(...args));

const filled: ContactDetailsValues = {
  title: 'Get in touch',
  description: 'We answer within two days.',
  company: 'Atrium',
  email: 'hello@example.org',
  phone: '804-555-0147',
  address: '100 East Main Street',
  backgroundImage: null,
};

const record: ContactDetails = {
  id: 1,
  status: 1,
  position: 0,
  created_at: '',
  updated_at: '',
  ...filled,
  backgroundImage: '/media/a.webp',
};

describe('contact details form rules (requirements 3 §5)', () => {
  it('says each empty field with its own words, and that an image is missing', () => {
    const empty = initialContactDetailsValues(null);
    expect(validateContactDetails({ ...empty, description: '   ' }, null)).toEqual({
      title: M.titleRequired,
      description: M.descriptionRequired,
      company: M.companyRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      address: M.addressRequired,
      backgroundImage: M.imageRequired,
    });
  });

  it('checks the email shape and exactly 10 digits; a stored image satisfies the image rule', () => {
    const errors = validateContactDetails({ ...filled, email: 'no at sign', phone: '555-010-20301' }, '/media/a.webp');
    expect(errors).toMatchObject({ email: M.emailInvalid, phone: M.phoneTooLong, backgroundImage: undefined });
    expect(validateContactDetails({ ...filled, phone: '555-010' }, '/media/a.webp').phone).toBe(M.phoneTooShort);
    expect(Object.values(validateContactDetails(filled, '/media/a.webp')).filter(Boolean)).toEqual([]);
  });

  it('shows a phone 3-3-4 as it is typed, keeping extra digits for the rule to see', () => {
    expect(formatPhoneInput('8')).toBe('8');
    expect(formatPhoneInput('8045')).toBe('804-5');
    expect(formatPhoneInput('(804) 555.0147')).toBe('804-555-0147');
    expect(formatPhoneInput('80455501479')).toBe('804-555-01479');
  });

  it('starts from the record, and sends digits and the image only when a new one was chosen', () => {
    expect(initialContactDetailsValues(record)).toEqual(filled);
    const body = contactDetailsBody({ ...filled, title: '  Hello ' });
    expect(body.get('title')).toBe('Hello');
    expect(body.get('phone')).toBe('8045550147');
    expect(body.has('backgroundImage')).toBe(false);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(contactDetailsBody({ ...filled, backgroundImage: file }).get('backgroundImage')).toBeInstanceOf(File);
  });
});
