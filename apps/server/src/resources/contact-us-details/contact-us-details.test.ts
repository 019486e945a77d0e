import { ContactDetailsMessages } from '@atrium/contract/submissions';
import { Messages } from '@atrium/contract/messages';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes, textPosingAsPng, type FilePart } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();

async function patch(id: number, fields: Record<string, string | FilePart>, auth = true) {
  const body = await multipart(fields);
  return ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/contact-us-details/${id}/`,
    headers: { ...(auth ? ctx.auth : {}), ...body.headers },
    payload: body.payload,
  });
}

const filled = {
  title: 'Get in touch',
  description: 'We answer within two days.',
  company: 'Atrium Network',
  email: 'hello@example.org',
  phone: '555-010-2030',
  address: '1 Main Street, Richmond, VA',
};

/** The record the migration made: visible to the admin only, until the first save fills it. */
async function adminRecord() {
  const res = await ctx.t.app.inject({ url: '/api/contact-us-details/', headers: ctx.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data[0];
}

describe('contact us details', () => {
  it('exists from the migration, blank and hidden from visitors until saved', async () => {
    const record = await adminRecord();
    expect(record).toMatchObject({ title: '', company: '', backgroundImage: null, status: 0 });
    const visitor = await ctx.t.app.inject({ url: '/api/contact-us-details/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ success: true, data: [] });
  });

  it('refuses a save with the spec messages for each empty field, and without an image', async () => {
    const { id } = await adminRecord();
    const empty = await patch(id, { title: '', description: ' ', company: '', email: '', phone: '', address: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      title: ContactDetailsMessages.titleRequired,
      description: ContactDetailsMessages.descriptionRequired,
      company: ContactDetailsMessages.companyRequired,
      email: ContactDetailsMessages.emailRequired,
      phone: ContactDetailsMessages.phoneRequired,
      address: ContactDetailsMessages.addressRequired,
    });
    const shapes = await patch(id, { ...filled, email: 'not an email' });
    expect(shapes.json().errors).toMatchObject({ email: ContactDetailsMessages.emailInvalid });
    // Read as a number of the site's country once the schema passed (decision 084).
    expect((await patch(id, { ...filled, phone: '55501020301' })).json().errors.phone).toBe(
      ContactDetailsMessages.phoneTooLong,
    );
    expect((await patch(id, { ...filled, phone: '555-010' })).json().errors.phone).toBe(
      ContactDetailsMessages.phoneTooShort,
    );
    const noImage = await patch(id, filled);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({
      success: false,
      message: ContactDetailsMessages.imageRequired,
      errors: { backgroundImage: ContactDetailsMessages.imageRequired },
    });
    const notImage = await patch(id, { ...filled, backgroundImage: textPosingAsPng() });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(Messages.imageTypes);
  });

  it('the first full save publishes it; later saves keep the image unless a new one comes', async () => {
    const { id } = await adminRecord();
    const image = { filename: 'office.png', content: await pngBytes(120, 60), type: 'image/png' };
    const saved = await patch(id, { ...filled, backgroundImage: image });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      data: { ...filled, phone: '555-010-2030', status: 1 },
    });
    const stored = saved.json().data.backgroundImage;
    expect(stored).toEqual(expect.any(String));

    const row = await ctx.t.db.selectFrom('contact_us_details').selectAll().executeTakeFirstOrThrow();
    expect(row.phone).toBe('+15550102030');

    const renamed = await patch(id, { company: 'Atrium' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ company: 'Atrium', title: filled.title, backgroundImage: stored });

    const visitor = await ctx.t.app.inject({ url: '/api/contact-us-details/' });
    expect(visitor.json().data).toHaveLength(1);
    expect(visitor.json().data[0]).toMatchObject({ company: 'Atrium', backgroundImage: stored });
  });

  it('stays one record: no create, no delete', async () => {
    const create = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/contact-us-details/',
      headers: ctx.auth,
      payload: filled,
    });
    expect(create.statusCode).toBe(404);
    const remove = await ctx.t.app.inject({ method: 'DELETE', url: '/api/contact-us-details/1/', headers: ctx.auth });
    expect(remove.statusCode).toBe(404);
  });

  it('PATCH needs a token, answered before the body is read; an unknown id is 404', async () => {
    const res = await ctx.t.app.inject({
      method: 'PATCH',
      url: '/api/contact-us-details/1/',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    const missing = await patch(999, { company: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Contact details not found.' });
  });

  it('PATCH /0/ is the one record: created when none exists (requirements 3 §7), updated when it does', async () => {
    await ctx.t.db.deleteFrom('contact_us_details').execute();
    const image = { filename: 'office.png', content: await pngBytes(120, 60), type: 'image/png' };
    // Bad input changes nothing.
    const refused = await patch(0, { ...filled, email: 'not an email', backgroundImage: image });
    expect(refused.statusCode).toBe(400);
    expect(await ctx.t.db.selectFrom('contact_us_details').selectAll().execute()).toHaveLength(0);

    const created = await patch(0, { ...filled, backgroundImage: image });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, data: { ...filled, status: 1 } });
    const again = await patch(0, { company: 'Atrium Again' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: created.json().data.id, company: 'Atrium Again' });
    expect(await ctx.t.db.selectFrom('contact_us_details').selectAll().execute()).toHaveLength(1);

    expect((await patch(0, { company: 'X' }, false)).statusCode).toBe(401);
    // Only there: another resource's id 0 is still no id.
    const faq = await ctx.t.app.inject({
      method: 'PATCH',
      url: '/api/faqs/0/',
      headers: ctx.auth,
      payload: { title: 'x' },
    });
    expect(faq.statusCode).toBe(400);
    expect(faq.json().errors).toEqual({ id: 'Must be a positive id.' });
  });
});
