import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../testing/submissions.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();

const inject = (method: 'GET' | 'POST', url: string, auth = true) =>
  ctx.t.app.inject({ method, url, headers: auth ? ctx.auth : {} });

async function unread(key: string): Promise<number> {
  const res = await inject('GET', `/api/${key}/unread-count/`);
  expect(res.statusCode).toBe(200);
  return res.json().data.count;
}

async function seedAppointments(n: number): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = await ctx.t.db
    .insertInto('requested_appointments')
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `v${i}@example.org`,
        phone_number: '5551234567',
        reason: 'A reason',
        status: 1 as const,
        position: i + 1,
        search_text: '',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('inbox read state', () => {
  it('a new submission arrives unread; POST .../{id}/read/ marks it read once and keeps the first time', async () => {
    expect(await unread('requestedappointments')).toBe(0);
    const sent = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/requestedappointments/',
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.org',
        phone_number: '555-123-4567',
        reason: 'Compilers',
        status: 1,
        recaptchaToken: await solvedCaptcha(ctx.t),
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await unread('requestedappointments')).toBe(1);
    const [row] = (await inject('GET', '/api/requestedappointments/')).json().data;
    expect(row.read_at).toBeNull();

    const first = await inject('POST', `/api/requestedappointments/${row.id}/read/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Appointment marked read.', data: { id: row.id } });
    const readAt = first.json().data.read_at;
    expect(Number.isNaN(Date.parse(readAt))).toBe(false);
    expect(await unread('requestedappointments')).toBe(0);

    const again = await inject('POST', `/api/requestedappointments/${row.id}/read/`);
    expect(again.json().data.read_at).toBe(readAt);
    const listed = (await inject('GET', '/api/requestedappointments/')).json().data[0];
    expect(listed.read_at).toBe(readAt);
  });

  it('counts only the unread rows and forgets deleted ones', async () => {
    const before = await unread('requestedappointments');
    const ids = await seedAppointments(3);
    expect(await unread('requestedappointments')).toBe(before + 3);
    await inject('POST', `/api/requestedappointments/${ids[0]}/read/`);
    const removed = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/requestedappointments/${ids[1]}/`,
      headers: ctx.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await unread('requestedappointments')).toBe(before + 1);
  });

  it('contact messages have the same calls', async () => {
    expect(await unread('contact-us')).toBe(0);
    const now = new Date().toISOString();
    const { id } = await ctx.t.db
      .insertInto('contact_messages')
      .values({
        name: 'Ada',
        email: 'ada@example.org',
        phone: '5559876543',
        organization: 'Engines',
        industry_id: null,
        purpose: 'Hello',
        message: 'A message',
        status: 1,
        position: 1,
        search_text: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await unread('contact-us')).toBe(1);
    const res = await inject('POST', `/api/contact-us/${id}/read/`);
    expect(res.json()).toMatchObject({ success: true, message: 'Contact us marked read.' });
    expect(await unread('contact-us')).toBe(0);
  });

  it('an unknown id is 404 and a malformed one 400, with the envelope', async () => {
    const missing = await inject('POST', '/api/contact-us/999999/read/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Contact us not found.' });
    const malformed = await inject('POST', '/api/contact-us/abc/read/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });

  it.each(['requestedappointments', 'contact-us'])('%s: both calls need a token (401 before the body)', async (key) => {
    for (const [method, url] of [
      ['GET', `/api/${key}/unread-count/`],
      ['POST', `/api/${key}/1/read/`],
    ] as const) {
      const res = await ctx.t.app.inject({
        method,
        url,
        payload: method === 'POST' ? '{not json' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      expect(res.json().success).toBe(false);
    }
  });
});
