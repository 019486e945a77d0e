import { SiteSettingsTexts } from '@atrium/contract/site-settings';
import { ContactDetailsMessages, SubmissionMessages } from '@atrium/contract/submissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { publicForms, sentMails } from '../../testing/submissions.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Decision 084: phone numbers of every country on the public forms and for the organisation's own number. */
const ctx = useSignedInApp();
let industryId: number;

beforeAll(async () => {
  const industry = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/industries/',
    headers: ctx.auth,
    payload: { industriesName: 'Telecoms', status: 1 },
  });
  industryId = industry.json().data.id;
});

const forms = publicForms(
  () => ctx.t,
  () => industryId,
);
const contact = (phone: string, name = 'Chidi Okeke') =>
  forms.contact({
    name,
    email: 'chidi@example.org',
    phone,
    organization: 'Lagos Hub',
    message: 'We would like to join.',
  });
const appointment = (phone_number: string) =>
  forms.appointment({ name: 'Amara', email: 'amara@example.org', phone_number, reason: 'A visit' });

const setCountry = (defaultCountry: unknown, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({ method: 'PATCH', url: '/api/admin-site-settings/', headers, payload: { defaultCountry } });

/** The newest contact message as stored and as the admin API answers it. */
async function newestMessage() {
  const row = await ctx.t.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const list = await ctx.t.app.inject({ url: '/api/contact-us/?sort_by=-created_at', headers: ctx.auth });
  return { stored: row.phone, answered: list.json().data.find((m: { id: number }) => m.id === row.id).phone };
}

const messageCount = async () => (await ctx.t.db.selectFrom('contact_messages').select('id').execute()).length;

describe('phone numbers of every country (decision 084)', () => {
  it.each([
    ['+234 803 123 4567', '+2348031234567', '+234 803 123 4567'],
    ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958'],
    ['+33 1 23 45 67 89', '+33123456789', '+33 1 23 45 67 89'],
    ['(555) 987-6543', '+15559876543', '555-987-6543'],
    ['555-987-6543', '+15559876543', '555-987-6543'],
  ])('the contact form takes %j, stores it in E.164 and answers it as read in the US', async (typed, e164, shown) => {
    const res = await contact(typed);
    expect(res.statusCode).toBe(201);
    expect(await newestMessage()).toEqual({ stored: e164, answered: shown });
  });

  it.each([
    ['call me maybe', SubmissionMessages.phoneTooShort],
    ['555-987-65430', SubmissionMessages.phoneTooLong],
    ['+234 803', SubmissionMessages.phoneTooShortForCountry],
    ['+33 1 23 45 67 89 12 34', SubmissionMessages.phoneTooLongForCountry],
    ['+999 1234 5678', SubmissionMessages.phoneInvalid],
    ['+234 803 CALL 567', SubmissionMessages.phoneInvalid],
  ])('refuses %j with a 400 and its message, and stores nothing', async (typed, message) => {
    const before = await messageCount();
    const res = await contact(typed);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { phone: message } });
    expect(await messageCount()).toBe(before);
  });

  it("a refused phone is named beside the schema's other refusals, with the spec's words", async () => {
    const res = await contact('555-987-65430', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: SubmissionMessages.nameRequired,
      phone: SubmissionMessages.phoneTooLong,
    });
  });

  it('the default country comes from Site settings: a national number of Nigeria, shown national to the organisation', async () => {
    expect((await setCountry('NG', {})).statusCode).toBe(401);
    const refused = await setCountry('ZZ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ defaultCountry: SiteSettingsTexts.defaultCountryInvalid });
    expect((await ctx.t.app.inject({ url: '/api/site-settings/' })).json().data.defaultCountry).toBe('US');

    const saved = await setCountry('NG');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.defaultCountry).toBe('NG');
    try {
      const before = (await sentMails(ctx.t)).length;
      expect((await contact('0803 123 4567', 'Ngozi')).statusCode).toBe(201);
      expect(await newestMessage()).toEqual({ stored: '+2348031234567', answered: '+234 803 123 4567' });
      const notice = (await sentMails(ctx.t)).slice(before).find((m) => m.subject.includes('Ngozi'))!;
      expect(notice.text).toContain('Phone: 0803 123 4567');
      // A number typed without '+' is now read as Nigerian.
      expect((await appointment('555-12')).json().errors).toEqual({
        phone_number: SubmissionMessages.phoneTooShortForCountry,
      });
      expect((await appointment('+1 555-123-4567')).statusCode).toBe(201);
      const csv = await ctx.t.app.inject({ url: '/api/requestedappointments/export.csv', headers: ctx.auth });
      // The export's formula guard (foundations/csv) marks a leading '+' as text.
      expect(csv.body).toContain(`"'+1 555 123 4567"`);
    } finally {
      expect((await setCountry('US')).statusCode).toBe(200);
    }
  });

  it("the organisation's own number: any country's, stored in E.164", async () => {
    const record = (await ctx.t.app.inject({ url: '/api/contact-us-details/', headers: ctx.auth })).json().data[0];
    const patch = async (phone: string) => {
      const body = await multipart({
        title: 'Contact',
        description: 'Write to us.',
        company: 'Atrium London',
        email: 'hello@example.org',
        phone,
        address: '1 Strand, London',
        backgroundImage: { filename: 'office.png', content: await pngBytes(80, 40), type: 'image/png' },
      });
      return ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/contact-us-details/${record.id}/`,
        headers: { ...ctx.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await patch('+44 20 7946');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.phone).toBe(ContactDetailsMessages.phoneTooShortForCountry);
    const saved = await patch('+44 20 7946 0958');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.phone).toBe('+44 20 7946 0958');
    const row = await ctx.t.db.selectFrom('contact_us_details').select('phone').executeTakeFirstOrThrow();
    expect(row.phone).toBe('+442079460958');
  });
});
