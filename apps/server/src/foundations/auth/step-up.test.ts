import { createHash } from 'node:crypto';
import { AuthMessages } from '@atrium/contract/messages';
import { PasskeyMessages } from '@atrium/contract/passkeys';
import { EmailChangeMessages, SecurityMail, StepUpMessages } from '@atrium/contract/step-up';
import { TwoFactorMessages } from '@atrium/contract/two-factor';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { RATE_LIMITS } from '../../env.ts';
import { checkResponsesAgainstSchemas } from '../../testing/response-check.ts';
import { softwareAuthenticator } from '../../testing/software-authenticator.ts';
import { signedInSession, stepUp } from '../../testing/step-up.ts';
import { createTestDatabase, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';

/**
 * Issue 36 items 2 and 3 (decision 068), as the attacker measured them: the second factor limited
 * per account from anywhere, single-use sign-in challenges, password and code guesses through
 * the profile calls counted with the sign-in's, the sudo window before the takeover paths, the
 * email change confirmed from the new address, and the security notices. Two apps on one
 * database (two processes), on a clock the tests move. SQLite and PostgreSQL.
 */

const STEP = 30_000;
const MINUTE = 60_000;
type Headers = Record<string, string>;

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp, algorithm: 'SHA1', digits: 6, period: 30 });

const failure = (res: LightMyRequestResponse, status: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe(false);
  if (message) expect(res.json().message).toBe(message);
  return res.json() as { message: string; errors?: Record<string, string> };
};

let shared: Awaited<ReturnType<typeof createTestDatabase>>;
/** Two processes on one database. */
let a: TestApp;
let b: TestApp;
let now = Math.floor(Date.now() / STEP) * STEP + 5_000;
const step = (ms: number) => (now += ms);

beforeAll(async () => {
  shared = await createTestDatabase(
    (config) => ({
      // The limits as deployed, where these tests are about them.
      rateLimit: {
        ...config.rateLimit,
        failuresPerAddressAndAccount: RATE_LIMITS.failuresPerAddressAndAccount,
        codeFailuresPerAccount: RATE_LIMITS.codeFailuresPerAccount,
        emailChangesPerAccountPerHour: RATE_LIMITS.emailChangesPerAccountPerHour,
      },
    }),
    { migrated: true },
  );
  const instance = async (db: TestApp['db']): Promise<TestApp> => {
    const app = await buildApp({ config: shared.config, db, clock: { now: () => new Date(now) } });
    checkResponsesAgainstSchemas(app);
    await app.ready();
    return { app, db, config: shared.config, close: () => app.close() };
  };
  a = await instance(shared.db);
  b = await instance(createDatabase(shared.config));
  // The mails stay in the outbox as queued (a sent one keeps no body), for the tests to read.
  await Promise.all([a.app.outbox.stop(), b.app.outbox.stop()]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await b?.db.destroy();
  await shared?.close();
});

/** Each test's requests from addresses of its own, so the per-address limits of one do not reach the next. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `198.51.${addresses >> 8}.${addresses & 255}`;
};

function api(t: TestApp, remoteAddress = '203.0.113.1') {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    send,
    login: (identifier: string, password: string) => send('POST', '/api/admin-login/', {}, { identifier, password }),
    second: (challenge: string, code: string) => send('POST', '/api/auth/two-factor/', {}, { challenge, code }),
    stepUp: (headers: Headers, body: unknown) => send('POST', '/api/auth/step-up/', headers, body),
    changePassword: (headers: Headers, old_password: string, new_password = 'brand-new-password-1') =>
      send('POST', '/api/admin-change-password/', headers, { old_password, new_password }),
    start: (headers: Headers) => send('POST', '/api/admin-profile/two-factor/start/', headers),
    confirm: (headers: Headers, code: string) =>
      send('POST', '/api/admin-profile/two-factor/confirm/', headers, { code }),
    disable: (headers: Headers, body: unknown) => send('POST', '/api/admin-profile/two-factor/disable/', headers, body),
    regenerate: (headers: Headers) => send('POST', '/api/admin-profile/two-factor/recovery-codes/', headers),
    passkeyOptions: (headers: Headers) => send('POST', '/api/admin-profile/passkeys/options/', headers),
    addPasskey: (headers: Headers, body: unknown) => send('POST', '/api/admin-profile/passkeys/', headers, body),
    removePasskey: (headers: Headers, id: number) => send('DELETE', `/api/admin-profile/passkeys/${id}/`, headers),
    profile: (headers: Headers) => send('GET', '/api/admin-profile/', headers),
    update: (headers: Headers, body: unknown) => send('PATCH', '/api/admin-profile/update/', headers, body),
    confirmEmail: (token: unknown) => send('POST', '/api/auth/email-change/', {}, { token }),
  };
}

/** A signed-in user (a real session, through the login) with TOTP on: the secret and recovery codes. */
async function enrolled(t: TestApp, role: 'editor' | 'administrator' = 'editor') {
  const user = await signedInSession(t, role);
  const x = api(t, nextAddress());
  const started = await x.start(user.headers);
  expect(started.statusCode, started.body).toBe(200);
  const secret = started.json().data.secret as string;
  const confirmed = await x.confirm(user.headers, codeAt(secret, now));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The enrolment used this step's code: the next one is free.
  step(STEP);
  return { ...user, secret, codes: confirmed.json().data.recovery_codes as string[] };
}

/** The mails queued to `to` (the outbox), oldest first. */
async function mailsTo(to: string) {
  return a.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body', 'html_body'])
    .where('to_address', '=', to.toLowerCase())
    .orderBy('id')
    .execute();
}
const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject);

