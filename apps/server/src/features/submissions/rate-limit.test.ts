import { siteCatalogues } from '@atrium/contract/site-catalogue';
import { CaptchaMessages } from '@atrium/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { solvedCaptcha } from '../../testing/submissions.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';

describe('public submissions are limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp((config) => ({ rateLimit: { ...config.rateLimit, submissionsPerMinute: 2 } }));
  });
  afterAll(() => t?.close());

  const signup = async (email: string, remoteAddress = '127.0.0.1', referer?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mailinglists/',
      payload: { email, recaptchaToken: await solvedCaptcha(t) },
      remoteAddress,
      headers: referer ? { referer } : {},
    });

  it('answers 429 in the envelope past the limit, storing nothing; other addresses go on', async () => {
    expect((await signup('a@example.org')).statusCode).toBe(201);
    expect((await signup('b@example.org')).statusCode).toBe(201);
    const refused = await signup('c@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: CaptchaMessages.tooMany });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.db.selectFrom('mailing_list_entries').select('email').orderBy('id').execute()).toEqual([
      { email: 'a@example.org' },
      { email: 'b@example.org' },
    ]);
    expect((await signup('c@example.org', '192.0.2.7')).statusCode).toBe(201);
  });

  it('says so in the language of the page the form was sent from (decision 095)', async () => {
    await inEnglishFrenchArabic({ t, auth: (await signedInAdmin(t)).headers });
    const fromFrench = (email: string) => signup(email, '192.0.2.95', 'http://localhost/fr/contact-us');
    await fromFrench('d@example.org');
    await fromFrench('e@example.org');
    const refused = await fromFrench('f@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: siteCatalogues.fr!.captcha.tooMany });
  });
});
