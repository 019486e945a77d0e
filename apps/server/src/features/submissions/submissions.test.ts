import {
  CaptchaMessages,
  HONEYPOT_FIELD,
  MAILING_LIST_CONSENT,
  SubmissionAnswers,
  SubmissionMessages,
} from '@atrium/contract/submissions';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { sentMails, solvedCaptcha } from '../../testing/submissions.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createAltcha } from '../../foundations/captcha/altcha.ts';

const ctx = useSignedInApp();
let industryId: number;
let hiddenIndustryId: number;

beforeAll(async () => {
  const create = (industriesName: string, status: number) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/industries/',
      headers: ctx.auth,
      payload: { industriesName, status },
    });
  industryId = (await create('Agronomy', 1)).json().data.id;
  hiddenIndustryId = (await create('Draft industry', 0)).json().data.id;
});

const post = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'POST', url, payload, headers });

const appointment = async (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.org',
  phone_number: '555-123-4567',
  reason: 'A talk about compilers',
  status: 1,
  recaptchaToken: await solvedCaptcha(ctx.t),
  ...overrides,
});

const contact = async (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '555-987-6543',
  organization: 'Analytical Engines',
  industries: industryId,
  message: 'We would like to join the network.',
  purpose: 'Partnership',
  status: 1,
  recaptchaToken: await solvedCaptcha(ctx.t),
  ...overrides,
});

const rows = (db: Db, table: 'requested_appointments' | 'contact_messages' | 'mailing_list_entries') =>
  db.selectFrom(table).selectAll().execute();

/** As if the rate limits' windows had ended (decision 043): the tests move time in the rows. */
const windowsEnded = () => ctx.t.db.deleteFrom('rate_limits').execute();

/** Mails sent since `before` (a count of mails already there). */
async function newMails(t: TestApp, before: number) {
  return (await sentMails(t)).slice(before);
}

