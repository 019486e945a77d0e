import { AuthMessages } from '@atrium/contract/messages';
import { CaptchaMessages } from '@atrium/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { sentMails, solvedCaptcha } from '../../testing/submissions.ts';
import { createTestDatabase, insertAdmin, type TestApp } from '../../testing/test-app.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';

/**
 * Decision 043: two apps on one database (SQLite file or PostgreSQL), as two processes behind a
 * proxy would be, answer as one: the limits count together, a spam-check solution counts once,
 * a mail is sent once, and one recipient gets one acknowledgement or confirmation a window.
 */
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
let industryId: number;
let auth: { authorization: string };

beforeAll(async () => {
  shared = await createTestDatabase(
    (config) => ({
      rateLimit: { ...config.rateLimit, failuresPerAddressAndAccount: 2, resetPerMinute: 2, submissionsPerMinute: 2 },
      // A poll too slow to matter: what the page-cache test sees is the at-once path.
      pageCache: { ...config.pageCache, pollMs: 60_000 },
    }),
    { migrated: true },
  );
  const instance = async (db: TestApp['db']): Promise<TestApp> => {
    const app = await buildApp({ config: shared.config, db });
    await app.ready();
    return { app, db, config: shared.config, close: () => app.close() };
  };
  a = await instance(shared.db);
  b = await instance(createDatabase(shared.config));
  const admin = await insertAdmin(a.db);
  const token = await a.app.tokens.sign({ userId: admin.user.id, tokenVersion: 0 });
  auth = { authorization: `Bearer ${token}` };
  const created = await a.app.inject({
    method: 'POST',
    url: '/api/industries/',
    headers: auth,
    payload: { industriesName: 'Agronomy', status: 1 },
  });
  industryId = created.json().data.id;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await b?.db.destroy();
  await shared?.close();
});

/** What both have sent, once both outboxes are idle. */
async function mailsSent() {
  await Promise.all([a.app.outbox.idle(), b.app.outbox.idle()]);
  return sentMails(a);
}

/** Each request from its own client address, so the per-address limits of one test do not reach the next. */
let addresses = 0;
const nextAddress = () => `192.0.2.${(addresses += 1)}`;

describe('limits count across processes', () => {
  it('failed sign-ins: the third from one address and identifier is refused, wherever it lands', async () => {
    const remoteAddress = nextAddress();
    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin-login/',
        payload: { identifier: 'someone@example.org', password: 'wrong-password-1' },
        remoteAddress,
      });
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(401);
    const refused = await login(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: AuthMessages.tooManyAttempts });
  });

  it('reset requests a minute per address: the 429 with its envelope and Retry-After', async () => {
    const remoteAddress = nextAddress();
    const reset = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'x@example.org' }, remoteAddress });
    expect((await reset(a)).statusCode).toBe(200);
    expect((await reset(b)).statusCode).toBe(200);
    const refused = await reset(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: AuthMessages.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('public submissions a minute per address', async () => {
    const remoteAddress = nextAddress();
    const signup = async (t: TestApp, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mailinglists/',
        payload: { email, recaptchaToken: await solvedCaptcha(t) },
        remoteAddress,
      });
    expect((await signup(a, 'limit-1@example.org')).statusCode).toBe(201);
    expect((await signup(b, 'limit-2@example.org')).statusCode).toBe(201);
    const refused = await signup(a, 'limit-3@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: CaptchaMessages.tooMany });
  });
});

it('a spam-check solution is accepted once, by either process', async () => {
  const token = await solvedCaptcha(a);
  const signup = (t: TestApp, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mailinglists/',
      payload: { email, recaptchaToken: token },
      remoteAddress: nextAddress(),
    });
  expect((await signup(a, 'once-1@example.org')).statusCode).toBe(201);
  const again = await signup(b, 'once-2@example.org');
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toBe(CaptchaMessages.reused);
});

