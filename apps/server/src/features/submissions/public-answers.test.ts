import { siteCatalogues } from '@atrium/contract/site-catalogue';
import { CaptchaMessages, HONEYPOT_FIELD, SubmissionAnswers, SubmissionMessages } from '@atrium/contract/submissions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sentMails, solvedCaptcha } from '../../testing/submissions.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Decision 095: a public form's answers (thanks, field errors, spam check, 503) in the visitor's language. */
const PUBLIC_URL = 'https://www.atrium.example';
const ctx = useSignedInApp(() => ({ publicUrl: PUBLIC_URL }));
const fr = siteCatalogues.fr!;
const ar = siteCatalogues.ar!;
let industryId = 0;

beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  const industry = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/industries/',
    headers: ctx.auth,
    payload: { industriesName: 'Agronomy', status: 1 },
  });
  industryId = industry.json().data.id;
});

/** A public POST as a page of `page` (its Referer) sends it, with a solved spam check unless the payload says otherwise. */
const post = async (url: string, payload: Record<string, unknown>, page?: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    payload: { status: 1, recaptchaToken: await solvedCaptcha(ctx.t), ...payload },
    headers: page ? { referer: `${PUBLIC_URL}${page}` } : {},
  });
const contact = (fields: Record<string, unknown>, page?: string) =>
  post(
    '/api/contact-us/',
    {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '555-987-6543',
      organization: 'Analytical Engines',
      industries: industryId,
      message: 'We would like to join the network.',
      purpose: 'Partnership',
      ...fields,
    },
    page,
  );
const empty = { name: '', email: '', phone: '', organization: '', industries: '', message: '', purpose: '' };

describe('a public form’s answers in the visitor’s language (decision 095)', () => {
  it('words every field error of a French contact form in French, the first as the message', async () => {
    const response = await contact(empty, '/fr/contact-us');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual({
      name: fr.submission.nameRequired,
      email: fr.submission.emailRequired,
      phone: fr.submission.phoneRequired,
      organization: fr.submission.organizationRequired,
      industries: fr.submission.industryRequired,
      message: fr.submission.messageRequired,
      purpose: fr.submission.purposeRequired,
    });
    expect(body).toMatchObject({ success: false, message: fr.submission.nameRequired });
    expect(await ctx.t.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it('keeps English byte for byte on the default language’s page', async () => {
    const response = await contact(empty, '/contact-us');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: SubmissionMessages.nameRequired,
      industries: SubmissionMessages.industryRequired,
    });
    expect(response.json().message).toBe(SubmissionMessages.nameRequired);
  });

  it('takes the form’s own locale: an Arabic appointment’s bounds and phone in Arabic, with Arabic digits', async () => {
    const response = await post('/api/requestedappointments/', {
      name: 'x'.repeat(101),
      email: 'not an address',
      phone_number: '555-12',
      reason: '   ',
      locale: 'ar',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ar.submission.tooLong(100),
      email: ar.submission.emailInvalid,
      phone_number: ar.submission.phoneTooShort,
      reason: ar.submission.reasonSpaces,
    });
    expect(ar.submission.tooLong(100)).toContain((100).toLocaleString('ar'));
  });

  it('thanks in French, and records the consent the French footer showed, quoted in the confirmation', async () => {
    const signup = await post('/api/mailinglists/', { email: 'fr.consent@example.org', locale: 'fr' });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json().message).toBe(fr.formAnswers.mailingListSignup);
    const entry = await ctx.t.db
      .selectFrom('mailing_list_entries')
      .select('consent_text')
      .where('email', '=', 'fr.consent@example.org')
      .executeTakeFirstOrThrow();
    expect(entry.consent_text).toBe(fr.signup.consent);
    const mail = (await sentMails(ctx.t)).find((one) => one.to.includes('fr.consent@example.org'));
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(fr.signup.consent);
    // The French confirm page's button leads to the French result page.
    const token = new RegExp(`${PUBLIC_URL}/fr/mailing-list/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(mail!.text)?.[1];
    const pressed = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/mailinglists/confirm/${token}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ from: 'page', locale: 'fr' }).toString(),
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${PUBLIC_URL}/fr/mailing-list/confirmed`);

    const sent = await contact({ email: 'fr.thanks@example.org' }, '/fr/contact-us');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(fr.formAnswers.contactReceived);
    const asked = await post(
      '/api/requestedappointments/',
      { name: 'Layla', email: 'ar.thanks@example.org', phone_number: '555-123-4567', reason: 'A talk' },
      '/ar',
    );
    expect(asked.json().message).toBe(ar.formAnswers.appointmentReceived);
    // English's thanks are the spec's.
    expect((await contact({ email: 'en.thanks@example.org' }, '/contact-us')).json().message).toBe(
      SubmissionAnswers.contactReceived,
    );
  });

  it('words the spam check’s refusals and the hidden field’s in the page’s language', async () => {
    const forged = await contact({ recaptchaToken: 'bm90IGEgdG9rZW4=' }, '/fr/contact-us');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      message: fr.captcha.invalid,
      errors: { recaptchaToken: fr.captcha.invalid },
    });
    const trapped = await contact({ [HONEYPOT_FIELD]: 'buy now' }, '/ar/contact-us');
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json().message).toBe(ar.captcha.honeypot);
    expect(ar.captcha.honeypot).not.toBe(CaptchaMessages.honeypot);
  });

  it('answers a forged locale 400 in the page’s language, naming the locale', async () => {
    const response = await contact({ locale: 'de' }, '/fr/contact-us');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('locale');
    expect(await ctx.t.db.selectFrom('contact_messages').select('id').where('locale', '=', 'de').execute()).toEqual([]);
  });

  it('answers the 503 of a database out of reach in French', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const spy = vi.spyOn(ctx.t.app.siteSettings, 'defaultCountry').mockRejectedValueOnce(refused);
    try {
      const response = await contact({ email: 'fr.down@example.org' }, '/fr/contact-us');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: fr.formAnswers.unavailable });
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the inboxes each visitor’s language', async () => {
    await contact({ email: 'fr.inbox@example.org' }, '/fr/contact-us');
    const list = await ctx.t.app.inject({ url: '/api/contact-us/?limit=100', headers: ctx.auth });
    const rows = list.json().data as Array<{ email: string; locale: string | null }>;
    expect(rows.find((row) => row.email === 'fr.inbox@example.org')?.locale).toBe('fr');
    const appointments = await ctx.t.app.inject({ url: '/api/requestedappointments/?limit=100', headers: ctx.auth });
    expect(
      appointments.json().data.find((row: { email: string }) => row.email === 'ar.thanks@example.org').locale,
    ).toBe('ar');
    const entries = await ctx.t.app.inject({ url: '/api/mailinglists/?limit=100', headers: ctx.auth });
    expect(entries.json().data.find((row: { email: string }) => row.email === 'fr.consent@example.org').locale).toBe(
      'fr',
    );
  });
});
