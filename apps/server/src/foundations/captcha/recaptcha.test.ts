import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CaptchaMessages } from '@atrium/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Google's siteverify, faked on loopback: the token decides the answer. */
const answers: Record<string, object> = {
  good: { success: true, hostname: 'localhost' },
  'good-v3': { success: true, score: 0.9 },
  'low-score': { success: true, score: 0.1 },
  used: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  wrong: { success: false, 'error-codes': ['invalid-input-response'] },
};

describe('CAPTCHA_PROVIDER=recaptcha', () => {
  let t: TestApp;
  let google: Server;
  let url: string;
  const asked: URLSearchParams[] = [];

  beforeAll(async () => {
    google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answers[form.get('response') ?? ''] ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    t = await createTestApp((config) => ({
      captcha: {
        ...config.captcha,
        provider: 'recaptcha',
        siteKey: 'site-key',
        secret: 'the-secret',
        recaptchaVerifyUrl: url,
      },
    }));
  });
  afterAll(async () => {
    await t?.close();
    if (google.listening) await new Promise<void>((resolve) => google.close(() => resolve()));
  });

  const send = (recaptchaToken: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/requestedappointments/',
      payload: {
        name: 'Dorothy',
        email: 'dorothy@example.org',
        phone_number: '5554443333',
        reason: 'FORTRAN',
        recaptchaToken,
      },
    });
  const stored = async () => (await t.db.selectFrom('requested_appointments').select('id').execute()).length;

  it('tells the forms to show reCAPTCHA with its site key, and hands out no ALTCHA challenge', async () => {
    expect((await t.app.inject({ url: '/api/captcha/config/' })).json()).toEqual({
      success: true,
      data: { provider: 'recaptcha', siteKey: 'site-key' },
    });
    expect((await t.app.inject({ url: '/api/captcha/challenge/' })).statusCode).toBe(404);
  });

  it("accepts a token Google vouches for, sending the secret and the visitor's address", async () => {
    expect((await send('good')).statusCode).toBe(201);
    expect((await send('good-v3')).statusCode).toBe(201);
    expect(Object.fromEntries(asked[0]!)).toEqual({ secret: 'the-secret', response: 'good', remoteip: '127.0.0.1' });
    expect(await stored()).toBe(2);
  });

  it.each([
    ['used or expired', 'used', CaptchaMessages.expired],
    ['refused', 'wrong', CaptchaMessages.invalid],
    ['scored as a bot', 'low-score', CaptchaMessages.invalid],
    ['missing', undefined, CaptchaMessages.required],
  ])('refuses a token Google calls %s, storing nothing', async (_case, token, message) => {
    const before = await stored();
    const res = await send(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { recaptchaToken: message } });
    expect(await stored()).toBe(before);
  });

  it('answers 503 and stores nothing while Google cannot be reached', async () => {
    await new Promise<void>((resolve) => google.close(() => resolve()));
    const before = await stored();
    const res = await send('good');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: CaptchaMessages.verifierDown });
    expect(await stored()).toBe(before);
  });
});
