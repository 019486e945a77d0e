import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import { seedDemoSubmissions } from './demo-submissions.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
  await t.app.inject({
    method: 'POST',
    url: '/api/industries/',
    headers: auth,
    payload: { industriesName: 'Education', status: 1 },
  });
  await seedDemoSubmissions(t.app);
});
afterAll(() => t.close());

const count = async (path: string) =>
  (await t.app.inject({ url: `/api/${path}`, headers: auth })).json().data.count as number;

describe('demo submissions', () => {
  it('fill the three inboxes, with confirmed and pending subscribers, and mail no one', async () => {
    expect(await count('mailinglists/count/')).toBe(5);
    expect(await count('mailinglists/count/?status=1')).toBe(3);
    expect(await count('mailinglists/count/?status=0')).toBe(2);
    expect(await count('requestedappointments/count/')).toBe(3);
    const messages = (await t.app.inject({ url: '/api/contact-us/?sort_by=position', headers: auth })).json().data;
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatchObject({ industriesName: 'Education', phone: '646-555-0190' });
    const exported = await t.app.inject({ url: '/api/mailinglists/export.csv', headers: auth });
    expect(exported.body.trim().split('\r\n')).toHaveLength(4);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('run only while an inbox is empty', async () => {
    await seedDemoSubmissions(t.app);
    expect(await count('mailinglists/count/')).toBe(5);
    expect(await count('requestedappointments/count/')).toBe(3);
    expect(await count('contact-us/count/')).toBe(3);
  });
});
