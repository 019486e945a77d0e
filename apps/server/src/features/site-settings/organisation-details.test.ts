import { RequestMessages } from '@atrium/contract/messages';
import { SiteProfile } from '@atrium/contract/site';
import { ContactDetailsMessages } from '@atrium/contract/submissions';
import { SiteSettingsTexts as T } from '@atrium/contract/site-settings';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes, type FilePart } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { createSiteSettingsRepository } from './site-settings.repository.ts';

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

  it('a save against the version read writes both rows; a stale one (412) writes neither and notes nothing', async () => {
    const read = await ctx.t.app.inject({ url: '/api/admin-site-settings/', headers: ctx.auth });
    const version = read.headers.etag as string;
    const save = (orgName: string) =>
      ctx.t.app.inject({
        method: 'PATCH',
        url: '/api/admin-site-settings/',
        headers: { ...ctx.auth, 'if-match': version },
        payload: { orgName },
      });
    const first = await save('Riverside Commons');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);
    expect(await adminDetails()).toMatchObject({ company: 'Riverside Commons' });
    const notes = async () =>
      (await ctx.t.app.inject({ url: '/api/audit-log/?resource=admin-site-settings', headers: ctx.auth })).json().data
        .items.length;
    const noted = await notes();
    expect(noted).toBeGreaterThan(0);

    const stale = await save('Harbour Trust');
    expect(stale.statusCode).toBe(412);
    expect(await adminDetails()).toMatchObject({ company: 'Riverside Commons' });
    expect(await settings()).toMatchObject({ orgName: 'Riverside Commons' });
    expect(await notes()).toBe(noted);
  });

  it('a write whose version check fails (another save between the read and the write) leaves both rows', async () => {
    expect((await patchSettings({ orgName: 'Riverside Commons' })).statusCode).toBe(200);
    const repo = createSiteSettingsRepository(ctx.t.app.db);
    const { settings: row } = await repo.get();
    const { id: _id, updated_by_name: _name, ...values } = row!;
    const organisation = { company: 'Harbour Trust', email: 'x@harbour.example', address: '' };
    const { organisationSavedAt } = await repo.get();
    const searchText = (title: string, company: string) => `${title} ${company}`;
    const later = { ...values, footer_text: 'Never written', updated_at: '2999-01-01T00:00:00.000Z' };
    const stale = '2000-01-01T00:00:00.000Z';
    expect(
      await repo.put(later, organisation, searchText, { settings: stale, organisation: organisationSavedAt! }),
    ).toBe(false);
    // The settings' row is as read, the contact details' is not: the settings' row written first is rolled back.
    expect(await repo.put(later, organisation, searchText, { settings: row!.updated_at!, organisation: stale })).toBe(
      false,
    );
    expect(await adminDetails()).toMatchObject({ company: 'Riverside Commons' });
    expect((await repo.get()).settings).toEqual(row);
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

describe('one version over both rows (decision 088)', () => {
  const readSettings = () => ctx.t.app.inject({ url: '/api/admin-site-settings/', headers: ctx.auth });
  const saveSettings = (payload: object, version: string) =>
    ctx.t.app.inject({
      method: 'PATCH',
      url: '/api/admin-site-settings/',
      headers: { ...ctx.auth, 'if-match': version },
      payload,
    });
  const saveDetails = (id: number, payload: object, version: string) =>
    ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/contact-us-details/${id}/`,
      headers: { ...ctx.auth, 'if-match': version },
      payload,
    });

  it('a rename on Contact details moves the settings’ version: an open Site settings form cannot put the old name back', async () => {
    const opened = await readSettings();
    const details = await adminDetails();
    const renamed = await saveDetails(
      details.id,
      { company: 'Meadow Trust', address: '2 Mill Lane' },
      `"${details.id}@${details.updated_at}"`,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    const now = await readSettings();
    expect(now.headers.etag).not.toBe(opened.headers.etag);
    expect(now.json().data).toMatchObject({ orgName: 'Meadow Trust', updatedAt: renamed.json().data.updated_at });

    const stale = await saveSettings(
      { orgName: opened.json().data.orgName, footerText: 'Old form' },
      opened.headers.etag!,
    );
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().data).toMatchObject({ version: now.headers.etag, record: { orgName: 'Meadow Trust' } });
    expect(await settings()).toMatchObject({ orgName: 'Meadow Trust' });
    expect((await adminDetails()).company).toBe('Meadow Trust');

    const fresh = await saveSettings({ footerText: 'New form' }, now.headers.etag!);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await settings()).toMatchObject({ orgName: 'Meadow Trust', footerText: 'New form' });
  });

  it('a rename in Site settings moves the contact details’ version: an open Contact details form gets 412', async () => {
    const details = await adminDetails();
    const read = await readSettings();
    expect((await saveSettings({ orgName: 'Orchard Trust' }, read.headers.etag!)).statusCode).toBe(200);
    const stale = await saveDetails(details.id, { company: details.company }, `"${details.id}@${details.updated_at}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect((await adminDetails()).company).toBe('Orchard Trust');
  });
});
