import { toMultipart } from '~/lib/api-client';
import { ContactDetailsMessages as M, type ContactDetails } from '@atrium/contract/submissions';
import { describe, expect, it } from 'vitest';
import {
  contactDetailsBody as typedContactDetailsBody,
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
    const empty = initialContactDetailsValues(null, 'US');
    expect(validateContactDetails({ ...empty, description: '   ' }, null, 'US')).toEqual({
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
    const errors = validateContactDetails(
      { ...filled, email: 'no at sign', phone: '555-010-20301' },
      '/media/a.webp',
      'US',
    );
    expect(errors).toMatchObject({ email: M.emailInvalid, phone: M.phoneTooLong, backgroundImage: undefined });
    expect(validateContactDetails({ ...filled, phone: '555-010' }, '/media/a.webp', 'US').phone).toBe(M.phoneTooShort);
    expect(Object.values(validateContactDetails(filled, '/media/a.webp', 'US')).filter(Boolean)).toEqual([]);
  });

  it("takes another country's number with its code, and a national one of the site's country (decision 084)", () => {
    expect(validateContactDetails({ ...filled, phone: '+234 803 123 4567' }, '/media/a.webp', 'US').phone).toBe(
      undefined,
    );
    expect(validateContactDetails({ ...filled, phone: '0803 123 4567' }, '/media/a.webp', 'NG').phone).toBe(undefined);
    expect(validateContactDetails({ ...filled, phone: '0803 123' }, '/media/a.webp', 'NG').phone).toBe(
      M.phoneTooShortForCountry,
    );
  });

  it("starts from the record as the site's country reads it, and sends the image only when a new one was chosen", () => {
    expect(initialContactDetailsValues(record, 'US')).toEqual(filled);
    expect(initialContactDetailsValues(record, 'NG').phone).toBe('+1 804 555 0147');
    const body = contactDetailsBody({ ...filled, title: '  Hello ' });
    expect(body.get('title')).toBe('Hello');
    expect(body.get('phone')).toBe('804-555-0147');
    expect(body.has('backgroundImage')).toBe(false);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(contactDetailsBody({ ...filled, backgroundImage: file }).get('backgroundImage')).toBeInstanceOf(File);
  });
});
