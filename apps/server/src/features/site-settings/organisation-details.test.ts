import { RequestMessages } from '@atrium/contract/messages';
import { SiteProfile } from '@atrium/contract/site';
import { ContactDetailsMessages } from '@atrium/contract/submissions';
import { SiteSettingsTexts as T } from '@atrium/contract/site-settings';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes, type FilePart } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decision 085: the organisation's name, email and postal address are one record, which the site
 * settings and the contact details API (the spec's shape) both read and write.
 */
const ctx = useSignedInApp();

const settings = async () => (await ctx.t.app.inject({ url: '/api/site-settings/' })).json().data;
const adminDetails = async () =>
  (await ctx.t.app.inject({ url: '/api/contact-us-details/', headers: ctx.auth })).json().data[0];
const patchSettings = (payload: object) =>
  ctx.t.app.inject({ method: 'PATCH', url: '/api/admin-site-settings/', headers: ctx.auth, payload });
async function patchDetails(id: number, fields: Record<string, string | FilePart>) {
  const body = await multipart(fields);
  return ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/contact-us-details/${id}/`,
    headers: { ...ctx.auth, ...body.headers },
    payload: body.payload,
  });
}

describe("the organisation's details, one record (decision 085)", () => {
  it('answers the defaults while neither screen has saved them', async () => {
    expect(await settings()).toMatchObject({
      orgName: SiteProfile.name,
      contactEmail: SiteProfile.email,
      postalAddress: SiteProfile.postalAddress,
    });
    expect(await adminDetails()).toMatchObject({ company: '', email: '', address: '' });
  });

  it('a rename in the site settings is the contact details’ company, email and address at once', async () => {
    const saved = await patchSettings({
      orgName: 'Riverside Commons',
      contactEmail: 'office@riverside.example',
      postalAddress: '12 Quay Road, Lagos 101241',
    });
    expect(saved.statusCode).toBe(200);
    expect(await adminDetails()).toMatchObject({
      company: 'Riverside Commons',
      email: 'office@riverside.example',
      address: '12 Quay Road, Lagos 101241',
      status: 0,
    });
    // The audit log tells the rename in words (decision 085).
    const audit = await ctx.t.app.inject({
      url: '/api/audit-log/?resource=admin-site-settings&limit=1',
      headers: ctx.auth,
    });
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'settings',
      summary: {
        title: T.heading,
        changes: expect.arrayContaining([
          { field: 'orgName', label: T.orgName, before: SiteProfile.name, after: 'Riverside Commons' },
        ]),
      },
    });
    // The contact details list searches the new name (its search text was written with it).
    const found = await ctx.t.app.inject({
      url: '/api/contact-us-details/?searchedText=riverside',
      headers: ctx.auth,
    });
    expect(found.json().data).toHaveLength(1);
  });

  it('a save of the contact details (the spec’s PATCH) renames the organisation the site shows', async () => {
    const { id } = await adminDetails();
    const image = { filename: 'office.png', content: await pngBytes(120, 60), type: 'image/png' };
    const saved = await patchDetails(id, {
      title: 'Get in touch',
      description: 'We answer within two days.',
      company: 'Harbour Network',
      email: 'hello@harbour.example',
      phone: '555-010-2030',
      address: '1 Main Street, Richmond, VA',
      backgroundImage: image,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { company: 'Harbour Network', status: 1 } });
    expect(await settings()).toMatchObject({
      orgName: 'Harbour Network',
      contactEmail: 'hello@harbour.example',
      postalAddress: '1 Main Street, Richmond, VA',
    });
    // Visitors read the same values from the spec's endpoint, in the spec's field names.
    const visitor = (await ctx.t.app.inject({ url: '/api/contact-us-details/' })).json();
    expect(visitor.data[0]).toMatchObject({ company: 'Harbour Network', email: 'hello@harbour.example' });

    // And back: the settings' rename shows on the public contact details, the other fields kept.
    expect((await patchSettings({ orgName: 'Harbour Commons', postalAddress: '' })).statusCode).toBe(200);
    const after = (await ctx.t.app.inject({ url: '/api/contact-us-details/' })).json().data[0];
    expect(after).toMatchObject({
      company: 'Harbour Commons',
      address: '',
      title: 'Get in touch',
      phone: '555-010-2030',
    });
    // An address left empty in the settings stays empty (not the defaults').
    expect((await settings()).postalAddress).toBe('');
  });

  it('keeps each side’s rules and messages, and a refused save changes neither', async () => {
    const { id } = await adminDetails();
    const multiline = await patchDetails(id, { company: 'Two\nLines' });
    expect(multiline.statusCode).toBe(400);
    expect(multiline.json().errors.company).toBe(RequestMessages.oneLine);
    expect((await patchDetails(id, { company: '' })).json().errors.company).toBe(
      ContactDetailsMessages.companyRequired,
    );
    const refused = await patchSettings({ orgName: ' ', contactEmail: 'office@riverside.example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.orgName).toBe(T.orgNameRequired);
    expect((await settings()).orgName).toBe('Harbour Commons');
    expect((await adminDetails()).email).toBe('hello@harbour.example');
  });
});
