import { TwoFactorMessages } from '@atrium/contract/two-factor';
import { UserMessages } from '@atrium/contract/users';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../env.ts';
import { createClockedTestApp, insertAdmin, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';

/** Decision 036: TOTP enrolment, the sign-in's second step, recovery codes, reset, REQUIRE_2FA. SQLite and PostgreSQL. */

const STEP = 30_000;
type Headers = Record<string, string>;

/** Mid-step, so a code and the next step's are clearly apart. */
const clockedApp = (overrides?: (config: Config) => Partial<Config>) =>
  createClockedTestApp(overrides, Math.floor(Date.now() / STEP) * STEP + 5_000);

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp, algorithm: 'SHA1', digits: 6, period: 30 });

function api(t: TestApp) {
  const send = (url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  return {
    login: (identifier: string, password: string) => send('/api/admin-login/', {}, { identifier, password }),
    second: (challenge: string, code: string) => send('/api/auth/two-factor/', {}, { challenge, code }),
    start: (headers: Headers) => send('/api/admin-profile/two-factor/start/', headers),
    confirm: (headers: Headers, code: unknown) => send('/api/admin-profile/two-factor/confirm/', headers, { code }),
    disable: (headers: Headers, body: object) => send('/api/admin-profile/two-factor/disable/', headers, body),
    reset: (headers: Headers, id: number) => send(`/api/users/${id}/two-factor/reset/`, headers),
    profile: (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers }),
  };
}

const failure = (res: LightMyRequestResponse, status: number, message?: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().success).toBe(false);
  if (message) expect(res.json().message).toContain(message);
};

