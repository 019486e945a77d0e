import { MailCatalogues } from '@atrium/contract/mail-catalogues';
import { siteCatalogues } from '@atrium/contract/site-catalogue';
import { CaptchaMessages, HONEYPOT_FIELD, SubmissionAnswers, SubmissionMessages } from '@atrium/contract/submissions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sentMails, solvedCaptcha } from '../../testing/submissions.ts';
import { inEnglishFrenchArabic, inLanguages } from '../../testing/locales.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decision 091: a visitor's forms keep the language they were sent in, and its mails are in it;
 * decision 095: their answers (thanks, field errors, spam check, 503) are in it too.
 */
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

const post = async (url: string, payload: Record<string, unknown>, referer?: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    payload: { status: 1, recaptchaToken: await solvedCaptcha(ctx.t), ...payload },
    headers: referer ? { referer: `${PUBLIC_URL}${referer}` } : {},
  });
const contact = (email: string, extra: Record<string, unknown> = {}, referer?: string) =>
  post(
    '/api/contact-us/',
    {
      name: 'Ada Lovelace',
      email,
      phone: '555-987-6543',
      organization: 'Analytical Engines',
      industries: industryId,
      message: 'We would like to join the network.',
      purpose: 'Partnership',
      ...extra,
    },
    referer,
  );
const localeOf = async (table: 'contact_messages' | 'requested_appointments' | 'mailing_list_entries', email: string) =>
  (await ctx.t.db.selectFrom(table).select('locale').where('email', '=', email).executeTakeFirst())?.locale;
const mailTo = async (to: string) => (await sentMails(ctx.t)).find((mail) => mail.to.includes(to));

