import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { AuthMessages } from '@atrium/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../env.ts';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app.ts';

/**
 * Decision 037: reset mails are capped per account (RATE_LIMITS.resetMailsPerAccountPerHour),
 * whatever the addresses asking; past the cap the answer is the same and no mail goes.
 */
describe('password-reset mails per account', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends at most the cap an hour to one account from many addresses, answering every request alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Behind a proxy on loopback, each request's X-Forwarded-For is its own client (decision 007).
    const t: TestApp = await createTestApp((config) => ({
      trustProxy: ['127.0.0.1'],
      rateLimit: { ...config.rateLimit, resetMailsPerAccountPerHour: RATE_LIMITS.resetMailsPerAccountPerHour },
    }));
    let appClosed = false;
    try {
      const cap = RATE_LIMITS.resetMailsPerAccountPerHour;
      const admin = await insertAdmin(t.db);
      const ask = (email: string, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset/',
          payload: { email },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      const tokens = async () =>
        (await t.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', admin.user.id).execute())
          .length;
      const until = async (count: number) => {
        // performance.now: Date is frozen here.
        const deadline = performance.now() + 5000;
        while ((await tokens()) < count && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };

      type Reply = Awaited<ReturnType<typeof ask>>;
      const known: Reply[] = [];
      for (let i = 0; i < cap + 3; i++) known.push(await ask(admin.email, i));
      const unknown: Reply[] = [];
      for (let i = 0; i < cap + 3; i++) unknown.push(await ask('nobody-at-all@example.org', 100 + i));
      const answer = (res: Reply) => ({ status: res.statusCode, body: res.json() });
      expect(known.map(answer)).toEqual(unknown.map(answer));
      expect(known.every((res) => res.statusCode === 200 && res.json().message === AuthMessages.resetSent)).toBe(true);
      await until(cap);

      // An hour on, the account may have mail again.
      vi.setSystemTime(Date.now() + 61 * 60_000);
      expect((await ask(admin.email, 200)).statusCode).toBe(200);
      await until(cap + 1);

      // Closing waits for the work after the answers: nothing more was stored or mailed.
      await t.app.close();
      appClosed = true;
      expect(await tokens()).toBe(cap + 1);
      const outbox = t.config.mail.outboxDir;
      const mails = existsSync(outbox)
        ? readdirSync(outbox).filter(
            (file) =>
              file.endsWith('.eml') && readFileSync(path.join(outbox, file), 'utf8').includes(`To: ${admin.email}`),
          )
        : [];
      expect(mails).toHaveLength(cap + 1);
    } finally {
      if (!appClosed) await t.app.close();
      await t.close();
    }
  });
});