/** An editor with TOTP on: their secret, recovery codes and password. */
async function enrolled(t: TestApp, now: () => number, role: 'editor' | 'administrator' = 'editor') {
  const user = await signedInAdmin(t, role);
  const a = api(t);
  const started = await a.start(user.headers);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await a.confirm(user.headers, codeAt(secret, now()));
  expect(confirmed.statusCode).toBe(200);
  const codes = confirmed.json().data.recovery_codes as string[];
  return { ...user, secret, codes };
}

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  let step: (ms: number) => number;
  let now: () => number;

  beforeAll(async () => {
    ({ t, step, now } = await clockedApp());
  });
  afterAll(() => t.close());

  it('enrols: start answers a secret, URI and QR; a wrong code is refused; the right one turns it on', async () => {
    const user = await signedInAdmin(t, 'editor');
    const a = api(t);
    const started = await a.start(user.headers);
    expect(started.statusCode).toBe(200);
    const data = started.json().data as { secret: string; uri: string; qr: string };
    expect(data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(data.qr).toMatch(/^data:image\/png;base64,/);
    // The secret is stored sealed, never as typed.
    const row = await t.db.selectFrom('users').select('totp_secret').where('id', '=', user.user.id).executeTakeFirst();
    expect(row?.totp_secret).toBeTruthy();
    expect(row?.totp_secret).not.toContain(data.secret);

    failure(await a.confirm(user.headers, '000000'), 400, TwoFactorMessages.codeWrong);
    failure(await a.confirm(user.headers, ''), 400, TwoFactorMessages.codeRequired);
    const confirmed = await a.confirm(user.headers, codeAt(data.secret, now()));
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect((await a.profile(user.headers)).json().data.two_factor_enabled).toBe(true);
    // Never answered again: a new start is refused while it is on.
    failure(await a.start(user.headers), 409, TwoFactorMessages.alreadyEnabled);
    failure(await a.confirm(user.headers, codeAt(data.secret, now())), 409);
  });

  it('confirm without a start is a 409; every call needs a token (401 with the envelope)', async () => {
    const user = await signedInAdmin(t, 'editor');
    const a = api(t);
    failure(await a.confirm(user.headers, '123456'), 409, TwoFactorMessages.notStarted);
    failure(await a.start({}), 401);
    failure(await a.confirm({}, '123456'), 401);
    failure(await a.disable({}, { password: 'x' }), 401);
    failure(await a.confirm(user.headers, 42), 400);
  });

  it('signs in in two steps: a challenge instead of tokens, then a code; a replayed code is refused', async () => {
    const user = await enrolled(t, now);
    const a = api(t);
    const first = await a.login(user.user.email, user.password);
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body).toEqual({ two_factor: 'totp', challenge: expect.any(String) });
    expect(first.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    // The challenge is no access token.
    failure(await a.profile(bearer(body.challenge)), 401);

    // The enrolment's own code (this step) is used: the next step's code is needed.
    failure(await a.second(body.challenge, codeAt(user.secret, now())), 401, TwoFactorMessages.codeWrong);
    step(STEP);
    const code = codeAt(user.secret, now());
    const second = await a.second(body.challenge, code);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.email).toBe(user.user.email);
    expect(second.cookies.find((c) => c.name === REFRESH_COOKIE)?.httpOnly).toBe(true);
    expect((await a.profile(bearer(second.json().data.access))).statusCode).toBe(200);
    // Replayed with a fresh challenge: the code is spent.
    const again = (await a.login(user.user.email, user.password)).json().data.challenge as string;
    failure(await a.second(again, code), 401, TwoFactorMessages.codeWrong);
    // One step ahead (the window) still works once the last code is older; two steps ahead do not.
    step(STEP);
    failure(await a.second(again, codeAt(user.secret, now() + 2 * STEP)), 401);
    expect((await a.second(again, codeAt(user.secret, now() + STEP))).statusCode).toBe(200);
  });

  it('a recovery code works once, in any case and with spaces', async () => {
    const user = await enrolled(t, now);
    const a = api(t);
    const challenge = async () => (await a.login(user.user.email, user.password)).json().data.challenge as string;
    const typed = ` ${user.codes[0]!.toUpperCase()} `;
    expect((await a.second(await challenge(), typed)).statusCode).toBe(200);
    const next = await challenge();
    failure(await a.second(next, user.codes[0]!), 401, TwoFactorMessages.codeWrong);
    expect((await a.second(next, user.codes[1]!)).statusCode).toBe(200);
    failure(await a.second(await challenge(), 'nothing-like-it'), 401);
    // Each wrong code is a failed sign-in of this user in the audit log, like a wrong password.
    const failed = await t.db
      .selectFrom('audit_log')
      .select(['actor_email', 'summary'])
      .where('user_id', '=', user.user.id)
      .where('action', '=', 'sign_in_failed')
      .execute();
    expect(failed).toHaveLength(2);
    expect(failed[0]).toEqual({ actor_email: user.user.email, summary: JSON.stringify({ step: 'second factor' }) });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', user.user.id)
      .where('action', '=', 'recovery_code_used')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('the challenge expires after 5 minutes (the injected clock) and dies with a password change', async () => {
    const user = await enrolled(t, now);
    const a = api(t);
    const challenge = (await a.login(user.user.email, user.password)).json().data.challenge as string;
    step(5 * 60_000 + 1000);
    failure(await a.second(challenge, codeAt(user.secret, now())), 401, TwoFactorMessages.challengeExpired);
    failure(await a.second('not-a-token', '123456'), 401, TwoFactorMessages.challengeExpired);
    failure(await a.second(challenge, ''), 400);
    const fresh = (await a.login(user.user.email, user.password)).json().data.challenge as string;
    await t.db.updateTable('users').set({ token_version: 5 }).where('id', '=', user.user.id).execute();
    step(STEP);
    failure(await a.second(fresh, codeAt(user.secret, now())), 401, TwoFactorMessages.challengeExpired);
  });

  it('disables with the password or a code (a wrong one changes nothing)', async () => {
    const user = await enrolled(t, now);
    const a = api(t);
    failure(await a.disable(user.headers, {}), 400, TwoFactorMessages.disableNeedsProof);
    failure(await a.disable(user.headers, { password: 'wrong-password' }), 400, TwoFactorMessages.passwordWrong);
    failure(await a.disable(user.headers, { code: '000000' }), 400, TwoFactorMessages.codeWrong);
    step(STEP);
    const off = await a.disable(user.headers, { code: codeAt(user.secret, now()) });
    expect(off.statusCode).toBe(200);
    expect((await a.profile(user.headers)).json().data.two_factor_enabled).toBe(false);
    failure(await a.disable(user.headers, { password: user.password }), 409, TwoFactorMessages.notEnabled);
    // Signing in takes the password alone again.
    expect((await a.login(user.user.email, user.password)).json().data.access).toEqual(expect.any(String));
    const again = await enrolled(t, now);
    expect((await a.disable(again.headers, { password: again.password })).statusCode).toBe(200);
  });

  it('an administrator resets a user’s second factor (audited); an editor gets 403, nobody 401', async () => {
    const user = await enrolled(t, now);
    const admin = await signedInAdmin(t, 'administrator');
    const editor = await signedInAdmin(t, 'editor');
    const a = api(t);
    failure(await a.reset({}, user.user.id), 401);
    failure(await a.reset(editor.headers, user.user.id), 403, UserMessages.forbidden);
    failure(await a.reset(admin.headers, 999_999), 404, UserMessages.notFound);
    failure(await a.reset(admin.headers, 0), 400);
    const reset = await a.reset(admin.headers, user.user.id);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.two_factor_enabled).toBe(false);
    expect(reset.json().message).toBe(TwoFactorMessages.reset(user.user.email));
    const codes = await t.db
      .selectFrom('user_recovery_codes')
      .select('id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(codes).toHaveLength(0);
    expect((await a.login(user.user.email, user.password)).json().data.access).toEqual(expect.any(String));
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('action', '=', 'two_factor_reset')
      .executeTakeFirst();
    expect(entry?.user_id).toBe(admin.user.id);
  });
});

