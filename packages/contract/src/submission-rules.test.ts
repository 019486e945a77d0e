import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appointmentRules,
  contactRules,
  EMAIL_PATTERN,
  emailProblem,
  industryProblem,
  mailingListRules,
  phoneProblem,
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
  ])('a phone %j: %s', (value, message) => {
    expect(phoneProblem(value)).toBe(message);
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
    // What autofill of `autocomplete="tel"` gives in the US.
    ['+1 555-123-4567', '555-123-4567'],
    ['+15551234567', '555-123-4567'],
  ])('the phone typed %j shows %j', (typed, shown) => {
    expect(typedPhone(typed)).toBe(shown);
  });

  it('the footer checks only that an email is there', () => {
    expect(mailingListRules.email('')).toBe(M.mailingEmailRequired);
    expect(mailingListRules.email('  ')).toBe(M.mailingEmailRequired);
    expect(mailingListRules.email('not an email')).toBeUndefined();
  });
});

/** The first message zod gives for each field of `body` (what the server answers). */
function serverMessages(schema: z.ZodType, body: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(body);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
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
    expect(browserMessages(appointmentRules, body)).toEqual(
      serverMessages(appointmentRequestSchema, { ...body, ...token }),
    );
  });

  it.each(variants)('contact %#', (change) => {
    const body = { ...contact, ...pick(change, Object.keys(contact)) };
    expect(browserMessages(contactRules, body)).toEqual(
      serverMessages(contactMessageRequestSchema, { ...body, ...token }),
    );
  });

  it('the footer: the browser asks only for an address, the server also checks its shape', () => {
    expect(browserMessages(mailingListRules, { email: '' })).toEqual(
      serverMessages(mailingListSignupSchema, { email: '', ...token }),
    );
    expect(serverMessages(mailingListSignupSchema, { email: 'grace@', ...token })).toEqual({ email: M.emailInvalid });
  });
});

function pick(values: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
}
