import { NewsletterSendMessages } from '@atrium/contract/newsletter-sending';
import { SubmissionAnswers } from '@atrium/contract/submissions';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewsletter, insertSubscribers } from '../../testing/newsletters.ts';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.ts';
import { createTestApp, createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { createMailingListService } from '../submissions/mailing-list.service.ts';
import { createNewsletterSender } from './newsletter-sender.ts';

/**
 * Decision 053 on both databases: the send through a real SMTP server (count, headers, links),
 * RFC 8058 one-click unsubscribe, bounces, schedules, the report; then the rate limit and an
 * unsubscribe in the middle of a send on a clock the test moves.
 */
const MINUTE = 60_000;
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };

let t: TestApp;
let smtp: TestSmtpServer;
let auth: { authorization: string };
/** 4xx once for later@: it is retried and delivered. */
const deferred = new Set<string>();
let subscribers: Awaited<ReturnType<typeof insertSubscribers>>;

beforeAll(async () => {
  smtp = await startSmtpServer(0, {
    refuse: (address) => {
      if (address.startsWith('bounce')) return { code: 550, message: 'No such mailbox' };
      if (address.startsWith('later') && !deferred.has(address)) {
        deferred.add(address);
        return { code: 451, message: 'Try again later' };
      }
      return undefined;
    },
  });
  t = await createTestApp(
    (config) => ({
      mail: { ...config.mail, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      newsletters: { rate: 6000, bounceLimit: 2 },
    }),
    { clock },
  );
  auth = (await signedInAdmin(t)).headers;
  subscribers = await insertSubscribers(t.db, [
    { email: 'ann@example.org' },
    { email: 'bob@example.org' },
    { email: 'cat@example.org' },
    { email: 'bounce@example.org' },
    { email: 'later@example.org' },
    { email: 'pending@example.org', status: 0 },
    { email: 'gone@example.org', status: 2 },
    { email: 'stale@example.org', bouncing: true },
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const json = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const newsletter = (subject: string) => insertNewsletter(t.db, subject);
const report = async (id: number) => (await json('GET', `/api/newsletters/${id}/report/`)).json().data;
/** Runs the worker and the outbox until the newsletter is sent (at `at`, default now). */
async function drain(id: number, at?: Date) {
  for (let i = 0; i < 50; i++) {
    await t.app.newsletterSending.sender.runOnce(at);
    await t.app.outbox.runOnce(at);
    if ((await report(id)).state === 'sent') return;
  }
  throw new Error(`newsletter ${id} not sent: ${JSON.stringify(await report(id))}`);
}
const entry = (email: string) =>
  t.db
    .selectFrom('mailing_list_entries')
    .selectAll()
    .where('id', '=', subscribers.find((s) => s.email === email)!.id)
    .executeTakeFirstOrThrow();
/** A header as it came (mailparser makes objects of the List-* ones). */
const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
};

describe('sending a newsletter', () => {
  let first: number;
  let mails: ParsedMail[];

  it('refuses callers without a token, unknown ids and bad or past instants, changing nothing', async () => {
    first = await newsletter('November news');
    expect((await json('POST', `/api/newsletters/${first}/send/`, {}, {} as typeof auth)).statusCode).toBe(401);
    expect((await json('POST', '/api/newsletters/999999/send/', {})).statusCode).toBe(404);
    for (const at of ['tomorrow', '2031-05-01T09:30', 12]) {
      const res = await json('POST', `/api/newsletters/${first}/send/`, { at });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('at');
    }
    const past = await json('POST', `/api/newsletters/${first}/send/`, { at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ at: NewsletterSendMessages.atInFuture });
    expect((await json('POST', `/api/newsletters/${first}/send/`, { at: null, extra: 1 })).statusCode).toBe(400);
    expect((await json('DELETE', `/api/newsletters/${first}/send/`)).statusCode).toBe(409);
    expect(await report(first)).toMatchObject({ state: 'draft', recipients: 0, mailable_now: 5 });
  });

  it('sends one copy to each confirmed subscriber, none to pending, unsubscribed or bouncing ones', async () => {
    const res = await json('POST', `/api/newsletters/${first}/send/`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(NewsletterSendMessages.started(5));
    // Told as it happened, with its subject (decision 085).
    const audit = await json('GET', '/api/audit-log/?resource=newsletters&limit=1');
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'newsletter_send',
      summary: { title: 'November news' },
    });
    await t.app.newsletterSending.sender.runOnce();
    await t.app.outbox.runOnce();
    // later@ was deferred (451): retried after the outbox's backoff.
    expect(await report(first)).toMatchObject({ state: 'sending', queued: 1, sent: 3, failed: 1 });
    await drain(first, new Date(Date.now() + 10 * MINUTE));
    mails = await smtp.parsed();
    expect(mails.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual([
      'ann@example.org',
      'bob@example.org',
      'cat@example.org',
      'later@example.org',
    ]);
    expect(smtp.refused.sort()).toEqual(['bounce@example.org', 'later@example.org']);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(4);
    // The footer carries the organisation's postal address from the site settings (decision 085).
    const { postalAddress } = await t.app.siteSettings.publicSettings();
    for (const mail of mails) expect(mail.text).toContain(postalAddress);
    for (const mail of mails) {
      const token = subscribers.find((s) => s.email === (mail.to as { text: string }).text)!.token;
      const url = `${t.config.publicUrl}/api/mailinglists/unsubscribe/${token}/`;
      // The body's link opens the page whose button unsubscribes (decision 067); the header takes RFC 8058's POST.
      const page = `${t.config.publicUrl}/mailing-list/unsubscribe?token=${token}`;
      expect(header(mail, 'list-unsubscribe')).toBe(`<${url}>`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'list-id')).toContain('<newsletter.localhost>');
      expect(mail.messageId).toMatch(new RegExp(`^<newsletter-${first}-\\d+@localhost>$`));
      expect(mail.subject).toBe('November news');
      expect(mail.html).toContain(`href="${page}"`);
      expect(mail.text).toContain(page);
      expect(mail.html).not.toContain(url);
      // No tracking: no pixel, no link through us but the unsubscribe one.
      expect(mail.html).not.toMatch(/<img[^>]+width="1"/);
    }
    expect(await report(first)).toMatchObject({
      state: 'sent',
      recipients: 5,
      queued: 0,
      sent: 4,
      failed: 1,
      skipped: 0,
      unsubscribed: 0,
    });
    expect((await entry('bounce@example.org')).bounce_count).toBe(1);
    expect((await json('POST', `/api/newsletters/${first}/send/`, {})).statusCode).toBe(409);
  });

  it('one-click unsubscribe (RFC 8058) works once without sign-in; a GET of the address changes nothing', async () => {
    const ann = mails.find((m) => (m.to as { text: string }).text === 'ann@example.org')!;
    const url = header(ann, 'list-unsubscribe').slice(1, -1).replace(t.config.publicUrl, '');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SubmissionAnswers.mailingListUnsubscribed });
    const gone = await entry('ann@example.org');
    expect(gone).toMatchObject({ status: 2, email: '' });
    const again = await post();
    expect(again.statusCode).toBe(200);
    expect(await entry('ann@example.org')).toEqual(gone);
    // Multipart, as RFC 8058 prefers, is taken too; anything else is refused.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await multipart.arrayBuffer());
    const byMultipart = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': multipart.headers.get('content-type')! },
      payload,
    });
    expect(byMultipart.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Yes',
    });
    expect(wrong.statusCode).toBe(400);

    const bob = mails.find((m) => (m.to as { text: string }).text === 'bob@example.org')!;
    const link = header(bob, 'list-unsubscribe').slice(1, -1).replace(t.config.publicUrl, '');
    expect((await t.app.inject({ url: link })).statusCode).toBe(303);
    expect(await report(first)).toMatchObject({ unsubscribed: 1, sent: 4 });
    const pressed = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&from=page',
    });
    expect(pressed.statusCode).toBe(303);
    expect(await report(first)).toMatchObject({ unsubscribed: 2, sent: 4 });
    // Their deliveries forget the address with the entry.
    const addresses = await t.db
      .selectFrom('newsletter_deliveries')
      .select('address')
      .where('newsletter_id', '=', first)
      .orderBy('id')
      .execute();
    expect(addresses.map((a) => a.address)).toEqual([
      '',
      '',
      'cat@example.org',
      'bounce@example.org',
      'later@example.org',
    ]);
  });

  it('5xx answers count across newsletters: at the limit the address is bouncing and mailed no more', async () => {
    const second = await newsletter('December news');
    expect((await json('POST', `/api/newsletters/${second}/send/`, {})).statusCode).toBe(200);
    await drain(second);
    const bounced = await entry('bounce@example.org');
    expect(bounced.bounce_count).toBe(2);
    expect(bounced.bouncing_at).not.toBeNull();
    expect(bounced.last_bounce).toMatch(/550/);
    expect(await report(second)).toMatchObject({ recipients: 3, sent: 2, failed: 1, bouncing: 1 });
    const list = await json('GET', '/api/mailinglists/?limit=100');
    const row = list.json().data.find((r: { email: string }) => r.email === 'bounce@example.org');
    expect(row.bouncing).toBe(true);

    const third = await newsletter('January news');
    const refusedBefore = smtp.refused.length;
    expect((await json('POST', `/api/newsletters/${third}/send/`, {})).statusCode).toBe(200);
    await drain(third);
    expect(await report(third)).toMatchObject({ recipients: 2, sent: 2, failed: 0 });
    expect(smtp.refused.length).toBe(refusedBefore);
  });

  it('a scheduled send starts at its minute, to those confirmed then; the schedule can be cancelled', async () => {
    const id = await newsletter('February news');
    const at = new Date(Math.ceil((clock.now().getTime() + 5 * MINUTE) / MINUTE) * MINUTE).toISOString();
    const scheduled = await json('POST', `/api/newsletters/${id}/send/`, { at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(await report(id)).toMatchObject({ state: 'scheduled', send_at: at });
    expect((await json('DELETE', `/api/newsletters/${id}/send/`)).statusCode).toBe(200);
    expect(await report(id)).toMatchObject({ state: 'draft', send_at: null });
    expect((await json('POST', `/api/newsletters/${id}/send/`, { at })).statusCode).toBe(200);

    // Confirmed after the schedule, before the minute: on the list when it goes.
    await insertSubscribers(t.db, [{ email: 'dan@example.org' }]);
    const before = smtp.inbox.length;
    await t.app.newsletterSending.sender.runOnce();
    expect(await report(id)).toMatchObject({ state: 'scheduled', recipients: 0 });
    clock.offset = Date.parse(at) - Date.now() + 1_000;
    try {
      await drain(id, clock.now());
    } finally {
      clock.offset = 0;
    }
    expect(await report(id)).toMatchObject({ state: 'sent', recipients: 3, sent: 3 });
    expect(
      smtp.inbox
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['cat@example.org', 'dan@example.org', 'later@example.org']);
  });
});

