import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { insertNewsletter, insertSubscribers } from '../apps/server/src/testing/newsletters.ts';
import { startSmtpServer } from '../apps/server/src/testing/smtp-server.ts';
import { attempt, type ServerProcess, signIn, sleep, startServer } from './server.ts';

/**
 * Decision 053: a newsletter to 500 confirmed subscribers, the server killed with -9 in the
 * middle of the send and started again on the same data: every confirmed address ends with
 * exactly one copy (one Message-ID), nothing goes to the others. Handed to the outbox at 100
 * mails a second, so the kill finds deliveries in every state: sent, in the outbox, still queued.
 */
const CONFIRMED = 500;
const KILL_AFTER = 150;

const cleanups: Array<() => void | Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * SQLite only: the same statements run on PostgreSQL in the API tests (newsletter-send.test.ts),
 * and a second restart here would double this file's time (decision 053).
 */
describe('a newsletter send killed with -9 (sqlite)', () => {
  const kind = 'sqlite';
  it('resumes after a restart: every confirmed address gets exactly one copy, no one else any', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `atrium-faults-newsletter-${kind}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const options = {
      dataDir,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Atrium <news@example.org>',
        NEWSLETTER_RATE: '6000',
        // A mail the killed process held goes again 2 s after the kill, not 2 minutes.
        MAIL_LEASE_SECONDS: '2',
      },
    };

    const t0 = performance.now();
    const first = await startServer(options);
    const t1 = performance.now();
    const db = createDatabase({ database: { kind: 'sqlite', file: path.join(dataDir, 'atrium.sqlite') } });
    cleanups.push(() => db.destroy());
    const confirmed = Array.from({ length: CONFIRMED }, (_, i) => `reader${i}@example.org`);
    await insertSubscribers(db, [
      ...confirmed.map((email) => ({ email })),
      ...['pending1', 'pending2'].map((n) => ({ email: `${n}@example.org`, status: 0 as const })),
      ...['gone1', 'gone2'].map((n) => ({ email: `${n}@example.org`, status: 2 as const })),
      ...['bouncing1'].map((n) => ({ email: `${n}@example.org`, bouncing: true })),
    ]);

    const auth = await signIn(first);
    const json = { ...auth, 'content-type': 'application/json' };
    const id = await insertNewsletter(db, 'Kill -9 edition');
    const started = performance.now();
    const send = await attempt('send', `${first.url}/api/newsletters/${id}/send/`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(send.status, JSON.stringify(send.body)).toBe(200);

    while (smtp.inbox.length < KILL_AFTER && performance.now() - started < 20_000) await sleep(2);
    await first.kill('SIGKILL');
    const atKill = smtp.inbox.length;
    expect(atKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(atKill, 'the send was not over at the kill').toBeLessThan(CONFIRMED);

    const t2 = performance.now();
    const second: ServerProcess = await startServer(options);
    const t3 = performance.now();
    try {
      const deadline = performance.now() + 30_000;
      let state = '';
      while (performance.now() < deadline) {
        const report = await attempt('report', `${second.url}/api/newsletters/${id}/report/`, { headers: auth });
        state = report.body?.data?.state;
        if (state === 'sent') break;
        await sleep(100);
      }
      expect(
        state,
        `${JSON.stringify((await attempt('r', `${second.url}/api/newsletters/${id}/report/`, { headers: auth })).body)} at kill ${atKill}, inbox ${smtp.inbox.length}\n${first.output().slice(-3000)}\n${second.output().slice(-3000)}`,
      ).toBe('sent');
      const report = await attempt('report', `${second.url}/api/newsletters/${id}/report/`, { headers: auth });

      const copies = new Map<string, string[]>();
      for (const mail of smtp.inbox) {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? '';
        for (const to of mail.to) copies.set(to, [...(copies.get(to) ?? []), messageId]);
      }
      const wrongCount = confirmed.filter((to) => new Set(copies.get(to) ?? []).size !== 1);
      const strangers = [...copies.keys()].filter((to) => !confirmed.includes(to));
      const duplicates = smtp.inbox.length - copies.size;
      console.log(
        `[faults] newsletter kill -9 (${kind}): ${atKill} of ${CONFIRMED} received at the kill; ` +
          `${smtp.inbox.length} mails in all, ${copies.size} addresses, ${duplicates} resent copies ` +
          `(same Message-ID); ${((performance.now() - started) / 1000).toFixed(1)} s from the send to the last mail; ` +
          `starts ${((t1 - t0) / 1000).toFixed(1)} s and ${((t3 - t2) / 1000).toFixed(1)} s, kill at ${((t2 - started) / 1000).toFixed(1)} s`,
      );
      expect(wrongCount, 'addresses without exactly one Message-ID').toEqual([]);
      expect(strangers, 'mail to unconfirmed, unsubscribed or bouncing addresses').toEqual([]);
      // At least once: only the mail between the SMTP server's 250 and its markSent may go twice.
      expect(duplicates).toBeLessThanOrEqual(1);
      expect(report.body.data).toMatchObject({ state: 'sent', sent: CONFIRMED, queued: 0, failed: 0 });
    } finally {
      await second.kill('SIGTERM');
    }
  });
});
