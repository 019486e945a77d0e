import { createHash } from 'node:crypto';
import { AuthMessages } from '@atrium/contract/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_COOKIE, secureCookie } from './session-cookie.ts';

/** Decision 026: refresh-token rotation, reuse detection, sign-out and password changes. */

const fromApp = { 'x-requested-with': 'fetch' };

function cookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
}

function setCookieHeader(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  if (!found) throw new Error('no refresh cookie set');
  return found;
}

function expectExpired(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ success: false, message: AuthMessages.sessionExpired });
}

async function signIn(t: TestApp, admin: { email: string; password: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin-login/',
    payload: { identifier: admin.email, password: admin.password },
    headers: { 'user-agent': 'vitest' },
  });
  expect(res.statusCode).toBe(200);
  return { res, access: res.json().data.access as string, cookie: cookieOf(res)! };
}

function refresh(t: TestApp, cookie: string | undefined, headers: Record<string, string> = fromApp) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    headers,
    ...(cookie === undefined ? {} : { cookies: { [REFRESH_COOKIE]: cookie } }),
  });
}

function profile(t: TestApp, access: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: { authorization: `Bearer ${access}` } });
}

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sign-in sets the refresh cookie: httpOnly, SameSite=Strict, scoped to /api/auth/; the answer is unchanged', async () => {
    const admin = await insertAdmin(t.db);
    const { res, cookie } = await signIn(t, admin);
    expect(Object.keys(res.json().data).sort()).toEqual(['access', 'user']);
    const header = setCookieHeader(res);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/auth\//);
    expect(header).toMatch(/; Expires=/);
    // The test app's PUBLIC_URL is http://localhost: no Secure there.
    expect(header).not.toMatch(/; Secure/);
    const row = await t.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('user_id', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    // Only the hash is stored.
    expect(row.token_hash).toBe(createHash('sha256').update(cookie).digest('hex'));
    expect(row.user_agent).toBe('vitest');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the cookie is Secure unless the site or the request is plain http on this machine', () => {
    const at = (protocol: string, hostname: string) => ({ protocol: protocol as 'http' | 'https', hostname });
    expect(secureCookie('https://example.org', at('https', 'example.org'))).toBe(true);
    expect(secureCookie('https://example.org', at('http', 'example.org'))).toBe(true);
    expect(secureCookie('https://example.org', at('http', 'localhost'))).toBe(false);
    expect(secureCookie('http://127.0.0.1:3000', at('http', '10.0.0.5'))).toBe(false);
    expect(secureCookie('http://localhost:3000', at('https', 'example.org'))).toBe(false);
    expect(secureCookie('http://example.org', at('http', 'example.org'))).toBe(true);
  });

  it('a refresh rotates: a new access token and a new cookie, the user, and the old cookie is spent', async () => {
    const admin = await insertAdmin(t.db);
    const first = await signIn(t, admin);
    const res = await refresh(t, first.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user.email).toBe(admin.email);
    expect((await profile(t, body.data.access)).statusCode).toBe(200);
    const next = cookieOf(res)!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(first.cookie);
    expect(setCookieHeader(res)).toMatch(/; HttpOnly.*; SameSite=Strict|; SameSite=Strict.*; HttpOnly/);
    expect(res.headers['cache-control']).toBe('no-store');
    // The next one rotates again.
    const again = await refresh(t, next);
    expect(again.statusCode).toBe(200);
  });

  it('a used token presented again ends the whole family: 401, and the newest token is dead too', async () => {
    const admin = await insertAdmin(t.db);
    const { cookie: first } = await signIn(t, admin);
    const second = cookieOf(await refresh(t, first))!;
    const third = cookieOf(await refresh(t, second))!;
    expectExpired(await refresh(t, first));
    expectExpired(await refresh(t, third));
    const rows = await t.db.selectFrom('refresh_tokens').selectAll().where('user_id', '=', admin.user.id).execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('two refreshes racing with one token: one rotates, the other is reuse', async () => {
    const admin = await insertAdmin(t.db);
    const { cookie } = await signIn(t, admin);
    const answers = await Promise.all([refresh(t, cookie), refresh(t, cookie)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    expectExpired(await refresh(t, cookieOf(answers.find((res) => res.statusCode === 200)!)));
  });

  it('another sign-in is another family: reuse in one leaves the other alone', async () => {
    const admin = await insertAdmin(t.db);
    const a = await signIn(t, admin);
    const b = await signIn(t, admin);
    await refresh(t, a.cookie);
    expectExpired(await refresh(t, a.cookie));
    expect((await refresh(t, b.cookie)).statusCode).toBe(200);
  });

  it('no cookie, a forged one, an expired one: 401 with the envelope, and the cookie is cleared', async () => {
    expectExpired(await refresh(t, undefined));
    const forged = await refresh(t, 'x'.repeat(43));
    expectExpired(forged);
    expect(setCookieHeader(forged)).toMatch(/Expires=Thu, 01 Jan 1970/);

    const admin = await insertAdmin(t.db);
    const idle = await signIn(t, admin);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', admin.user.id)
      .execute();
    expectExpired(await refresh(t, idle.cookie));

    const absolute = await signIn(t, admin);
    await t.db
      .updateTable('refresh_tokens')
      .set({ family_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(absolute.cookie).digest('hex'))
      .execute();
    expectExpired(await refresh(t, absolute.cookie));
  });

  it('expired tokens are deleted on the next sign-in', async () => {
    const admin = await insertAdmin(t.db);
    await signIn(t, admin);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', admin.user.id)
      .execute();
    await signIn(t, admin);
    const rows = await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', admin.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refresh and sign-out need the X-Requested-With header: a cross-site form cannot send it', async () => {
    const admin = await insertAdmin(t.db);
    const { cookie } = await signIn(t, admin);
    const res = await refresh(t, cookie, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: AuthMessages.sessionHeaderMissing });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', cookies: { [REFRESH_COOKIE]: cookie } });
    expect(out.statusCode).toBe(403);
    // Nothing changed: the token still rotates.
    expect((await refresh(t, cookie)).statusCode).toBe(200);
  });

  it('sign-out ends the family and clears the cookie, with no access token or an expired one', async () => {
    const admin = await insertAdmin(t.db);
    const { cookie: first, access } = await signIn(t, admin);
    const renewed = await refresh(t, first);
    const second = cookieOf(renewed)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { ...fromApp, authorization: 'Bearer expired.or.forged' },
      cookies: { [REFRESH_COOKIE]: first },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AuthMessages.loggedOut });
    expect(setCookieHeader(res)).toMatch(
      /Expires=Thu, 01 Jan 1970.*Path=\/api\/auth\/|Path=\/api\/auth\/.*Expires=Thu, 01 Jan 1970/,
    );
    expectExpired(await refresh(t, second));
    // The session's access tokens, the first and the renewed, are refused at their next call (decision 086).
    expectExpired(await profile(t, access));
    expectExpired(await profile(t, renewed.json().data.access));
    // Without a cookie it still answers (the client signs out either way).
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: fromApp });
    expect(bare.statusCode).toBe(200);
  });

  it('a password change ends the other sessions and keeps this one with a new cookie', async () => {
    const admin = await insertAdmin(t.db);
    const here = await signIn(t, admin);
    const elsewhere = await signIn(t, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-change-password/',
      headers: { authorization: `Bearer ${here.access}` },
      payload: { old_password: admin.password, new_password: 'battery-staple-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data)).toEqual(['access']);
    const renewed = cookieOf(res)!;
    expect(setCookieHeader(res)).toMatch(/Path=\/api\/auth\//);
    expectExpired(await refresh(t, elsewhere.cookie));
    expectExpired(await refresh(t, here.cookie));
    const next = await refresh(t, renewed);
    expect(next.statusCode).toBe(200);
    expect((await profile(t, next.json().data.access)).statusCode).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const admin = await insertAdmin(t.db);
    const a = await signIn(t, admin);
    const b = await signIn(t, admin);
    const token = `reset-${admin.user.id}-token-of-some-length`;
    await t.db
      .insertInto('password_reset_tokens')
      .values({
        user_id: admin.user.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        used_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset-confirm/',
      payload: { token, new_password: 'battery-staple-7' },
    });
    expect(res.statusCode).toBe(200);
    expectExpired(await refresh(t, a.cookie));
    expectExpired(await refresh(t, b.cookie));
  });

  it('a raised token_version ends the family even when no row was revoked', async () => {
    const admin = await insertAdmin(t.db);
    const { cookie } = await signIn(t, admin);
    await t.db.updateTable('users').set({ token_version: 5 }).where('id', '=', admin.user.id).execute();
    expectExpired(await refresh(t, cookie));
  });
});

describe('refresh rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp((config) => ({ rateLimit: { ...config.rateLimit, refreshPerMinute: 2 } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with the envelope past the limit per address', async () => {
    expect((await refresh(t, undefined)).statusCode).toBe(401);
    expect((await refresh(t, undefined)).statusCode).toBe(401);
    const res = await refresh(t, undefined);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: AuthMessages.tooManyAttempts });
  });
});