describe('issue 36 item 2: the second factor is limited per account, from anywhere', () => {
  it('10 wrong codes from 12 addresses through two processes, then 429 even for the right code until the window ends; mailed once', async () => {
    const user = await enrolled(a);
    let wrong = 0;
    let refused = 0;
    // The attacker knows the password: a challenge per address, five wrong codes from each.
    for (let i = 0; i < 12; i += 1) {
      const x = api(i % 2 === 0 ? a : b, nextAddress());
      const challenge = (await x.login(user.email, user.password)).json().data.challenge as string;
      for (let j = 0; j < 5; j += 1) {
        const res = await x.second(challenge, String(100000 + i * 10 + j));
        if (res.statusCode === 401) wrong += 1;
        else {
          failure(res, 429, StepUpMessages.codesLocked);
          refused += 1;
        }
      }
    }
    expect(wrong).toBe(10);
    expect(refused).toBe(50);

    // The owner, from a fresh address, with the right code: refused too until the window ends.
    const owner = api(b, nextAddress());
    const challenge = (await owner.login(user.email, user.password)).json().data.challenge as string;
    failure(await owner.second(challenge, codeAt(user.secret, now)), 429, StepUpMessages.codesLocked);
    failure(await owner.second(challenge, user.codes[0]!), 429);
    // Codes typed in the profile meet the same lock.
    failure(await owner.stepUp(user.headers, { code: codeAt(user.secret, now) }), 429, StepUpMessages.codesLocked);
    // Mailed once for the lockout, however many refusals followed.
    expect((await subjects(user.email)).filter((s) => s === SecurityMail.codesLocked.subject)).toHaveLength(1);

    step(15 * MINUTE);
    const fresh = (await owner.login(user.email, user.password)).json().data.challenge as string;
    expect((await owner.second(fresh, codeAt(user.secret, now))).statusCode).toBe(200);
  });

  it('parallel guesses through both processes cannot pass the limit', async () => {
    const user = await enrolled(a);
    const x = api(a, nextAddress());
    const challenge = (await x.login(user.email, user.password)).json().data.challenge as string;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => api(i % 2 ? a : b, nextAddress()).second(challenge, String(200000 + i))),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(14);
  });

  it('a right code gives its attempt back: the owner’s sign-ins do not wear the limit down', async () => {
    const user = await enrolled(a);
    const x = api(a, nextAddress());
    for (let i = 0; i < 12; i += 1) {
      const challenge = (await x.login(user.email, user.password)).json().data.challenge as string;
      expect((await x.second(challenge, codeAt(user.secret, now))).statusCode).toBe(200);
      step(STEP);
    }
    const challenge = (await x.login(user.email, user.password)).json().data.challenge as string;
    for (let i = 0; i < 9; i += 1) failure(await api(a, nextAddress()).second(challenge, '000000'), 401);
    expect((await x.second(challenge, codeAt(user.secret, now))).statusCode).toBe(200);
  });

  it('a sign-in challenge works once: used, it answers as an expired one (on either process), spending no code', async () => {
    const user = await enrolled(a);
    const x = api(a, nextAddress());
    const challenge = (await x.login(user.email, user.password)).json().data.challenge as string;
    expect((await x.second(challenge, codeAt(user.secret, now))).statusCode).toBe(200);
    step(STEP);
    failure(await x.second(challenge, codeAt(user.secret, now)), 401, TwoFactorMessages.challengeExpired);
    failure(await api(b).second(challenge, user.codes[0]!), 401, TwoFactorMessages.challengeExpired);
    // The refused replay spent neither the code nor the recovery code.
    const next = (await x.login(user.email, user.password)).json().data.challenge as string;
    expect((await x.second(next, user.codes[0]!)).statusCode).toBe(200);

    // Two right codes at once with one challenge, through both processes: one sign-in.
    step(STEP);
    const raced = (await x.login(user.email, user.password)).json().data.challenge as string;
    const both = await Promise.all([x.second(raced, codeAt(user.secret, now)), api(b).second(raced, user.codes[1]!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('password guesses through the profile calls count with the sign-in’s failures of that address', async () => {
    const user = await enrolled(a);
    const address = nextAddress();
    const x = api(a, address);
    // Five in all (failuresPerAddressAndAccount): change password, step-up, turning two-factor off.
    failure(await x.changePassword(user.headers, 'guess-1'), 400, AuthMessages.oldPasswordWrong);
    failure(await x.changePassword(user.headers, 'guess-2'), 400);
    failure(await x.stepUp(user.headers, { password: 'guess-3' }), 400, StepUpMessages.passwordWrong);
    failure(await api(b, address).stepUp(user.headers, { password: 'guess-4' }), 400);
    failure(await x.disable(user.headers, { password: 'guess-5' }), 400, TwoFactorMessages.passwordWrong);
    // Past the limit: every password check of this address and account is refused, the right one too.
    failure(await x.stepUp(user.headers, { password: user.password }), 429, AuthMessages.tooManyAttempts);
    failure(await x.changePassword(user.headers, user.password), 429);
    failure(await x.login(user.email, user.password), 429, AuthMessages.tooManyAttempts);
    // Another address is another count (decision 007: never the account alone for passwords).
    expect((await api(a, nextAddress()).stepUp(user.headers, { password: user.password })).statusCode).toBe(200);
    // Nothing changed: the password still signs in once the window ends.
    step(15 * MINUTE);
    expect((await x.login(user.email, user.password)).statusCode).toBe(200);
  });

  it('code guesses through the profile calls count against the account’s code limit', async () => {
    const user = await enrolled(a);
    const x = api(a, nextAddress());
    for (let i = 0; i < 4; i += 1)
      failure(await x.stepUp(user.headers, { code: '000000' }), 400, StepUpMessages.codeWrong);
    for (let i = 0; i < 3; i += 1)
      failure(await api(b, nextAddress()).disable(user.headers, { code: 'aaaaa-bbbbb' }), 400);
    for (let i = 0; i < 3; i += 1) failure(await x.stepUp(user.headers, { code: `12345${i}` }), 400);
    // Ten: the sign-in's second step is closed to the right code, from anywhere.
    const y = api(b, nextAddress());
    const challenge = (await y.login(user.email, user.password)).json().data.challenge as string;
    failure(await y.second(challenge, codeAt(user.secret, now)), 429, StepUpMessages.codesLocked);
    // Two-factor is still on: nothing was turned off.
    expect((await x.profile(user.headers)).json().data.two_factor_enabled).toBe(true);
  });

  it('wrong codes at enrolment’s confirmation count too', async () => {
    const user = await signedInSession(a, 'editor');
    const x = api(a, nextAddress());
    const secret = (await x.start(user.headers)).json().data.secret as string;
    for (let i = 0; i < 10; i += 1)
      failure(await x.confirm(user.headers, `99999${i}`), 400, TwoFactorMessages.codeWrong);
    failure(await x.confirm(user.headers, codeAt(secret, now)), 429, StepUpMessages.codesLocked);
    expect((await x.profile(user.headers)).json().data.two_factor_enabled).toBe(false);
  });
});

describe('issue 36 item 3: a stolen access token alone is no way in for good', () => {
  it('adding or removing a passkey, a new email, new recovery codes: 403 until a step-up, and nothing changes', async () => {
    const user = await enrolled(a, 'administrator');
    const x = api(a, nextAddress());
    const before = await a.db.selectFrom('users').selectAll().where('id', '=', user.user.id).executeTakeFirst();
    const required = (res: LightMyRequestResponse) => failure(res, 403, StepUpMessages.required);
    required(await x.passkeyOptions(user.headers));
    required(await x.addPasskey(user.headers, { name: 'Thief', response: { id: 'abc', type: 'public-key' } }));
    required(await x.removePasskey(user.headers, 1));
    required(await x.regenerate(user.headers));
    required(await x.update(user.headers, { email: 'thief@example.org' }));
    // A refused change of the email leaves the names as they were too.
    required(await x.update(user.headers, { email: 'thief@example.org', first_name: 'Mallory' }));
    // Two-factor off takes its own proof, never the token alone.
    expect(failure(await x.disable(user.headers, {}), 400).message).toContain(StepUpMessages.needsProof);
    expect(await a.db.selectFrom('users').selectAll().where('id', '=', user.user.id).executeTakeFirst()).toEqual(
      before,
    );
    expect(await a.db.selectFrom('email_changes').selectAll().where('user_id', '=', user.user.id).execute()).toEqual(
      [],
    );
    // Keeping the email, the names change without a step-up.
    const named = await x.update(user.headers, { email: user.email.toUpperCase(), first_name: 'Grace' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().message).toBe(AuthMessages.profileSuccess);
  });

  it('the step-up opens this session’s window for 5 minutes, on every process, and no other session’s', async () => {
    const user = await signedInSession(a, 'editor');
    const x = api(a, nextAddress());
    const other = await x.login(user.email, user.password);
    const otherHeaders = bearer(other.json().data.access as string);

    const opened = await x.stepUp(user.headers, { password: user.password });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({
      success: true,
      message: StepUpMessages.confirmed,
      data: { until: new Date(now + 5 * MINUTE).toISOString() },
    });
    expect((await x.passkeyOptions(user.headers)).statusCode).toBe(200);
    expect((await api(b).passkeyOptions(user.headers)).statusCode).toBe(200);
    failure(await x.passkeyOptions(otherHeaders), 403, StepUpMessages.required);
    step(5 * MINUTE - 1000);
    expect((await api(b).passkeyOptions(user.headers)).statusCode).toBe(200);
    step(1000);
    failure(await x.passkeyOptions(user.headers), 403, StepUpMessages.required);
    const audit = await a.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', user.user.id)
      .where('action', '=', 'step_up')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('the window survives a renewal of the session and ends with it', async () => {
    const user = await insertedWithCookie();
    const x = api(a, nextAddress());
    await stepUp(a, user.headers, user.password);
    const renewed = await x.send('POST', '/api/auth/refresh/', { 'x-requested-with': 'test', cookie: user.cookie });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const headers = bearer(renewed.json().data.access as string);
    expect((await x.passkeyOptions(headers)).statusCode).toBe(200);
    const cookie = `${REFRESH_COOKIE}=${renewed.cookies.find((c) => c.name === REFRESH_COOKIE)!.value}`;
    expect((await x.send('POST', '/api/auth/logout/', { 'x-requested-with': 'test', cookie })).statusCode).toBe(200);
    // Signed out: the session's access token is refused at its next call (decision 086), the window with it.
    failure(await x.passkeyOptions(headers), 401, AuthMessages.sessionExpired);
    failure(await x.stepUp(headers, { password: user.password }), 401, AuthMessages.sessionExpired);
  });

  it('a code opens it too (TOTP or a recovery code, used once and mailed); a wrong proof opens nothing', async () => {
    const user = await enrolled(a);
    const x = api(a, nextAddress());
    failure(await x.stepUp(user.headers, { password: 'not-it' }), 400, StepUpMessages.passwordWrong);
    failure(await x.stepUp(user.headers, { code: '000000' }), 400, StepUpMessages.codeWrong);
    failure(await x.passkeyOptions(user.headers), 403);
    expect((await x.stepUp(user.headers, { code: codeAt(user.secret, now) })).statusCode).toBe(200);
    failure(await x.stepUp(user.headers, { code: codeAt(user.secret, now) }), 400, StepUpMessages.codeWrong);
    expect((await x.stepUp(user.headers, { code: user.codes[3]! })).statusCode).toBe(200);
    failure(await x.stepUp(user.headers, { code: user.codes[3]! }), 400);
    const used = (await mailsTo(user.email)).filter((m) => m.subject === SecurityMail.recoveryCodeUsed.subject);
    expect(used).toHaveLength(1);
    expect(used[0]!.text_body).toContain(SecurityMail.recoveryCodeUsed.text(9));
  });

  it('refuses the attacker’s tries with the envelope and changes nothing', async () => {
    const user = await signedInSession(a, 'editor');
    const x = api(a, nextAddress());
    failure(await x.stepUp({}, { password: user.password }), 401);
    failure(await x.stepUp(bearer(`${user.token.slice(0, -4)}AAAA`), { password: user.password }), 401);
    // A token that names no session (made before sessions were named) cannot step up: 401, renewed by the client.
    const bare = await signedInAdmin(a, 'editor');
    failure(await x.stepUp(bare.headers, { password: bare.password }), 401, AuthMessages.sessionExpired);
    expect(failure(await x.stepUp(user.headers, {}), 400).errors).toEqual({ password: StepUpMessages.needsProof });
    failure(await x.stepUp(user.headers, { password: `a\u0000b` }), 400);
    failure(await x.stepUp(user.headers, { password: 'x'.repeat(300) }), 400);
    failure(await x.stepUp(user.headers, { code: '1'.repeat(100) }), 400);
    failure(await x.stepUp(user.headers, { password: user.password, role: 'administrator' }), 400);
    failure(
      await x.send(
        'POST',
        '/api/auth/step-up/',
        { ...user.headers, 'content-type': 'application/json' },
        '{"password":',
      ),
      400,
    );
    failure(await x.passkeyOptions(user.headers), 403, StepUpMessages.required);
    // An administrator is asked like an editor: the window is about the session, not the role.
    const admin = await signedInSession(a, 'administrator');
    failure(await x.passkeyOptions(admin.headers), 403, StepUpMessages.required);
    await stepUp(a, admin.headers, admin.password);
    expect((await x.passkeyOptions(admin.headers)).statusCode).toBe(200);
  });
});

describe('issue 36 item 3: the email changes only from a link mailed to the new address', () => {
  it('a stepped-up change mails the new address a link and tells the old one; the link’s button makes it so, once', async () => {
    const user = await signedInSession(a, 'editor');
    const x = api(a, nextAddress());
    await stepUp(a, user.headers, user.password);
    const next = `moved-${user.user.id}@example.org`;
    const res = await x.update(user.headers, { email: next.toUpperCase(), first_name: 'Grace' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EmailChangeMessages.sent(next));
    expect(res.json().data).toMatchObject({ email: user.email, first_name: 'Grace' });
    // Not yet: the old address signs in, the new one does not.
    expect((await x.login(user.email, user.password)).statusCode).toBe(200);
    failure(await x.login(next, user.password), 401);

    expect(await subjects(user.email)).toContain(SecurityMail.emailChangeRequested.subject);
    const [link] = await mailsTo(next);
    expect(link!.subject).toBe(SecurityMail.emailConfirm.subject);
    expect(link!.html_body).toMatch(/^<!doctype html>/);
    const token = /\/admin\/confirm-email\?token=([\w-]+)/.exec(link!.text_body)![1]!;
    // Only the link's hash is stored.
    const stored = await a.db
      .selectFrom('email_changes')
      .select('token_hash')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    failure(await x.confirmEmail('not-the-token'), 400, EmailChangeMessages.invalidLink);
    failure(await x.confirmEmail(''), 400);
    failure(await x.confirmEmail(`${token}\u0000`), 400);
    failure(await x.confirmEmail('x'.repeat(5000)), 400);
    // A GET (a mail scanner following the link) is no way to confirm.
    expect((await x.send('GET', `/api/auth/email-change/?token=${token}`)).statusCode).toBe(404);
    expect((await x.profile(user.headers)).json().data.email).toBe(user.email);

    const confirmed = await api(b).confirmEmail(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(EmailChangeMessages.confirmed(next));
    failure(await x.confirmEmail(token), 400, EmailChangeMessages.invalidLink);
    expect((await x.login(next, user.password)).statusCode).toBe(200);
    failure(await x.login(user.email, user.password), 401);
    expect(await subjects(user.email)).toContain(SecurityMail.emailChanged.subject);
  });

  it('the link lasts 24 hours; only the newest works; an address taken meanwhile is a 409 and the link stays good', async () => {
    const user = await signedInSession(a, 'editor');
    const x = api(a, nextAddress());
    await stepUp(a, user.headers, user.password);
    const linkTo = async (to: string) => {
      expect((await x.update(user.headers, { email: to })).statusCode).toBe(200);
      const mail = (await mailsTo(to)).at(-1)!;
      return /confirm-email\?token=([\w-]+)/.exec(mail.text_body)![1]!;
    };
    const first = await linkTo(`first-${user.user.id}@example.org`);
    const second = await linkTo(`second-${user.user.id}@example.org`);
    failure(await x.confirmEmail(first), 400, EmailChangeMessages.invalidLink);

    const squatter = await signedInSession(a, 'editor');
    await a.db
      .updateTable('users')
      .set({ email: `second-${user.user.id}@example.org` })
      .where('id', '=', squatter.user.id)
      .execute();
    failure(await x.confirmEmail(second), 409, AuthMessages.emailTaken);
    await a.db.updateTable('users').set({ email: squatter.email }).where('id', '=', squatter.user.id).execute();
    expect((await x.confirmEmail(second)).statusCode).toBe(200);

    await stepUp(a, user.headers, user.password);
    const late = await linkTo(`late-${user.user.id}@example.org`);
    step(24 * 60 * MINUTE + 1000);
    failure(await x.confirmEmail(late), 400, EmailChangeMessages.invalidLink);
  });

  it('an address another account uses is a 409 only after the step-up; too many changes an hour are a 429', async () => {
    const user = await signedInSession(a, 'editor');
    const other = await signedInSession(a, 'editor');
    const x = api(a, nextAddress());
    failure(await x.update(user.headers, { email: other.email }), 403, StepUpMessages.required);
    await stepUp(a, user.headers, user.password);
    failure(await x.update(user.headers, { email: other.email }), 409, AuthMessages.emailTaken);
    for (let i = 0; i < RATE_LIMITS.emailChangesPerAccountPerHour; i += 1) {
      expect((await x.update(user.headers, { email: `n${i}-${user.user.id}@example.org` })).statusCode).toBe(200);
    }
    failure(
      await x.update(user.headers, { email: `over-${user.user.id}@example.org` }),
      429,
      EmailChangeMessages.tooMany,
    );
  });
});

describe('issue 36 item 3: security notices by mail', () => {
  it('password changed, two-factor on and off, new recovery codes, a passkey added and removed: each mailed in the mail layout', async () => {
    const user = await enrolled(a);
    const x = api(a, nextAddress());
    await stepUp(a, user.headers, user.password);
    const codes = await x.regenerate(user.headers);
    expect(codes.statusCode, codes.body).toBe(200);
    expect(codes.json().data.recovery_codes).toHaveLength(10);
    // The old codes are gone.
    const challenge = (await x.login(user.email, user.password)).json().data.challenge as string;
    failure(await x.second(challenge, user.codes[0]!), 401, TwoFactorMessages.codeWrong);

    const authenticator = softwareAuthenticator(a.config.passkeys.rpId, a.config.passkeys.origins[0]!);
    const { response } = authenticator.register((await x.passkeyOptions(user.headers)).json().data);
    const added = await x.addPasskey(user.headers, { name: 'Laptop', response });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await x.removePasskey(user.headers, added.json().data.id as number);
    expect(removed.json().message).toBe(PasskeyMessages.removed('Laptop'));

    expect((await x.disable(user.headers, { code: codeAt(user.secret, now) })).statusCode).toBe(200);
    const changed = await x.changePassword(user.headers, user.password);
    expect(changed.statusCode, changed.body).toBe(200);

    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      SecurityMail.twoFactorOn.subject,
      SecurityMail.recoveryCodesNew.subject,
      SecurityMail.passkeyAdded.subject,
      SecurityMail.passkeyRemoved.subject,
      SecurityMail.twoFactorOff.subject,
      SecurityMail.passwordChanged.subject,
    ]);
    const passkey = mails[2]!;
    expect(passkey.kind).toBe('security_notice');
    expect(passkey.text_body).toContain(SecurityMail.passkeyAdded.text('Laptop'));
    expect(passkey.text_body).toContain(SecurityMail.notYou);
    expect(passkey.text_body).toContain('/admin/forgot-password');
    expect(passkey.html_body).toMatch(/^<!doctype html>/);
    expect(passkey.html_body).toContain('“Laptop”');
  });

  it('a password reset is told', async () => {
    const user = await signedInSession(a, 'editor');
    const token = 'a-reset-token-of-this-test';
    await a.db
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.user.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        expires_at: new Date(now + 5 * MINUTE).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const res = await api(a, nextAddress()).send(
      'POST',
      '/api/password-reset-confirm/',
      {},
      {
        token,
        new_password: 'a-new-password-9',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await subjects(user.email)).toEqual([SecurityMail.passwordChanged.subject]);
  });

  it('an administrator’s reset of a user’s two-factor tells the user', async () => {
    const user = await enrolled(a);
    const admin = await signedInSession(a, 'administrator');
    const x = api(a, nextAddress());
    // The administrators' calls on others need no step-up of their own (their role decides, decision 035).
    const reset = await x.send('POST', `/api/users/${user.user.id}/two-factor/reset/`, admin.headers);
    expect(reset.statusCode, reset.body).toBe(200);
    const editor = await signedInSession(a, 'editor');
    failure(await x.send('POST', `/api/users/${user.user.id}/two-factor/reset/`, editor.headers), 403);
    const last = (await mailsTo(user.email)).at(-1)!;
    expect(last.subject).toBe(SecurityMail.twoFactorReset.subject);
    expect(last.text_body).toContain(SecurityMail.twoFactorReset.text(admin.email));
  });
});

/** A user signed in through the login with its refresh cookie, for the renewal. */
async function insertedWithCookie() {
  const user = await signedInSession(a, 'editor');
  const res = await api(a).login(user.email, user.password);
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
  const token = res.json().data.access as string;
  return { ...user, token, headers: bearer(token), cookie: `${REFRESH_COOKIE}=${cookie.value}` };
}