describe('POST /api/requestedappointments/', () => {
  it('stores the request (status 1 whatever the client sends, the phone in E.164) and answers 201 without data', async () => {
    const res = await post('/api/requestedappointments/', await appointment({ status: 0 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: SubmissionAnswers.appointmentReceived });
    const [row] = await rows(ctx.t.db, 'requested_appointments');
    expect(row).toMatchObject({ name: 'Grace Hopper', phone_number: '+15551234567', status: 1 });

    const list = await ctx.t.app.inject({ url: '/api/requestedappointments/', headers: ctx.auth });
    expect(list.json().data[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.org',
      phone_number: '555-123-4567',
      reason: 'A talk about compilers',
      status: 1,
    });
  });

  it('mails the organisation (the first administrator) and acknowledges the sender without repeating their text', async () => {
    const before = (await sentMails(ctx.t)).length;
    // Another sender: grace@ had hers with the request above (one a window, decision 043).
    await post(
      '/api/requestedappointments/',
      await appointment({ name: 'Katherine', email: 'katherine@example.org', reason: 'Orbital maths' }),
    );
    const mails = await newMails(ctx.t, before);
    const admin = (await ctx.t.db.selectFrom('users').select('email').orderBy('id').executeTakeFirstOrThrow()).email;
    const notice = mails.find((m) => m.to === admin)!;
    expect(notice.subject).toBe('New appointment request from Katherine');
    expect(notice.headers['reply-to']).toBe('katherine@example.org');
    expect(notice.text).toContain('Phone number: 555-123-4567');
    expect(notice.text).toContain('Reason: Orbital maths');
    expect(notice.text).toContain('http://localhost:3000/admin/requested-appointments');
    const ack = mails.find((m) => m.to === 'katherine@example.org')!;
    expect(ack.subject).toBe('We received your appointment request');
    expect(ack.text).not.toContain('Orbital maths');
    expect(ack.text).not.toContain('Katherine');
    expect(mails).toHaveLength(2);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: undefined }, 'name', SubmissionMessages.nameRequired],
    ['an empty name', { name: '' }, 'name', SubmissionMessages.nameRequired],
    ['a name of spaces', { name: '   ' }, 'name', SubmissionMessages.nameSpaces],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', 'Must be at most 100 characters.'],
    ['no email', { email: '' }, 'email', SubmissionMessages.emailRequired],
    ['a bad email', { email: 'grace@' }, 'email', SubmissionMessages.emailInvalid],
    ['an email with a space', { email: 'gr ace@example.org' }, 'email', SubmissionMessages.emailInvalid],
    ['no phone', { phone_number: '' }, 'phone_number', SubmissionMessages.phoneRequired],
    ['11 digits', { phone_number: '555-123-45678' }, 'phone_number', SubmissionMessages.phoneTooLong],
    ['9 digits', { phone_number: '555-123-456' }, 'phone_number', SubmissionMessages.phoneTooShort],
    ['letters in the phone', { phone_number: '555-ABC-4567' }, 'phone_number', SubmissionMessages.phoneTooShort],
    ['no reason', { reason: undefined }, 'reason', SubmissionMessages.reasonRequired],
    ['a reason of spaces', { reason: ' \n ' }, 'reason', SubmissionMessages.reasonSpaces],
    ['no spam-check token', { recaptchaToken: undefined }, 'recaptchaToken', CaptchaMessages.required],
    ['an empty spam-check token', { recaptchaToken: '' }, 'recaptchaToken', CaptchaMessages.required],
  ];
  it.each(refusals)('refuses %s with the spec message and stores nothing', async (_case, change, field, message) => {
    const before = (await rows(ctx.t.db, 'requested_appointments')).length;
    const res = await post('/api/requestedappointments/', await appointment(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await rows(ctx.t.db, 'requested_appointments')).toHaveLength(before);
  });

  it('accepts a phone typed without dashes and trims the texts', async () => {
    const res = await post(
      '/api/requestedappointments/',
      await appointment({ name: '  Trimmed  ', phone_number: '(555) 000 1111' }),
    );
    expect(res.statusCode).toBe(201);
    const row = (await rows(ctx.t.db, 'requested_appointments')).find((r) => r.name === 'Trimmed');
    expect(row?.phone_number).toBe('+15550001111');
  });
});

describe('the spam check', () => {
  const count = async () => (await rows(ctx.t.db, 'requested_appointments')).length;

  it('refuses a forged solution (tampered challenge) and stores nothing', async () => {
    const token = await solvedCaptcha(ctx.t);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.challenge.parameters.cost = 2;
    const before = await count();
    const res = await post(
      '/api/requestedappointments/',
      await appointment({ recaptchaToken: Buffer.from(JSON.stringify(payload)).toString('base64') }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CaptchaMessages.invalid,
      errors: { recaptchaToken: CaptchaMessages.invalid },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a wrong solution and a token that is not a payload', async () => {
    const token = await solvedCaptcha(ctx.t);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.solution.counter += 1;
    payload.solution.derivedKey = '00'.repeat(32);
    for (const recaptchaToken of [Buffer.from(JSON.stringify(payload)).toString('base64'), 'not-a-token', 'e30=']) {
      const res = await post('/api/requestedappointments/', await appointment({ recaptchaToken }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CaptchaMessages.invalid);
    }
  });

  it('accepts a solution once', async () => {
    const recaptchaToken = await solvedCaptcha(ctx.t);
    expect((await post('/api/requestedappointments/', await appointment({ recaptchaToken }))).statusCode).toBe(201);
    const before = await count();
    const again = await post('/api/requestedappointments/', await appointment({ recaptchaToken }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CaptchaMessages.reused);
    expect(await count()).toBe(before);
    // ... on every form: a solution spent on one is spent for all.
    const elsewhere = await post('/api/contact-us/', await contact({ recaptchaToken }));
    expect(elsewhere.json().message).toBe(CaptchaMessages.reused);
  });

  it('accepts a solution once even when two requests race with it', async () => {
    const recaptchaToken = await solvedCaptcha(ctx.t);
    const before = await count();
    const answers = await Promise.all([
      post('/api/requestedappointments/', await appointment({ recaptchaToken })),
      post('/api/requestedappointments/', await appointment({ recaptchaToken })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await count()).toBe(before + 1);
  });

  it('refuses an expired challenge with the spec text', async () => {
    const altcha = createAltcha(ctx.t.config.jwtSecret, ctx.t.config.captcha.altcha);
    const challenge = await altcha.challenge(Date.now() - 11 * 60_000);
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const res = await post('/api/requestedappointments/', await appointment({ recaptchaToken }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CaptchaMessages.expired,
      errors: { recaptchaToken: CaptchaMessages.expired },
    });
  });

  it('refuses a challenge signed with another secret', async () => {
    const other = createAltcha('another-secret-another-secret-another', ctx.t.config.captcha.altcha);
    const challenge = await other.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const res = await post('/api/requestedappointments/', await appointment({ recaptchaToken }));
    expect(res.json().message).toBe(CaptchaMessages.invalid);
  });

  it('refuses a filled honeypot with a clear message, stores nothing and leaves the token unspent', async () => {
    const recaptchaToken = await solvedCaptcha(ctx.t);
    const before = await count();
    const res = await post(
      '/api/requestedappointments/',
      await appointment({ recaptchaToken, [HONEYPOT_FIELD]: 'Buy now' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CaptchaMessages.honeypot });
    expect(await count()).toBe(before);
    const ok = await post('/api/requestedappointments/', await appointment({ recaptchaToken, [HONEYPOT_FIELD]: '  ' }));
    expect(ok.statusCode).toBe(201);
  });

  it('hands out challenges that are not cached and expire in 10 minutes', async () => {
    const res = await ctx.t.app.inject({ url: '/api/captcha/challenge/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
    const config = await ctx.t.app.inject({ url: '/api/captcha/config/' });
    expect(config.json()).toEqual({ success: true, data: { provider: 'altcha' } });
  });
});

describe('POST /api/contact-us/', () => {
  it('stores the message with its industry and arrival position, and mails the organisation', async () => {
    const before = (await sentMails(ctx.t)).length;
    const res = await post('/api/contact-us/', await contact({ status: 0 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: SubmissionAnswers.contactReceived });
    const list = await ctx.t.app.inject({ url: '/api/contact-us/?sort_by=position', headers: ctx.auth });
    expect(list.json().data.at(-1)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '555-987-6543',
      organization: 'Analytical Engines',
      industries: industryId,
      industriesName: 'Agronomy',
      purpose: 'Partnership',
      message: 'We would like to join the network.',
      status: 1,
    });
    const mails = await newMails(ctx.t, before);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'New contact message from Ada Lovelace',
      'We received your message',
    ]);
    const notice = mails.find((m) => m.subject.startsWith('New'))!;
    expect(notice.text).toContain('Industry: Agronomy');
    expect(notice.text).toContain('Message: We would like to join the network.');
    expect(notice.html).not.toContain('<script');
  });

  it('numbers arrivals: sort_by=position lists oldest first, -position newest first', async () => {
    await post('/api/contact-us/', await contact({ name: 'Second sender' }));
    const asc = (await ctx.t.app.inject({ url: '/api/contact-us/?sort_by=position', headers: ctx.auth })).json().data;
    const desc = (await ctx.t.app.inject({ url: '/api/contact-us/?sort_by=-position', headers: ctx.auth })).json().data;
    expect(asc.at(-1).name).toBe('Second sender');
    expect(desc[0].name).toBe('Second sender');
    expect(asc.map((m: { position: number }) => m.position)).toEqual(
      [...asc.map((m: { position: number }) => m.position)].sort((a, b) => a - b),
    );
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['no organization', { organization: '' }, 'organization', SubmissionMessages.organizationRequired],
    ['an organization of spaces', { organization: '  ' }, 'organization', SubmissionMessages.organizationSpaces],
    ['no industry', { industries: undefined }, 'industries', SubmissionMessages.industryRequired],
    ['an industry that is not an id', { industries: 'farming' }, 'industries', SubmissionMessages.industryRequired],
    ['no message', { message: '' }, 'message', SubmissionMessages.messageRequired],
    ['a message of spaces', { message: '   ' }, 'message', SubmissionMessages.messageSpaces],
    ['a message too long', { message: 'x'.repeat(5001) }, 'message', 'Must be at most 5000 characters.'],
    ['no purpose', { purpose: undefined }, 'purpose', SubmissionMessages.purposeRequired],
    ['a purpose of spaces', { purpose: ' ' }, 'purpose', SubmissionMessages.purposeSpaces],
    ['no phone', { phone: undefined }, 'phone', SubmissionMessages.phoneRequired],
    ['a short phone', { phone: '555' }, 'phone', SubmissionMessages.phoneTooShort],
    ['a name of spaces', { name: ' ' }, 'name', SubmissionMessages.nameSpaces],
    ['an unknown field', { website: 'x' }, 'website', 'Unrecognized key: "website"'],
  ];
  it.each(refusals)('refuses %s with the spec message and stores nothing', async (_case, change, field, message) => {
    const before = (await rows(ctx.t.db, 'contact_messages')).length;
    const res = await post('/api/contact-us/', await contact(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await rows(ctx.t.db, 'contact_messages')).toHaveLength(before);
  });

  it('refuses an industry that does not exist or is not published, without spending the token', async () => {
    const recaptchaToken = await solvedCaptcha(ctx.t);
    for (const industries of [999_999, hiddenIndustryId, String(hiddenIndustryId)]) {
      const res = await post('/api/contact-us/', await contact({ industries, recaptchaToken }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: SubmissionMessages.industryRequired,
        errors: { industries: SubmissionMessages.industryRequired },
      });
    }
    const ok = await post('/api/contact-us/', await contact({ industries: String(industryId), recaptchaToken }));
    expect(ok.statusCode).toBe(201);
  });
});

describe('the inboxes, for administrators', () => {
  const paths = ['/api/mailinglists/', '/api/requestedappointments/', '/api/contact-us/'];

  it.each(paths)('%s: lists, counts, searches and deletes need a token (401 before the body is read)', async (path) => {
    for (const [method, url] of [
      ['GET', path],
      ['GET', `${path}count/`],
      ['GET', `${path}1/`],
      ['DELETE', `${path}1/`],
      ['DELETE', `${path}bulk-delete/`],
      ['GET', `${path}export.csv`],
    ] as const) {
      const res = await ctx.t.app.inject({
        method,
        url,
        payload: method === 'DELETE' ? '{not json' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
      expect(res.json().success).toBe(false);
    }
  });

  it('offers no create, update, status or reorder to administrators either', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/requestedappointments/1/'],
      ['POST', '/api/requestedappointments/reorder/'],
    ] as const) {
      const res = await ctx.t.app.inject({ method, url, headers: ctx.auth, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('lists with limit, skip, search and -created_at; counts with the same search', async () => {
    const list = await ctx.t.app.inject({
      url: '/api/requestedappointments/?limit=2&skip=0&sort_by=-created_at&searchedText=grace%40example',
      headers: ctx.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    const count = await ctx.t.app.inject({
      url: '/api/requestedappointments/count/?searchedText=Katherine',
      headers: ctx.auth,
    });
    expect(count.json()).toEqual({ success: true, data: { count: 1 } });
    const phone = await ctx.t.app.inject({
      url: '/api/requestedappointments/count/?searchedText=555-000-1111',
      headers: ctx.auth,
    });
    expect(phone.json().data.count).toBe(1);
    const bad = await ctx.t.app.inject({ url: '/api/requestedappointments/?sort_by=position', headers: ctx.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes for real, one or many (all or nothing)', async () => {
    const ids = (await rows(ctx.t.db, 'requested_appointments')).map((r) => r.id);
    const one = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/requestedappointments/${ids[0]}/`,
      headers: ctx.auth,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ success: true, data: { id: ids[0] } });
    const remaining = (await rows(ctx.t.db, 'requested_appointments')).map((r) => r.id);
    expect(remaining).not.toContain(ids[0]);

    const partial = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/requestedappointments/bulk-delete/',
      headers: ctx.auth,
      payload: { ids: [ids[1], 999_999] },
    });
    expect(partial.statusCode).toBe(400);
    expect(await rows(ctx.t.db, 'requested_appointments')).toHaveLength(remaining.length);

    const bulk = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/requestedappointments/bulk-delete/',
      headers: ctx.auth,
      payload: { ids: [ids[1], ids[2]] },
    });
    expect(bulk.json()).toMatchObject({ success: true, data: { deleted: 2 } });
    expect(await rows(ctx.t.db, 'requested_appointments')).toHaveLength(remaining.length - 2);
    const count = await ctx.t.app.inject({ url: '/api/requestedappointments/count/', headers: ctx.auth });
    expect(count.json().data.count).toBe(remaining.length - 2);
    const gone = await ctx.t.app.inject({ url: `/api/requestedappointments/${ids[1]}/`, headers: ctx.auth });
    expect(gone.statusCode).toBe(404);
  });
});

describe('CSV exports', () => {
  it('exports contact messages with every field, formulas neutralised and quotes doubled', async () => {
    await post(
      '/api/contact-us/',
      await contact({
        name: '=HYPERLINK("http://evil.example")',
        organization: '@SUM(A1)',
        message: 'He said "hi",\nthen left',
      }),
    );
    const res = await ctx.t.app.inject({ url: '/api/contact-us/export.csv', headers: ctx.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-us-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(
      body.startsWith(
        '\uFEFF"id","created_at","name","email","phone","organization","industries","purpose","message"\r\n',
      ),
    ).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(body).toContain(`"'@SUM(A1)"`);
    expect(body).toContain('"He said ""hi"",\nthen left"');
    expect(body).toContain('"555-987-6543","Analytical Engines","Agronomy"');
  });

  it('exports requested appointments', async () => {
    const res = await ctx.t.app.inject({ url: '/api/requestedappointments/export.csv', headers: ctx.auth });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"id","created_at","name","email","phone_number","reason"');
    expect(lines.length - 2).toBe((await rows(ctx.t.db, 'requested_appointments')).length);
    expect(res.body).toContain('"Grace Hopper","grace@example.org","555-123-4567","A talk about compilers"');
  });
});

describe('the mailing list', () => {
  const signup = async (email: string, headers: Record<string, string> = {}) =>
    post('/api/mailinglists/', { email, status: 0, recaptchaToken: await solvedCaptcha(ctx.t) }, headers);
  const entries = () => rows(ctx.t.db, 'mailing_list_entries');
  const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`http://localhost:3000/mailing-list/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  /** What a link page's button posts (decision 067); `from=page` asks for the result page. */
  const press = (kind: 'confirm' | 'unsubscribe', token: string, fields: Record<string, string> = {}) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/mailinglists/${kind}/${token}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...(kind === 'unsubscribe' ? { 'List-Unsubscribe': 'One-Click' } : {}),
        ...fields,
      }).toString(),
    });

  let confirmToken: string;
  let unsubscribeToken: string;

  it('takes a signup, records the consent and mails a confirmation link with an unsubscribe link', async () => {
    const before = (await sentMails(ctx.t)).length;
    const res = await signup(' Reader@Example.org ', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: SubmissionAnswers.mailingListSignup });
    const [entry] = await entries();
    expect(entry).toMatchObject({
      email: 'Reader@Example.org',
      email_key: 'reader@example.org',
      status: 0,
      consent_text: MAILING_LIST_CONSENT,
      consent_address: '127.0.0.1',
      confirmed_at: null,
    });
    expect(Date.now() - Date.parse(entry!.consent_at)).toBeLessThan(60_000);

    const [mail] = await newMails(ctx.t, before);
    expect(mail!.to.toLowerCase()).toBe('reader@example.org');
    confirmToken = linkIn(mail!.text, 'confirm')!;
    unsubscribeToken = linkIn(mail!.text, 'unsubscribe')!;
    expect(confirmToken).toBeDefined();
    expect(unsubscribeToken).toBeDefined();
    expect(mail!.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/mailinglists/unsubscribe/${unsubscribeToken}/>`,
    );
    expect(mail!.text).toContain(MAILING_LIST_CONSENT);
    // Only the token's hash is kept.
    expect(JSON.stringify(await entries())).not.toContain(confirmToken);
  });

  it('lists a pending entry to administrators, with its consent', async () => {
    const list = await ctx.t.app.inject({ url: '/api/mailinglists/?sort_by=-created_at', headers: ctx.auth });
    expect(list.json().data[0]).toMatchObject({
      email: 'Reader@Example.org',
      status: 0,
      confirmed_at: null,
      consent: { address: '127.0.0.1', text: MAILING_LIST_CONSENT },
    });
  });

  it('stores an address once: a second signup (any case) answers the same, adds nothing and mails nothing yet', async () => {
    const before = (await sentMails(ctx.t)).length;
    const res = await signup('reader@EXAMPLE.org');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(SubmissionAnswers.mailingListSignup);
    expect(await entries()).toHaveLength(1);
    expect(await newMails(ctx.t, before)).toHaveLength(0);
  });

  it('does not export an unconfirmed entry', async () => {
    const res = await ctx.t.app.inject({ url: '/api/mailinglists/export.csv', headers: ctx.auth });
    expect(res.body).toBe(
      '\uFEFF"email","confirmed_at","consent_at","consent_address","consent_text","created_at"\r\n',
    );
  });

  it('confirms with the link once; the link then answers 404', async () => {
    const res = await press('confirm', confirmToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SubmissionAnswers.mailingListConfirmed });
    expect(res.headers['cache-control']).toBe('no-store');
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: 1, confirm_token_hash: null, confirmed_address: '127.0.0.1' });
    const again = await press('confirm', confirmToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: SubmissionAnswers.mailingListLinkInvalid });
  });

  it("answers unknown tokens 404 and malformed ones 400; a page's form is sent to the result page", async () => {
    const unknown = 'A'.repeat(43);
    expect((await press('confirm', unknown)).statusCode).toBe(404);
    expect((await press('unsubscribe', unknown)).statusCode).toBe(404);
    expect((await press('confirm', 'short')).statusCode).toBe(400);
    expect((await press('unsubscribe', 'bad!token')).statusCode).toBe(400);
    const browser = await press('confirm', unknown, { from: 'page' });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('http://localhost:3000/mailing-list/confirmed?result=invalid');
  });

  it('exports the confirmed subscriber with the consent', async () => {
    const res = await ctx.t.app.inject({ url: '/api/mailinglists/export.csv', headers: ctx.auth });
    const lines = res.body.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Reader@Example\.org","[^"]+","[^"]+","127\.0\.0\.1",".+","[^"]+"$/);
    expect(lines[1]).toContain(MAILING_LIST_CONSENT);
  });

  it('a second signup of a subscribed address mails nothing', async () => {
    const before = (await sentMails(ctx.t)).length;
    expect((await signup('READER@example.org')).statusCode).toBe(201);
    expect(await newMails(ctx.t, before)).toHaveLength(0);
  });

  it('unsubscribes without sign-in; the address stays listed as unsubscribed (decision 086); the link answers the same again', async () => {
    const browser = await press('unsubscribe', unsubscribeToken, { from: 'page' });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('http://localhost:3000/mailing-list/unsubscribed');
    const [entry] = await entries();
    // The address stays; the network addresses go, and the folded key is freed for a new signup.
    expect(entry).toMatchObject({ status: 3, email: 'Reader@Example.org', email_key: null, consent_address: '' });
    const again = await press('unsubscribe', unsubscribeToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: SubmissionAnswers.mailingListUnsubscribed });
    const count = async (query = '') =>
      (await ctx.t.app.inject({ url: `/api/mailinglists/count/${query}`, headers: ctx.auth })).json().data.count;
    expect(await count()).toBe(1);
    expect(await count('?subscription=3')).toBe(1);
    expect(await count('?subscription=1')).toBe(0);
    const listed = await ctx.t.app.inject({ url: '/api/mailinglists/?subscription=3', headers: ctx.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject([{ email: 'Reader@Example.org', status: 3 }]);
    expect(
      (await ctx.t.app.inject({ url: '/api/mailinglists/?subscription=1', headers: ctx.auth })).json().data,
    ).toEqual([]);
    // A status the list does not have is a 400 with the envelope, never a silent empty list.
    for (const bad of ['2', 'gone', '-1']) {
      const refused = await ctx.t.app.inject({ url: `/api/mailinglists/?subscription=${bad}`, headers: ctx.auth });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    // Still the administrator's alone.
    expect((await ctx.t.app.inject({ url: '/api/mailinglists/?subscription=3' })).statusCode).toBe(401);
    // Listed, it can be deleted for real, as any entry.
    const exported = await ctx.t.app.inject({ url: '/api/mailinglists/export.csv', headers: ctx.auth });
    expect(exported.body.split('\r\n')).toHaveLength(2);
  });

  it('a signup after unsubscribing starts over with a new pending entry and a new mail', async () => {
    // Once the first confirmation's window (decision 043) has ended.
    await windowsEnded();
    const before = (await sentMails(ctx.t)).length;
    expect((await signup('reader@example.org')).statusCode).toBe(201);
    expect((await entries()).filter((e) => e.status === 0)).toHaveLength(1);
    expect(await newMails(ctx.t, before)).toHaveLength(1);
  });

  it('a pending address gets a new link once the last one is 10 minutes old (and the old link stops working)', async () => {
    const [pending] = (await entries()).filter((e) => e.status === 0);
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    await ctx.t.db
      .updateTable('mailing_list_entries')
      .set({ confirm_sent_at: old })
      .where('id', '=', pending!.id)
      .execute();
    await windowsEnded();
    const before = (await sentMails(ctx.t)).length;
    expect((await signup('reader@example.org')).statusCode).toBe(201);
    const [mail] = await newMails(ctx.t, before);
    const token = linkIn(mail!.text, 'confirm')!;
    expect(linkIn(mail!.text, 'unsubscribe')).toBe(pending!.unsubscribe_token);
    const res = await press('confirm', token, { from: 'page' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/mailing-list/confirmed');
  });

  it('refuses a confirmation link older than 7 days', async () => {
    expect((await signup('late@example.org')).statusCode).toBe(201);
    const mails = await sentMails(ctx.t);
    const token = linkIn(mails.at(-1)!.text, 'confirm')!;
    const old = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    await ctx.t.db
      .updateTable('mailing_list_entries')
      .set({ confirm_sent_at: old })
      .where('email', '=', 'late@example.org')
      .execute();
    expect((await press('confirm', token)).statusCode).toBe(404);
  });

  it('requires an email (the footer text) and a valid one, and a spam check', async () => {
    const none = await post('/api/mailinglists/', { status: 0, recaptchaToken: await solvedCaptcha(ctx.t) });
    expect(none.json()).toMatchObject({
      message: SubmissionMessages.mailingEmailRequired,
      errors: { email: SubmissionMessages.mailingEmailRequired },
    });
    const bad = await post('/api/mailinglists/', { email: 'nope', recaptchaToken: await solvedCaptcha(ctx.t) });
    expect(bad.json().errors.email).toBe(SubmissionMessages.emailInvalid);
    const noToken = await post('/api/mailinglists/', { email: 'x@example.org' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors.recaptchaToken).toBe(CaptchaMessages.required);
    expect((await entries()).some((e) => e.email === 'x@example.org')).toBe(false);
  });

  it('deletes an entry for real', async () => {
    const [entry] = (await entries()).filter((e) => e.status === 1 || e.status === 0);
    const res = await ctx.t.app.inject({ method: 'DELETE', url: `/api/mailinglists/${entry!.id}/`, headers: ctx.auth });
    expect(res.statusCode).toBe(200);
    expect((await entries()).find((e) => e.id === entry!.id)).toBeUndefined();
  });
});
