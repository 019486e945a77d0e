import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appointmentRules,
  contactRules,
  EMAIL_PATTERN,
  emailProblem,
  formatPhone,
  industryProblem,
  mailingListRules,
  phoneE164,
  phoneHref,
  phoneProblem,
  shownPhone,
  SubmissionMessages as M,
  textProblem,
  TextRules,
  typedPhone,
} from './submission-rules.ts';
import { appointmentRequestSchema, contactMessageRequestSchema, mailingListSignupSchema } from './submissions.ts';

describe('the public forms’ rules, without zod', () => {
  it.each([
    ['', M.nameRequired],
    [' ', M.nameSpaces],
    ['\n\t ', M.nameSpaces],
    ['Grace', undefined],
    [' Grace ', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), M.tooLong(100)],
  ])('a name %j: %s', (value, message) => {
    expect(textProblem(value, TextRules.name)).toBe(message);
  });

  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    ['grace', M.emailInvalid],
    ['grace@', M.emailInvalid],
    ['grace@example', M.emailInvalid],
    ['gr ace@example.org', M.emailInvalid],
    ['.grace@example.org', M.emailInvalid],
    ['grace..hopper@example.org', M.emailInvalid],
    ['grace@example.org', undefined],
    [' grace.hopper+news@sub.example.org ', undefined],
    [`${'g'.repeat(250)}@x.org`, M.tooLong(254)],
  ])('an email %j: %s', (value, message) => {
    expect(emailProblem(value)).toBe(message);
  });

  it('the email pattern is the one zod used before (the server’s answers did not change)', () => {
    const samples = [
      'a@b.co',
      'grace@example.org',
      "o'brien@example.ie",
      'a.b.c@d-e.example.org',
      'a+b@x.io',
      '.a@b.co',
      'a.@b.co',
      'a..b@c.co',
      'a@-b.co',
      'a@b.c',
      'a@b..co',
      'a b@c.co',
      'a@b.co ',
      'ü@b.co',
      'a@ü.co',
      'a@b.c0',
      '_@b.co',
      '-a@b.co',
    ];
    for (const sample of samples) expect(EMAIL_PATTERN.test(sample), sample).toBe(z.regexes.email.test(sample));
  });

  it.each([
    ['', M.phoneRequired],
    [' - ', M.phoneRequired],
    ['555', M.phoneTooShort],
    ['555-123-456', M.phoneTooShort],
    ['555-ABC-4567', M.phoneTooShort],
    ['555-123-4567', undefined],
    ['5551234567', undefined],
    ['(555) 123.4567', undefined],
    ['555-123-45678', M.phoneTooLong],
    ['+1 555-123-4567', undefined],
    ['+1 555-123-456', M.phoneTooShort],
    ['+1 555-123-45678', M.phoneTooLong],
    ['+234 803 123 4567', undefined],
    ['+44 20 7946 0958', undefined],
    ['+33 1 23 45 67 89', undefined],
    ['+234 803', M.phoneTooShortForCountry],
    ['+33 1 23 45 67 89 12 34', M.phoneTooLongForCountry],
    ['+234 803 ABC 4567', M.phoneInvalid],
    ['+999 1234 5678', M.phoneInvalid],
  ])('a phone %j, the site in the US: %s', (value, message) => {
    expect(phoneProblem(value)).toBe(message);
  });

  it.each([
    ['0803 123 4567', 'NG', undefined, '+2348031234567', '0803 123 4567'],
    ['803 123 4567', 'NG', undefined, '+2348031234567', '0803 123 4567'],
    ['020 7946 0958', 'GB', undefined, '+442079460958', '020 7946 0958'],
    ['01 23 45 67 89', 'FR', undefined, '+33123456789', '01 23 45 67 89'],
    ['555-123-4567', 'US', undefined, '+15551234567', '555-123-4567'],
    ['(555) 123.4567', 'CA', undefined, '+15551234567', '555-123-4567'],
    ['0803 12', 'NG', M.phoneTooShortForCountry, null, null],
  ])('%j in %s: %s, stored %s, shown %s', (typed, country, problem, e164, national) => {
    expect(phoneProblem(typed, country)).toBe(problem);
    if (e164 === null) return;
    expect(phoneE164(typed, country)).toBe(e164);
    expect(formatPhone(e164, country)).toBe(national);
  });

  it("shows another country's number in the international format, and the API answers as read in the US", () => {
    expect(formatPhone('+2348031234567', 'US')).toBe('+234 803 123 4567');
    expect(formatPhone('+15551234567', 'NG')).toBe('+1 555 123 4567');
    expect(formatPhone('+15551234567')).toBe('555-123-4567');
    expect(formatPhone('5551234567')).toBe('555-123-4567');
    expect(shownPhone('555-123-4567', 'NG')).toBe('+1 555 123 4567');
    expect(shownPhone('+44 20 7946 0958', 'GB')).toBe('020 7946 0958');
    expect(phoneHref('555-123-4567')).toBe('tel:+15551234567');
    expect(phoneHref('+234 803 123 4567')).toBe('tel:+2348031234567');
  });

  it.each([
    ['', M.industryRequired],
    ['0', M.industryRequired],
    ['farming', M.industryRequired],
    ['1.5', M.industryRequired],
    ['2147483648', M.industryRequired],
    ['7', undefined],
    ['2147483647', undefined],
  ])('an industry %j: %s', (value, message) => {
    expect(industryProblem(value)).toBe(message);
  });

  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
    ['555-123-4567', '555-123-4567'],
    ['(555) 123 4567', '555-123-4567'],
    ['555abc1234567', '555-123-4567'],
    ['55512345678', '555-123-45678'],
    // What autofill of `autocomplete="tel"` gives: kept whole, the rule reads its country code.
    ['+1 555-123-4567', '+1 555-123-4567'],
    ['+234 803 123 4567', '+234 803 123 4567'],
    ['+44 (20) 7946-0958x', '+44 (20) 7946-0958'],
  ])('the phone typed %j shows %j', (typed, shown) => {
    expect(typedPhone(typed)).toBe(shown);
  });

  it('leaves a national number of another country than the US as typed, but for what no number has', () => {
    expect(typedPhone('0803 123 4567', 'NG')).toBe('0803 123 4567');
    expect(typedPhone('0803-abc', 'NG')).toBe('0803-');
  });

  it('the footer checks only that an email is there', () => {
    expect(mailingListRules().email('')).toBe(M.mailingEmailRequired);
    expect(mailingListRules().email('  ')).toBe(M.mailingEmailRequired);
    expect(mailingListRules().email('not an email')).toBeUndefined();
  });
});

