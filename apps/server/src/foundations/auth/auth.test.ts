import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AuthMessages, Messages } from '@atrium/contract/messages';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../env.ts';
import { startSmtpServer } from '../../testing/smtp-server.ts';
import { steppedUpSession } from '../../testing/step-up.ts';
import { createTestApp, insertAdmin, signedInAdmin, type TestApp } from '../../testing/test-app.ts';

type Reply = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'json'>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(
  t: TestApp,
  url: string,
  payload: unknown,
  extra: { headers?: Record<string, string>; ip?: string } = {},
): Promise<Reply> {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: extra.headers,
    remoteAddress: extra.ip,
  });
}

function login(t: TestApp, identifier: string, password: string, ip?: string) {
  return post(t, '/api/admin-login/', { identifier, password }, { ip });
}

function expectFailure(res: Reply, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  return body as { success: false; message: string; errors?: Record<string, string> };
}

async function userRow(t: TestApp, id: number) {
  return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A multipart body as a browser's FormData would send it. */
async function formData(fields: Record<string, string | { filename: string; type: string; data: Buffer }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Decodes the quoted-printable text a mail carries and finds the reset link's token. */
function resetTokenIn(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"]+\/admin\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(decoded);
  if (!match) throw new Error(`no reset link in the mail:\n${decoded}`);
  return match[1]!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth on the default app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/admin-login/', () => {
    it('signs in by email in any case, with a token and the user', async () => {
      const admin = await insertAdmin(t.db, { first_name: 'Ada', last_name: 'Lovelace' });
      const res = await login(t, `  ${admin.email.toUpperCase()}  `, admin.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: "You've been logged in successfully!" });
      expect(body.data.user).toEqual({
        id: admin.user.id,
        email: admin.email,
        username: admin.user.username,
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile_image: null,
        role: 'administrator',
        two_factor_enabled: false,
        two_factor_required: false,
      });
      expect(await t.app.tokens.verify(body.data.access)).toEqual({
        userId: admin.user.id,
        tokenVersion: 0,
        // Decision 068: the token names its session (the refresh family), which holds the sudo window.
        sessionId: expect.any(String),
      });
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/admin-profile/',
        headers: bearer(body.data.access),
      });
      expect(profile.statusCode).toBe(200);
    });

    it('signs in by username', async () => {
      const admin = await insertAdmin(t.db, { username: 'grace.h' });
      const res = await login(t, 'grace.h', admin.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.username).toBe('grace.h');
    });

    it('answers an unknown user and a wrong password with the same 401', async () => {
      const admin = await insertAdmin(t.db);
      const wrong = await login(t, admin.email, 'not-the-password');
      const unknown = await login(t, 'nobody@example.org', 'whatever-123');
      const unknownName = await login(t, 'nobody', 'whatever-123');
      for (const res of [wrong, unknown, unknownName]) {
        expectFailure(res, 401, AuthMessages.invalidCredentials);
        expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
      }
    });

    it('requires both fields', async () => {
      for (const payload of [{}, { identifier: '', password: '' }, { identifier: '   ', password: '' }]) {
        const body = expectFailure(await post(t, '/api/admin-login/', payload), 400);
        expect(body.errors).toEqual({ identifier: Messages.required, password: Messages.required });
      }
      const onlyName = expectFailure(await post(t, '/api/admin-login/', { identifier: 'someone' }), 400);
      expect(onlyName.errors).toEqual({ password: 'This field is required' });
    });

    it('refuses malformed JSON, wrong types and unknown fields with a 400', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/admin-login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"identifier": "a",',
      });
      expectFailure(malformed, 400, 'The request body is not valid JSON.');
      const typed = expectFailure(await post(t, '/api/admin-login/', { identifier: 42, password: ['x'] }), 400);
      expect(Object.keys(typed.errors ?? {}).sort()).toEqual(['identifier', 'password']);
      expectFailure(await post(t, '/api/admin-login/', { identifier: 'a', password: 'b', admin: true }), 400);
      expectFailure(await post(t, '/api/admin-login/', [1, 2]), 400);
    });
  });

  describe('token checks', () => {
    it('refuses a missing, malformed or forged token with a 401', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/admin-profile/' });
      expectFailure(none, 401, Messages.noToken);
      const basic = await t.app.inject({
        method: 'GET',
        url: '/api/admin-profile/',
        headers: { authorization: 'Basic abc' },
      });
      expectFailure(basic, 401);
      const garbage = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: bearer('not.a.jwt') });
      expectFailure(garbage, 401, AuthMessages.sessionExpired);
      const admin = await signedInAdmin(t);
      const [head, payload] = admin.token.split('.');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/admin-profile/',
        headers: bearer(`${head}.${payload}.AAAA`),
      });
      expectFailure(forged, 401, AuthMessages.sessionExpired);
    });

    it('guards every admin route', async () => {
      const calls = [
        {
          method: 'POST' as const,
          url: '/api/admin-change-password/',
          payload: { old_password: 'a', new_password: 'b' },
        },
        { method: 'PATCH' as const, url: '/api/admin-profile/update/', payload: { email: 'x@example.org' } },
        { method: 'GET' as const, url: '/api/admin-profile/' },
      ];
      for (const call of calls) expectFailure(await t.app.inject(call), 401, Messages.noToken);
    });
  });

  describe('GET /api/admin-profile/', () => {
    it('returns the signed-in administrator', async () => {
      const admin = await signedInAdmin(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          id: admin.user.id,
          email: admin.email,
          username: admin.user.username,
          first_name: 'Ada',
          last_name: 'Lovelace',
          profile_image: null,
          role: 'administrator',
          two_factor_enabled: false,
          two_factor_required: false,
        },
      });
    });
  });

  describe('POST /api/admin-change-password/', () => {
    const url = '/api/admin-change-password/';

    it('changes the password, returns a fresh token and ends every older one', async () => {
      const admin = await signedInAdmin(t);
      const other = (await login(t, admin.email, admin.password)).json().data.access as string;
      const res = await post(
        t,
        url,
        { old_password: admin.password, new_password: 'brand-new-pass-1' },
        { headers: admin.headers },
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Password changed Successfully!' });
      expect(await t.app.tokens.verify(body.data.access)).toEqual({
        userId: admin.user.id,
        tokenVersion: 1,
        sessionId: expect.any(String),
      });

      const fresh = await t.app.inject({
        method: 'GET',
        url: '/api/admin-profile/',
        headers: bearer(body.data.access),
      });
      expect(fresh.statusCode).toBe(200);
      for (const old of [admin.token, other]) {
        const res2 = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: bearer(old) });
        expectFailure(res2, 401, AuthMessages.sessionExpired);
      }
      expectFailure(await login(t, admin.email, admin.password), 401);
      expect((await login(t, admin.email, 'brand-new-pass-1')).statusCode).toBe(200);
    });

    it('refuses a wrong old password and changes nothing', async () => {
      const admin = await signedInAdmin(t);
      const before = await userRow(t, admin.user.id);
      const res = await post(
        t,
        url,
        { old_password: 'wrong-password', new_password: 'brand-new-pass-1' },
        { headers: admin.headers },
      );
      const body = expectFailure(res, 400, 'Old password is incorrect.');
      expect(body.errors).toEqual({ old_password: 'Old password is incorrect.' });
      expect(await userRow(t, admin.user.id)).toEqual(before);
      const still = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: admin.headers });
      expect(still.statusCode).toBe(200);
    });

    it('applies the new-password rules and changes nothing', async () => {
      const admin = await signedInAdmin(t);
      const before = await userRow(t, admin.user.id);
      const cases: Array<[unknown, Record<string, string>]> = [
        [{ old_password: admin.password, new_password: 'has space1' }, { new_password: AuthMessages.passwordSpaces }],
        [{ old_password: admin.password, new_password: 'short' }, { new_password: AuthMessages.passwordShort }],
        [{ old_password: admin.password, new_password: '' }, { new_password: AuthMessages.newPasswordEmpty }],
        [{ old_password: '', new_password: 'long-enough-1' }, { old_password: AuthMessages.oldPasswordEmpty }],
        [{ old_password: admin.password, new_password: 'x'.repeat(300) }, { new_password: AuthMessages.passwordLong }],
        [{}, { old_password: AuthMessages.oldPasswordEmpty, new_password: AuthMessages.newPasswordEmpty }],
        [{ old_password: admin.password, new_password: 12345678 }, {}],
      ];
      for (const [payload, errors] of cases) {
        const body = expectFailure(await post(t, url, payload, { headers: admin.headers }), 400);
        for (const [field, message] of Object.entries(errors)) expect(body.errors?.[field]).toBe(message);
      }
      expect(await userRow(t, admin.user.id)).toEqual(before);
    });
  });

  describe('PATCH /api/admin-profile/update/', () => {
    const url = '/api/admin-profile/update/';
    const patch = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, headers, payload: payload as object });

    // A new email needs a step-up and waits for its link (decision 068: step-up.test.ts).
    it('updates names from JSON (the email in another case is the same); empty names keep the stored ones', async () => {
      const admin = await signedInAdmin(t);
      const res = await patch(admin.headers, {
        email: admin.email.toUpperCase(),
        first_name: ' Grace ',
        last_name: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Profile Updated Successfully!',
        data: {
          id: admin.user.id,
          email: admin.email,
          username: admin.user.username,
          first_name: 'Grace',
          last_name: 'Lovelace',
          profile_image: null,
          role: 'administrator',
          two_factor_enabled: false,
          two_factor_required: false,
        },
      });
      // The session goes on: a profile change is not a password change.
      const still = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: admin.headers });
      expect(still.json().data.first_name).toBe('Grace');
    });

    it('requires a valid email and changes nothing otherwise', async () => {
      const admin = await signedInAdmin(t);
      const before = await userRow(t, admin.user.id);
      const cases: Array<[unknown, string]> = [
        [{ first_name: 'No email' }, 'Email is required.'],
        [{ email: '' }, 'Email is required.'],
        [{ email: 'two words@example.org' }, AuthMessages.emailSpaces],
        [{ email: 'not-an-email' }, AuthMessages.emailInvalid],
        [{ email: 17 }, ''],
      ];
      for (const [payload, message] of cases) {
        const body = expectFailure(await patch(admin.headers, payload), 400);
        expect(body.errors?.email).toBeTruthy();
        if (message) expect(body.errors?.email).toBe(message);
      }
      expectFailure(await patch(admin.headers, { email: admin.email, role: 'owner' }), 400);
      expect(await userRow(t, admin.user.id)).toEqual(before);
    });

    it('refuses an email another administrator uses with a 409', async () => {
      const admin = await steppedUpSession(t);
      const other = await insertAdmin(t.db);
      const before = await userRow(t, admin.user.id);
      const body = expectFailure(
        await patch(admin.headers, { email: other.email.toUpperCase() }),
        409,
        AuthMessages.emailTaken,
      );
      expect(body.errors).toEqual({ email: AuthMessages.emailTaken });
      expect(await userRow(t, admin.user.id)).toEqual(before);
      // Keeping one's own address is fine.
      expect((await patch(admin.headers, { email: admin.email })).statusCode).toBe(200);
    });

    it('takes multipart with a PNG picture, and removes it with an empty value', async () => {
      const admin = await signedInAdmin(t);
      const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const form = await formData({
        email: admin.email,
        first_name: 'Katherine',
        profile_image: { filename: 'me.png', type: 'image/png', data: png },
      });
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...admin.headers, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      const user = res.json().data;
      expect(user.first_name).toBe('Katherine');
      expect(user.profile_image).toMatch(/^\/media\//);
      expect((await userRow(t, admin.user.id)).profile_image).toBe(user.profile_image);

      const clear = await formData({ email: admin.email, profile_image: '' });
      const cleared = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...admin.headers, 'content-type': clear.contentType },
        payload: clear.payload,
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data.profile_image).toBeNull();
    });

    it('refuses a picture that is not an image and changes nothing', async () => {
      const admin = await signedInAdmin(t);
      const before = await userRow(t, admin.user.id);
      const form = await formData({
        email: admin.email,
        profile_image: { filename: 'me.png', type: 'image/png', data: Buffer.from('not really a picture') },
      });
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...admin.headers, 'content-type': form.contentType },
        payload: form.payload,
      });
      const body = expectFailure(res, 415, Messages.imageTypes);
      expect(body.errors?.profile_image).toBe(Messages.imageTypes);
      expect(await userRow(t, admin.user.id)).toEqual(before);
    });

    it('refuses multipart without a token before reading it', async () => {
      const form = await formData({ email: 'x@example.org' });
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { 'content-type': form.contentType },
        payload: form.payload,
      });
      expectFailure(res, 401, Messages.noToken);
    });
  });

  describe('password reset in outbox mode', () => {
    it('writes the mail as an .eml file holding the link', async () => {
      const admin = await insertAdmin(t.db);
      const res = await post(t, '/api/password-reset/', { email: admin.email });
      expect(res.statusCode).toBe(200);
      const outbox = t.config.mail.outboxDir;
      const deadline = Date.now() + 5000;
      // A file shows up empty before its one write lands: wait for content, not for the name. The
      // outbox also holds other tests' security notices (decision 068): this account's mail is the one.
      const files = () =>
        existsSync(outbox)
          ? readdirSync(outbox).filter(
              (f) =>
                f.endsWith('.eml') &&
                statSync(path.join(outbox, f)).size > 0 &&
                readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${admin.email}`),
            )
          : [];
      while (files().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      const [file] = files();
      expect(file).toBeDefined();
      const raw = readFileSync(path.join(outbox, file!), 'utf8');
      expect(raw).toContain(`To: ${admin.email}`);
      expect(raw).toContain('Subject: Reset your Atrium password');
      const token = resetTokenIn(raw);
      const confirm = await post(t, '/api/password-reset-confirm/', { token, new_password: 'from-the-outbox-1' });
      expect(confirm.statusCode).toBe(200);
    });
  });
});

describe('password reset over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp((config) => ({ mail: { ...config.mail, smtpUrl: `smtp://127.0.0.1:${smtp.port}` } }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const requestReset = (email: string) => post(t, '/api/password-reset/', { email });
  const confirm = (token: string, new_password: string) =>
    post(t, '/api/password-reset-confirm/', { token, new_password });
  async function mailedToken(email: string) {
    let seen = smtp.inbox.length;
    expect((await requestReset(email)).statusCode).toBe(200);
    // An earlier reset's notice (decision 068: "your password was changed") may arrive meanwhile.
    for (;;) {
      const mail = await smtp.waitFor((seen += 1));
      if (!/^Subject: Reset your Atrium password/m.test(mail.raw)) continue;
      expect(mail.to).toEqual([email]);
      return resetTokenIn(mail.raw);
    }
  }

  it('mails a link whose token sets a new password, once', async () => {
    const admin = await signedInAdmin(t);
    const count = smtp.inbox.length + 1;
    const res = await requestReset(admin.email.toUpperCase());
    expect(res.json()).toEqual({ success: true, message: 'Password reset email sent.' });
    const mail = await smtp.waitFor(count);
    expect(mail.to).toEqual([admin.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Atrium password/m);
    expect(mail.raw).toContain('text/html');
    const token = resetTokenIn(mail.raw);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await t.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', admin.user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    const done = await confirm(token, 'reset-by-mail-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Password reset successful.' });
    expect((await login(t, admin.email, 'reset-by-mail-1')).statusCode).toBe(200);
    expectFailure(await login(t, admin.email, admin.password), 401);
    // The reset ends sessions opened with the old password.
    const old = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: admin.headers });
    expectFailure(old, 401);

    expectFailure(await confirm(token, 'another-pass-2'), 400, AuthMessages.invalidLink);
    expect((await login(t, admin.email, 'reset-by-mail-1')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const admin = await insertAdmin(t.db);
    const before = smtp.inbox.length;
    const unknown = await requestReset('nobody-here@example.org');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: 'Password reset email sent.' });
    // The next reset mail to arrive is the known account's: the unknown one produced none.
    await mailedToken(admin.email);
    expect(smtp.inbox.slice(before).filter((mail) => mail.to.includes('nobody-here@example.org'))).toEqual([]);
  });

  it('closes the other open links of the account when one is used', async () => {
    const admin = await insertAdmin(t.db);
    const first = await mailedToken(admin.email);
    const second = await mailedToken(admin.email);
    expect(first).not.toBe(second);
    expect((await confirm(second, 'second-link-1')).statusCode).toBe(200);
    expectFailure(await confirm(first, 'first-link-1'), 400, AuthMessages.invalidLink);
    expect((await login(t, admin.email, 'second-link-1')).statusCode).toBe(200);
  });

  it('keeps a link valid for 5 minutes, not longer', async () => {
    const admin = await insertAdmin(t.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    const early = await mailedToken(admin.email);
    vi.setSystemTime(Date.now() + 4 * 60_000 + 50_000);
    expect((await confirm(early, 'within-five-1')).statusCode).toBe(200);

    const late = await mailedToken(admin.email);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const before = await userRow(t, admin.user.id);
    expectFailure(await confirm(late, 'too-late-123'), 400, AuthMessages.invalidLink);
    expect(await userRow(t, admin.user.id)).toEqual(before);
  });

  it('validates the request and the new password, and a refused confirm leaves the link usable', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: '' }, AuthMessages.emailEmpty],
      [{}, AuthMessages.emailEmpty],
      [{ email: 'a b@example.org' }, AuthMessages.emailSpaces],
      [{ email: 'nope' }, AuthMessages.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const body = expectFailure(await post(t, '/api/password-reset/', payload), 400);
      expect(body.errors).toEqual({ email: message });
    }

    const admin = await insertAdmin(t.db);
    const token = await mailedToken(admin.email);
    const before = await userRow(t, admin.user.id);
    const refused: Array<[unknown, Record<string, string>]> = [
      [{ token, new_password: 'short' }, { new_password: AuthMessages.passwordShort }],
      [{ token, new_password: 'with space1' }, { new_password: AuthMessages.passwordSpaces }],
      [{ token, new_password: '' }, { new_password: AuthMessages.passwordEmpty }],
      [{ token }, { new_password: AuthMessages.passwordEmpty }],
      [{ new_password: 'long-enough-1' }, { token: AuthMessages.invalidLink }],
      [{ token: 12, new_password: 'long-enough-1' }, {}],
    ];
    for (const [payload, errors] of refused) {
      const body = expectFailure(await post(t, '/api/password-reset-confirm/', payload), 400);
      for (const [field, message] of Object.entries(errors)) expect(body.errors?.[field]).toBe(message);
    }
    expectFailure(await confirm('x'.repeat(43), 'long-enough-1'), 400, AuthMessages.invalidLink);
    expect(await userRow(t, admin.user.id)).toEqual(before);
    expect((await confirm(token, 'long-enough-1')).statusCode).toBe(200);
  });
});