describe('submissions in the visitor’s language (decision 091)', () => {
  it('keeps the language of the page a contact message was sent from, and acknowledges it in French', async () => {
    expect((await contact('fr.reader@example.org', {}, '/fr/contact-us')).statusCode).toBe(201);
    expect(await localeOf('contact_messages', 'fr.reader@example.org')).toBe('fr');
    const mail = await mailTo('fr.reader@example.org');
    expect(mail?.subject).toBe(MailCatalogues.fr!.contactSubject);
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.text).toContain(MailCatalogues.fr!.hello);
    // The organisation's notification stays in the back office's English.
    expect((await sentMails(ctx.t)).some((one) => one.subject.startsWith('New contact message from Ada'))).toBe(true);
  });

  it('takes the form’s own locale over the page’s, and writes Arabic mails right to left', async () => {
    const response = await post(
      '/api/requestedappointments/',
      { name: 'Layla', email: 'ar.reader@example.org', phone_number: '555-123-4567', reason: 'A talk', locale: 'AR' },
      '/fr/about-us',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await localeOf('requested_appointments', 'ar.reader@example.org')).toBe('ar');
    const mail = await mailTo('ar.reader@example.org');
    expect(mail?.subject).toBe(MailCatalogues.ar!.appointmentSubject);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toMatch(/<table role="presentation"[^>]*dir="rtl"/);
  });

  it('signs up in French: the entry keeps it, the confirmation is French and links the French pages', async () => {
    const response = await post('/api/mailinglists/', { email: 'fr.list@example.org', locale: 'fr' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await localeOf('mailing_list_entries', 'fr.list@example.org')).toBe('fr');
    const mail = await mailTo('fr.list@example.org');
    const { orgName } = await ctx.t.app.siteSettings.publicSettings();
    expect(mail?.subject).toBe(MailCatalogues.fr!.confirmSubject(orgName));
    expect(mail?.text).toContain(MailCatalogues.fr!.confirmButton);
    expect(mail?.text).toContain(`${PUBLIC_URL}/fr/mailing-list/confirm?`);
  });

  it('reads a page of no language, or none, as the default language', async () => {
    expect((await contact('en.reader@example.org', {}, '/de/contact-us')).statusCode).toBe(201);
    expect(await localeOf('contact_messages', 'en.reader@example.org')).toBe('en');
    const mail = await mailTo('en.reader@example.org');
    expect(mail?.subject).toBe('We received your message');
    expect(mail?.html).toContain('<html lang="en">');
    expect((await post('/api/mailinglists/', { email: 'plain@example.org' })).statusCode).toBe(201);
    expect(await localeOf('mailing_list_entries', 'plain@example.org')).toBe('en');
  });

  it('refuses a forged locale (400) and stores nothing', async () => {
    for (const [url, payload] of [
      ['/api/mailinglists/', { email: 'forged@example.org', locale: 'de' }],
      ['/api/contact-us/', { locale: 'xx-not-a-tag' }],
    ] as const) {
      const response =
        url === '/api/contact-us/' ? await contact('forged@example.org', payload) : await post(url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toHaveProperty('locale');
    }
    expect(await localeOf('mailing_list_entries', 'forged@example.org')).toBeUndefined();
    expect(await localeOf('contact_messages', 'forged@example.org')).toBeUndefined();
  });
});

const empty = { name: '', email: '', phone: '', organization: '', industries: '', message: '', purpose: '' };

describe('a public form’s answers in the visitor’s language (decision 095)', () => {
  it('words every field error of a French contact form in French, the first as the message', async () => {
    const response = await contact('', empty, '/fr/contact-us');
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
    expect(await ctx.t.db.selectFrom('contact_messages').select('id').where('email', '=', '').execute()).toEqual([]);
  });

  it('keeps English byte for byte on the default language’s page', async () => {
    const response = await contact('', empty, '/contact-us');
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

    const sent = await contact('fr.thanks@example.org', {}, '/fr/contact-us');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(fr.formAnswers.contactReceived);
    const asked = await post(
      '/api/requestedappointments/',
      { name: 'Layla', email: 'ar.thanks@example.org', phone_number: '555-123-4567', reason: 'A talk' },
      '/ar',
    );
    expect(asked.json().message).toBe(ar.formAnswers.appointmentReceived);
    // English's thanks are the spec's.
    expect((await contact('en.thanks@example.org', {}, '/contact-us')).json().message).toBe(
      SubmissionAnswers.contactReceived,
    );
  });

  it('words the spam check’s refusals and the hidden field’s in the page’s language', async () => {
    const forged = await contact('fr.spam@example.org', { recaptchaToken: 'bm90IGEgdG9rZW4=' }, '/fr/contact-us');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      message: fr.captcha.invalid,
      errors: { recaptchaToken: fr.captcha.invalid },
    });
    const trapped = await contact('ar.trap@example.org', { [HONEYPOT_FIELD]: 'buy now' }, '/ar/contact-us');
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json().message).toBe(ar.captcha.honeypot);
    expect(ar.captcha.honeypot).not.toBe(CaptchaMessages.honeypot);
  });

  it('answers a forged locale 400 in the page’s language, naming the locale', async () => {
    const response = await contact('de.forged@example.org', { locale: 'de' }, '/fr/contact-us');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('locale');
    expect(await ctx.t.db.selectFrom('contact_messages').select('id').where('locale', '=', 'de').execute()).toEqual([]);
  });

  it('answers the 503 of a database out of reach in French', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const spy = vi.spyOn(ctx.t.app.siteSettings, 'defaultCountry').mockRejectedValueOnce(refused);
    try {
      const response = await contact('fr.down@example.org', {}, '/fr/contact-us');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: fr.formAnswers.unavailable });
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the inboxes each visitor’s language', async () => {
    await contact('fr.inbox@example.org', {}, '/fr/contact-us');
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

/**
 * Decision 102: every mail to a visitor in the language they wrote in, its words from the mails'
 * catalogue, and the links that say no language leading to the subscriber's pages.
 */