/**
 * The first message zod gives for each field of `body`, then, as the public routes do (decision 084),
 * the phone read as a number of the site's `country` when the schema let it through: what the server answers.
 */
function serverMessages(schema: z.ZodType, body: Record<string, unknown>, country = 'US'): Record<string, string> {
  const result = schema.safeParse(body);
  const out: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
  }
  for (const field of ['phone', 'phone_number']) {
    const typed = body[field];
    if (typeof typed !== 'string' || out[field] !== undefined) continue;
    const problem = phoneProblem(typed, country);
    if (problem) out[field] = problem;
  }
  return out;
}

/** The messages the browser's rules give for the same values. */
function browserMessages(rules: Record<string, (value: string) => string | undefined>, body: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = rule(body[field] ?? '');
    if (message) out[field] = message;
  }
  return out;
}

describe('the browser and the server say the same', () => {
  const appointment = { name: 'Grace', email: 'grace@example.org', phone_number: '555-123-4567', reason: 'A talk' };
  const contact = {
    name: 'Grace',
    email: 'grace@example.org',
    phone: '555-123-4567',
    organization: 'Navy',
    industries: '3',
    message: 'Hello',
    purpose: 'Partnership',
  };
  const token = { recaptchaToken: 'x' };
  const variants: Array<Record<string, string>> = [
    {},
    { name: '', email: '', phone_number: '', reason: '', phone: '', organization: '', message: '', purpose: '' },
    { name: '  ', reason: ' \n', organization: ' ', message: '\t', purpose: '   ' },
    { email: 'grace@', phone_number: '555-123-456', phone: '555-123-45678' },
    { email: 'gr ace@example.org', phone_number: '555-123-45678', phone: '5551', industries: '' },
    { name: 'x'.repeat(101), reason: 'r'.repeat(2001), message: 'm'.repeat(5001), purpose: 'p'.repeat(501) },
    { industries: 'farming', organization: 'o'.repeat(201) },
  ];

  it.each(variants)('appointment %#', (change) => {
    const body = { ...appointment, ...pick(change, Object.keys(appointment)) };
    expect(browserMessages(appointmentRules(), body)).toEqual(
      serverMessages(appointmentRequestSchema, { ...body, ...token }),
    );
  });

  it.each(variants)('contact %#', (change) => {
    const body = { ...contact, ...pick(change, Object.keys(contact)) };
    expect(browserMessages(contactRules(), body)).toEqual(
      serverMessages(contactMessageRequestSchema, { ...body, ...token }),
    );
  });

  it.each([
    ['NG', '0803 123 4567'],
    ['NG', '0803 123'],
    ['NG', '+44 20 7946 0958'],
    ['NG', '555-123-4567'],
    ['GB', '020 7946 0958'],
    ['GB', '+33 1 23 45 67 89'],
    ['FR', '01 23 45 67 89 00 11'],
    ['US', '+234 803 123 4567'],
    ['US', '+1 555 123 456'],
    ['US', 'call me'],
    ['US', '+999 1234'],
  ])("a phone of the site's country %s, %j: the same (decision 084)", (country, phone) => {
    const body = { ...contact, phone };
    expect(browserMessages(contactRules(country), body)).toEqual(
      serverMessages(contactMessageRequestSchema, { ...body, ...token }, country),
    );
  });

  it('the footer: the browser asks only for an address, the server also checks its shape', () => {
    expect(browserMessages(mailingListRules(), { email: '' })).toEqual(
      serverMessages(mailingListSignupSchema, { email: '', ...token }),
    );
    expect(serverMessages(mailingListSignupSchema, { email: 'grace@', ...token })).toEqual({ email: M.emailInvalid });
  });
});

function pick(values: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
}