it('the outbox sends each mail once though both drain it; an expired lease is taken over', async () => {
  const before = (await mailsSent()).length;
  const repo = createOutboxRepository(a.db);
  const now = new Date().toISOString();
  const mail = (i: number) => ({
    kind: 'test',
    to: `outbox-${i}@example.org`,
    subject: `Mail ${i}`,
    text: 'x',
    html: 'x',
  });
  await repo.insert(
    Array.from({ length: 30 }, (_, i) => mail(i)),
    now,
  );
  // One claimed by a process that died mid-send (its lease ran out), one by a live one.
  await repo.insert([mail(100), mail(101)], now);
  const [crashed, held] = await a.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', 'in', ['outbox-100@example.org', 'outbox-101@example.org'])
    .orderBy('id')
    .execute();
  await a.db
    .updateTable('mail_outbox')
    .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', crashed!.id)
    .execute();
  await a.db
    .updateTable('mail_outbox')
    .set({ locked_until: new Date(Date.now() + 60_000).toISOString() })
    .where('id', '=', held!.id)
    .execute();
  await Promise.all([a.app.outbox.runOnce(), b.app.outbox.runOnce(), a.app.outbox.runOnce(), b.app.outbox.runOnce()]);
  const sent = (await mailsSent()).slice(before).map((m) => m.to);
  expect(sent).toHaveLength(31);
  expect(new Set(sent).size).toBe(31);
  expect(sent).toContain('outbox-100@example.org');
  expect(sent).not.toContain('outbox-101@example.org');
});

describe('one recipient, one unasked-for mail a window (N1, N3)', () => {
  it('N1: contact and appointment forms acknowledge one address once; every submission is stored and notified', async () => {
    const before = (await mailsSent()).length;
    const contact = async (t: TestApp, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        payload: {
          name: 'Mallory',
          email,
          phone: '555-987-6543',
          organization: 'Mail bomb',
          industries: industryId,
          message: 'Hello',
          purpose: 'Flood',
          recaptchaToken: await solvedCaptcha(t),
        },
        remoteAddress: nextAddress(),
      });
    const appointment = async (t: TestApp, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/requestedappointments/',
        payload: {
          name: 'Mallory',
          email,
          phone_number: '555-123-4567',
          reason: 'Flood',
          recaptchaToken: await solvedCaptcha(t),
        },
        remoteAddress: nextAddress(),
      });
    const answers = [
      await contact(a, 'victim@example.org'),
      await contact(b, 'victim@example.org'),
      await appointment(a, 'Victim+1@Example.org'),
      await appointment(b, 'victim+2@example.org'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const mails = (await mailsSent()).slice(before);
    const toVictim = mails.filter((m) => /^victim/i.test(m.to));
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.to).toBe('victim@example.org');
    // The organisation hears of each one.
    expect(mails.filter((m) => !/^victim/i.test(m.to))).toHaveLength(4);
    const stored = await a.db.selectFrom('contact_messages').select('id').where('name', '=', 'Mallory').execute();
    const requested = await a.db
      .selectFrom('requested_appointments')
      .select('id')
      .where('name', '=', 'Mallory')
      .execute();
    expect([stored.length, requested.length]).toEqual([2, 2]);
  });

  it('N3: victim+1 … victim+5 get one mailing-list confirmation between them; each entry is stored', async () => {
    const before = (await mailsSent()).length;
    for (let i = 1; i <= 5; i += 1) {
      const t = i % 2 ? a : b;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mailinglists/',
        payload: { email: `list-victim+${i}@example.org`, recaptchaToken: await solvedCaptcha(t) },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(201);
    }
    const mails = (await mailsSent()).slice(before);
    expect(mails.map((m) => m.to)).toEqual(['list-victim+1@example.org']);
    const entries = await a.db
      .selectFrom('mailing_list_entries')
      .select('email')
      .where('email', 'like', 'list-victim%')
      .execute();
    expect(entries).toHaveLength(5);
  });
});

it('a write through one is on the other’s public pages at once', async () => {
  const base = `http://127.0.0.1:${await listenOnLoopback(b.app)}`;
  const rss = async () => (await fetch(`${base}/rss.xml`)).text();
  for (let i = 1; i <= 3; i += 1) {
    await rss();
    // Cached on B now, without the item.
    const hit = await fetch(`${base}/rss.xml`);
    expect(hit.headers.get('x-cache')).toBe('hit');
    const title = `Written through A, ${i}`;
    expect(await hit.text()).not.toContain(title);
    await learnApi({ t: a, auth }).created('blog', { title });
    // No wait: the very next request to B has it.
    expect(await rss()).toContain(title);
  }
});