describe('rate limits, as shipped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(() => ({ rateLimit: RATE_LIMITS }));
  });
  afterAll(async () => {
    await t.close();
  });
  const tooMany = { success: false, message: AuthMessages.tooManyAttempts };
  /** What a client sees of an answer: status, body and the limit headers. */
  const answer = (res: Reply) => ({
    status: res.statusCode,
    body: res.json(),
    limitHeaders: Object.entries(res.headers).filter(([name]) => /ratelimit|retry-after/.test(name)),
  });

  it('limits sign-in attempts per address, in the envelope', async () => {
    const admin = await insertAdmin(t.db);
    for (let i = 0; i < RATE_LIMITS.loginPerMinute; i++)
      expectFailure(await login(t, `nobody${i}@example.org`, 'whatever-1', '10.0.0.1'), 401);
    const limited = await login(t, admin.email, admin.password, '10.0.0.1');
    expectFailure(limited, 429);
    expect(limited.json()).toEqual(tooMany);
    // Another address is not affected.
    expect((await login(t, admin.email, admin.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('a flood of wrong passwords from one address does not stop the right password from another', async () => {
    const admin = await insertAdmin(t.db);
    const flood: Reply[] = [];
    for (let i = 0; i < 30; i++) flood.push(await login(t, admin.email, `wrong-${i}`, '10.1.0.1'));
    const allowed = RATE_LIMITS.failuresPerAddressAndAccount;
    expect(flood.map((res) => res.statusCode)).toEqual([
      ...Array<number>(allowed).fill(401),
      ...Array<number>(30 - allowed).fill(429),
    ]);
    for (const res of flood.slice(allowed)) expect(res.json()).toEqual(tooMany);
    // The owner, elsewhere, signs in by email and by username.
    expect((await login(t, admin.email, admin.password, '10.1.0.2')).statusCode).toBe(200);
    expect((await login(t, admin.user.username, admin.password, '10.1.0.3')).statusCode).toBe(200);
    // The flooding address stays refused, even with the right password.
    expectFailure(await login(t, admin.email, admin.password, '10.1.0.1'), 429, AuthMessages.tooManyAttempts);
  });

  it('refuses an address and account pair after 5 failures for 15 minutes; a success starts the count again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const admin = await insertAdmin(t.db);
    const other = await insertAdmin(t.db);
    const address = '10.2.0.1';
    for (let i = 0; i < 4; i++) expectFailure(await login(t, admin.email, `wrong-${i}`, address), 401);
    expect((await login(t, admin.email, admin.password, address)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expectFailure(await login(t, admin.email, `wrong-${i}`, address), 401);
    // Past the per-address minute, within the pair's 15 minutes.
    vi.setSystemTime(Date.now() + 61_000);
    expectFailure(await login(t, admin.email, admin.password, address), 429, AuthMessages.tooManyAttempts);
    expect((await login(t, other.email, other.password, address)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await login(t, admin.email, admin.password, address)).statusCode).toBe(200);
  });

  it('answers the nth attempt alike for a known and an unknown account, whatever the spelling', async () => {
    // A frozen clock: the limit headers carry the seconds left, which must not tick between the two runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    const admin = await insertAdmin(t.db);
    const attempts = async (address: string, [first, second]: [string, string]) => {
      const answers = [];
      for (const identifier of [...Array<string>(6).fill(first), ...Array<string>(4).fill(second), first]) {
        answers.push(answer(await login(t, identifier, 'not-the-password', address)));
      }
      return answers;
    };
    const known = await attempts('10.3.0.1', [admin.email, admin.user.username]);
    const unknown = await attempts('10.3.0.2', ['ghost@example.org', 'ghost']);
    expect(unknown).toEqual(known);
    // Five failures for the first name, then its pair is refused; the second name has its own
    // count; the eleventh request from the address exceeds the per-address limit.
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 401, 401, 401, 401, 429]);
  });

  it('answers the nth reset request alike for a known and an unknown email', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const admin = await insertAdmin(t.db);
    const requests = async (address: string, email: string) => {
      const answers = [];
      for (let i = 0; i < RATE_LIMITS.resetPerMinute + 2; i++)
        answers.push(answer(await post(t, '/api/password-reset/', { email }, { ip: address })));
      return answers;
    };
    const known = await requests('10.5.0.1', admin.email);
    expect(await requests('10.5.0.2', 'nobody-here@example.org')).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limits reset requests per address', async () => {
    for (let i = 0; i < RATE_LIMITS.resetPerMinute; i++) {
      expect(
        (await post(t, '/api/password-reset/', { email: 'nobody@example.org' }, { ip: '10.4.0.1' })).statusCode,
      ).toBe(200);
    }
    const limited = await post(t, '/api/password-reset/', { email: 'nobody@example.org' }, { ip: '10.4.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
  });
});

describe('client addresses behind proxies', () => {
  const limits = { ...RATE_LIMITS, loginPerMinute: 3, resetPerMinute: 2, failuresPerAddressAndAccount: 1000 };
  const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });
  const loginFrom = (t: TestApp, identifier: string, password: string, headers: Record<string, string>, ip?: string) =>
    post(t, '/api/admin-login/', { identifier, password }, { headers, ip });

  it('ignores X-Forwarded-For by default: rotating it does not escape the per-address limits', async () => {
    const t = await createTestApp(() => ({ rateLimit: limits }));
    try {
      expect(t.config.trustProxy).toBe(false);
      const admin = await insertAdmin(t.db);
      for (let i = 0; i < 3; i++)
        expectFailure(await loginFrom(t, `nobody${i}@example.org`, 'whatever-1', forwardedFor(`203.0.113.${i}`)), 401);
      const limited = await loginFrom(t, admin.email, admin.password, forwardedFor('203.0.113.99'));
      expectFailure(limited, 429, AuthMessages.tooManyAttempts);
      expect(limited.json()).toEqual({ success: false, message: AuthMessages.tooManyAttempts });

      const resetFrom = (forwarded: string) =>
        post(
          t,
          '/api/password-reset/',
          { email: 'nobody@example.org' },
          { headers: forwardedFor(forwarded), ip: '192.0.2.7' },
        );
      for (let i = 0; i < 2; i++) expect((await resetFrom(`198.51.100.${i}`)).statusCode).toBe(200);
      const reset = await resetFrom('198.51.100.99');
      expectFailure(reset, 429, AuthMessages.tooManyAttempts);
    } finally {
      await t.close();
    }
  });

  for (const [name, trustProxy] of [
    ['TRUST_PROXY=127.0.0.1', ['127.0.0.1']],
    ['TRUST_PROXY=1 (one hop)', 1],
  ] as const) {
    it(`with ${name}, limits the address the proxy forwarded`, async () => {
      const t = await createTestApp(() => ({
        rateLimit: limits,
        trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
      }));
      try {
        const admin = await insertAdmin(t.db);
        // The proxy on loopback (inject's default peer) appends the client's address.
        for (let i = 0; i < 3; i++)
          expectFailure(await loginFrom(t, `nobody${i}@example.org`, 'whatever-1', forwardedFor('203.0.113.1')), 401);
        expectFailure(await loginFrom(t, admin.email, admin.password, forwardedFor('203.0.113.1')), 429);
        // A client cannot slip its own address in front: the proxy's last entry counts.
        const spoofed = await loginFrom(t, admin.email, admin.password, forwardedFor('203.0.113.50, 203.0.113.1'));
        expectFailure(spoofed, 429);
        expect((await loginFrom(t, admin.email, admin.password, forwardedFor('203.0.113.2'))).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }

  it('with TRUST_PROXY set, ignores X-Forwarded-For from peers it does not name', async () => {
    const t = await createTestApp(() => ({ rateLimit: limits, trustProxy: ['127.0.0.1'] }));
    try {
      const admin = await insertAdmin(t.db);
      for (let i = 0; i < 3; i++) {
        const res = await loginFrom(
          t,
          `nobody${i}@example.org`,
          'whatever-1',
          forwardedFor(`203.0.113.${i}`),
          '192.0.2.9',
        );
        expectFailure(res, 401);
      }
      const limited = await loginFrom(t, admin.email, admin.password, forwardedFor('203.0.113.99'), '192.0.2.9');
      expectFailure(limited, 429, AuthMessages.tooManyAttempts);
    } finally {
      await t.close();
    }
  });
});