describe('every mail to a visitor in their language (decision 102)', () => {
  it('acknowledges, confirms and notes a second signup in French, Spanish and Arabic, Arabic right to left', async () => {
    await inLanguages(
      ctx,
      ['en', 'fr', 'es', 'ar', 'he'].map((code) => ({ code, name: code })),
    );
    const { orgName } = await ctx.t.app.siteSettings.publicSettings();
    for (const code of ['fr', 'es', 'ar'] as const) {
      const t = MailCatalogues[code]!;
      const head = code === 'ar' ? '<html lang="ar" dir="rtl">' : `<html lang="${code}">`;
      expect((await contact(`all.${code}@example.org`, { locale: code })).statusCode).toBe(201);
      const contactMail = (await mailTo(`all.${code}@example.org`))!;
      expect(contactMail.subject).toBe(t.contactSubject);
      expect(contactMail.html).toContain(head);
      expect(contactMail.text).toContain(t.contactText(orgName));
      expect(contactMail.text).toContain(t.notYou);

      const appointment = await post('/api/requestedappointments/', {
        name: 'Layla',
        email: `appt.${code}@example.org`,
        phone_number: '555-123-4567',
        reason: 'A talk',
        locale: code,
      });
      expect(appointment.statusCode).toBe(201);
      const appointmentMail = (await mailTo(`appt.${code}@example.org`))!;
      expect(appointmentMail.subject).toBe(t.appointmentSubject);
      expect(appointmentMail.text).toContain(t.appointmentText(orgName));
      expect(appointmentMail.html).toContain(head);

      expect((await post('/api/mailinglists/', { email: `list.${code}@example.org`, locale: code })).statusCode).toBe(
        201,
      );
      const confirmation = (await mailTo(`list.${code}@example.org`))!;
      expect(confirmation.subject).toBe(t.confirmSubject(orgName));
      expect(confirmation.html).toContain(head);
      expect(confirmation.text).toContain(t.confirmButton);
      expect(confirmation.text).toContain(`${t.notYouChangedMind} ${PUBLIC_URL}/${code}/mailing-list/unsubscribe?`);
      if (code === 'ar') expect(confirmation.html).toMatch(/<table role="presentation"[^>]*dir="rtl"/);
    }
    // Hebrew has no catalogue: the default language's words, said to be English and left to right.
    expect((await contact('all.he@example.org', { locale: 'he' })).statusCode).toBe(201);
    const hebrew = (await mailTo('all.he@example.org'))!;
    expect(hebrew.subject).toBe(MailCatalogues.en!.contactSubject);
    expect(hebrew.html).toContain('<html lang="en">');
    expect(hebrew.html).not.toContain('rtl');
  });

  it('leads a confirmation link that says no language to the subscriber’s page, and on to their result page', async () => {
    // fr.list@ signed up in French (above); a mail's API link, as mails before decision 067 had it.
    const mail = (await mailTo('fr.list@example.org'))!;
    const token = new RegExp(`${PUBLIC_URL}/fr/mailing-list/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)![1]!;
    const opened = await ctx.t.app.inject({
      url: `/api/mailinglists/confirm/${token}/`,
      headers: { accept: 'text/html' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${PUBLIC_URL}/fr/mailing-list/confirm?token=${token}`);
    // The default language's page posts no language: the result page is the subscriber's all the same.
    const pressed = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/mailinglists/confirm/${token}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ from: 'page' }).toString(),
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${PUBLIC_URL}/fr/mailing-list/confirmed`);
    // A default language's subscriber's link stays at the root.
    const plain = (await mailTo('plain@example.org'))!;
    const own = new RegExp(`${PUBLIC_URL}/mailing-list/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(plain.text)![1]!;
    const root = await ctx.t.app.inject({ url: `/api/mailinglists/confirm/${own}/`, headers: { accept: 'text/html' } });
    expect(root.headers.location).toBe(`${PUBLIC_URL}/mailing-list/confirm?token=${own}`);
  });
});