describe('the pace and an unsubscribe mid-send (a clock the test moves)', () => {
  it('hands at most NEWSLETTER_RATE mails a minute to the outbox; one who unsubscribes gets nothing more', async () => {
    const database = await createTestDatabase(
      () => ({ newsletters: { rate: 10, bounceLimit: 3 }, publicUrl: 'https://news.example.org' }),
      { migrated: true },
    );
    try {
      const { db, config } = database;
      const start = Date.parse('2031-03-02T10:00:00.000Z');
      let now = start;
      const fakeClock = { now: () => new Date(now) };
      const outbox = { wake: () => {}, onResult: () => {} };
      const sender = createNewsletterSender({
        db,
        config,
        clock: fakeClock,
        log: { warn: () => {}, error: () => {} },
        outbox,
        render: async (_id, unsubscribeUrl) => ({
          subject: 'Paced',
          html: `<p><a href="${unsubscribeUrl}">Unsubscribe</a></p>`,
          text: `Unsubscribe: ${unsubscribeUrl}`,
        }),
      });
      const people = await insertSubscribers(
        db,
        Array.from({ length: 25 }, (_, i) => ({ email: `p${i}@example.org` })),
      );
      const id = await insertNewsletter(db, 'Paced');
      expect(await sender.start(id, 'draft', new Date(now))).toBe(true);
      const outboxRows = () =>
        db.selectFrom('mail_outbox').select(['id', 'to_address', 'html_body', 'headers']).orderBy('id').execute();

      // A pass every 5 s: one mail each (a second's share of 10 a minute), until the minute's 10.
      for (let second = 0; second < 60; second += 5) {
        now = start + second * 1_000;
        await sender.runOnce();
        if (second === 0) expect(await outboxRows()).toHaveLength(1);
      }
      expect(await outboxRows()).toHaveLength(10);

      // One handed (its mail waits in the outbox) and one still queued unsubscribe now.
      const handed = await outboxRows();
      const handedPerson = people.find((p) => p.email === handed[0]!.to_address)!;
      expect(handed[0]!.html_body).toContain(
        `https://news.example.org/mailing-list/unsubscribe?token=${handedPerson.token}`,
      );
      const queuedPerson = people.find((p) => !handed.some((h) => h.to_address === p.email))!;
      const mailingList = createMailingListService({ db, config, clock: fakeClock, outbox });
      expect(await mailingList.unsubscribe(handedPerson.token)).toBe(true);
      expect(await mailingList.unsubscribe(queuedPerson.token)).toBe(true);
      expect(await outboxRows()).toHaveLength(9);

      now = start + 60_000;
      await sender.runOnce();
      expect(await outboxRows()).toHaveLength(10);
      const states = await db
        .selectFrom('newsletter_deliveries')
        .select(['entry_id', 'state'])
        .where('state', '=', 'skipped')
        .execute();
      expect(states.map((s) => s.entry_id).sort()).toEqual([handedPerson.id, queuedPerson.id].sort());
      expect((await outboxRows()).some((r) => r.to_address === queuedPerson.email)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
