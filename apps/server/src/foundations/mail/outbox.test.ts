import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port.ts';
import { startSmtpServer } from '../../testing/smtp-server.ts';
import { solvedCaptcha } from '../../testing/submissions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { OUTBOX_RETRY, retryDelay } from './outbox.ts';

describe('the mail outbox, with the SMTP server down then up', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp((config) => ({
      mail: { ...config.mail, smtpUrl: `smtp://127.0.0.1:${port}` },
      notifyEmail: 'office@example.org',
    }));
  });
  afterAll(() => t?.close());

  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('keeps the submission and retries with backoff; delivers once the server is up, then forgets the bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/requestedappointments/',
      payload: {
        name: 'Mary Jackson',
        email: 'mary@example.org',
        phone_number: '555-222-3333',
        reason: 'Wind tunnels',
        recaptchaToken: await solvedCaptcha(t),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.db.selectFrom('requested_appointments').select('name').execute()).toEqual([
      { name: 'Mary Jackson' },
    ]);

    await t.app.outbox.idle();
    const failed = await outbox();
    expect(failed.map((m) => [m.to_address, m.state, m.attempts])).toEqual([
      ['office@example.org', 'pending', 1],
      ['mary@example.org', 'pending', 1],
    ]);
    expect(failed[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    const wait = Date.parse(failed[0]!.next_attempt_at) - Date.parse(failed[0]!.created_at);
    expect(wait).toBeGreaterThanOrEqual(OUTBOX_RETRY.firstDelayMs);

    const smtp = await startSmtpServer(port);
    try {
      // Not due yet: the backoff holds even though the server is back.
      await t.app.outbox.runOnce(new Date());
      expect((await outbox()).map((m) => m.state)).toEqual(['pending', 'pending']);
      expect(smtp.inbox).toHaveLength(0);

      await t.app.outbox.runOnce(new Date(Date.now() + OUTBOX_RETRY.firstDelayMs + 1_000));
      const sent = await outbox();
      expect(sent.map((m) => [m.state, m.attempts, m.text_body, m.html_body])).toEqual([
        ['sent', 1, '', ''],
        ['sent', 1, '', ''],
      ]);
      expect(smtp.inbox).toHaveLength(2);
      expect(smtp.inbox.find((mail) => mail.to.includes('office@example.org'))?.raw).toContain(
        'Subject: New appointment request from Mary Jackson',
      );

      // Sent once: another run sends nothing more.
      await t.app.outbox.runOnce(new Date(Date.now() + 24 * 60 * 60_000));
      expect(smtp.inbox).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after its last attempt', async () => {
    await t.app.outbox.enqueue([{ kind: 'test', to: 'x@example.org', subject: 'S', text: 'T', html: '<p>T</p>' }]);
    let at = Date.now();
    for (let attempt = 1; attempt <= OUTBOX_RETRY.maxAttempts; attempt += 1) {
      await t.app.outbox.runOnce(new Date(at));
      at += retryDelay(attempt) + 1_000;
    }
    const last = (await outbox()).at(-1)!;
    expect([last.state, last.attempts]).toEqual(['failed', OUTBOX_RETRY.maxAttempts]);
  });
});

describe('retryDelay', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