describe('the second step is rate limited like the sign-in', () => {
  let t: TestApp;
  let now: () => number;
  beforeAll(async () => {
    ({ t, now } = await clockedApp((config) => ({
      rateLimit: { ...config.rateLimit, failuresPerAddressAndAccount: 3 },
    })));
  });
  afterAll(() => t.close());

  it('after 3 wrong codes the account is refused from this address (429), the right code too', async () => {
    const user = await enrolled(t, now);
    const a = api(t);
    const challenge = (await a.login(user.user.email, user.password)).json().data.challenge as string;
    for (let i = 0; i < 3; i += 1) failure(await a.second(challenge, '000000'), 401);
    failure(await a.second(challenge, user.codes[0]!), 429);
  });
});

describe('REQUIRE_2FA', () => {
  let t: TestApp;
  let now: () => number;
  beforeAll(async () => {
    ({ t, now } = await clockedApp(() => ({ requireTwoFactor: true })));
  });
  afterAll(() => t.close());

  it('a user without a second factor reaches only the profile and the enrolment until enrolled', async () => {
    const { user, password } = await insertAdmin(t.db, { role: 'administrator' });
    const a = api(t);
    const login = await a.login(user.email, password);
    expect(login.statusCode).toBe(200);
    const data = login.json().data;
    expect(data.user).toMatchObject({ two_factor_enabled: false, two_factor_required: true });
    const headers = bearer(data.access as string);
    failure(await t.app.inject({ method: 'GET', url: '/api/users/', headers }), 403, TwoFactorMessages.enrolFirst);
    failure(await t.app.inject({ method: 'GET', url: '/api/audit-log/', headers }), 403, TwoFactorMessages.enrolFirst);
    expect((await a.profile(headers)).statusCode).toBe(200);
    const started = await a.start(headers);
    expect(started.statusCode).toBe(200);
    expect((await a.confirm(headers, codeAt(started.json().data.secret as string, now()))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/', headers })).statusCode).toBe(200);
  });
});
