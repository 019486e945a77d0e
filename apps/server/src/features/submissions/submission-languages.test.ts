import { MailCatalogues } from '@atrium/contract/mail-catalogues';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentMails, solvedCaptcha } from '../../testing/submissions.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Decision 091: a visitor's forms keep the language they were sent in, and its mails are in it. */
const PUBLIC_URL = 'https://www.atrium.example';
const ctx = useSignedInApp(() => ({ publicUrl: PUBLIC_URL }));
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
