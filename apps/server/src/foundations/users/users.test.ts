import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SESSION_HEADER } from '@atrium/contract/endpoints/auth';
import { AuthMessages, Messages } from '@atrium/contract/messages';
import { UserMessages, type User } from '@atrium/contract/users';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClockedTestApp, insertAdmin, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_COOKIE } from '../auth/session-cookie.ts';

/** Decision 035: the users API, invitations and their acceptance, on SQLite and PostgreSQL. */

const HOUR = 3_600_000;

/** The newest invitation link mailed to `email` (the outbox's .eml, quoted-printable decoded). */
async function invitationToken(t: TestApp, email: string, after = 0): Promise<string> {
  const outbox = t.config.mail.outboxDir;
  const deadline = Date.now() + 5000;
  const mails = () =>
    existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith('.eml') && statSync(path.join(outbox, f)).size > 0)
          .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
          .filter((raw) => raw.includes(`To: ${email}`))
      : [];
  while (mails().length <= after && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  const all = mails();
  expect(all.length).toBeGreaterThan(after);
  const tokens = all.map((raw) => {
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return /\/admin\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
  });
  const found = tokens.filter(Boolean) as string[];
  // Files are named in order of writing; the newest is last among this recipient's.
  return found.at(-1)!;
}

type Headers = Record<string, string>;

function api(t: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: (headers?: Headers) => send('GET', '/api/users/', headers),
    invite: (headers: Headers, body: object) => send('POST', '/api/users/invitations/', headers, body),
    resend: (headers: Headers, id: number) => send('POST', `/api/users/${id}/invitation/`, headers),
    update: (headers: Headers, id: number, body: object) => send('PATCH', `/api/users/${id}/`, headers, body),
    remove: (headers: Headers, id: number) => send('DELETE', `/api/users/${id}/`, headers),
    accept: (body: object) => send('POST', '/api/auth/invitations/accept/', {}, body),
    check: (body: object) => send('POST', '/api/auth/invitations/check/', {}, body),
    login: (identifier: string, password: string) => send('POST', '/api/admin-login/', {}, { identifier, password }),
  };
}

const refreshCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('users and invitations', () => {
  let t: TestApp;
  let step: (ms: number) => number;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let editor: Awaited<ReturnType<typeof signedInAdmin>>;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ t, step } = await createClockedTestApp());
    admin = await signedInAdmin(t);
    editor = await signedInAdmin(t, 'editor');
    call = api(t);
  });
  afterAll(() => t.close());

  async function auditActions(): Promise<string[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log/?limit=100&resource=users',
      headers: admin.headers,
    });
    return (res.json().data.items as Array<{ action: string }>).map((entry) => entry.action);
  }

  it('every call needs a token (401) and an administrator (403 for an editor), checked before the body', async () => {
    const calls = [
      () => call.list(),
      () => call.invite({}, { email: 'x@example.org', role: 'editor' }),
      () => call.resend({}, 1),
      () => call.update({}, 1, { role: 'editor' }),
      () => call.remove({}, 1),
    ];
    for (const make of calls) {
      const res = await make();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: Messages.noToken });
    }
    for (const res of [
      await call.list(editor.headers),
      await call.invite(editor.headers, { email: 'nope' }),
      await call.update(editor.headers, editor.user.id, { role: 'administrator' }),
      await call.remove(editor.headers, admin.user.id),
      await call.resend(editor.headers, admin.user.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: UserMessages.forbidden });
    }
  });

  it('lists users with role, state, last sign-in and the two-factor placeholder', async () => {
    const res = await call.list(admin.headers);
    expect(res.statusCode).toBe(200);
    const users = res.json().data as User[];
    expect(users.find((u) => u.id === editor.user.id)).toMatchObject({
      email: editor.email,
      role: 'editor',
      state: 'active',
      last_sign_in_at: null,
      two_factor_enabled: false,
      invitation_expires_at: null,
    });
    // Administrators first.
    expect(users[0]!.role).toBe('administrator');
    await call.login(editor.email, editor.password);
    const after = ((await call.list(admin.headers)).json().data as User[]).find((u) => u.id === editor.user.id)!;
    expect(after.last_sign_in_at).not.toBeNull();
  });

  it('refuses bad invitations with a 400 and an existing address with a 409, inviting nobody', async () => {
    const before = ((await call.list(admin.headers)).json().data as User[]).length;
    for (const [body, field] of [
      [{ email: 'not an email', role: 'editor' }, 'email'],
      [{ email: 'a@example.org', role: 'owner' }, 'role'],
      [{ email: 'a@example.org' }, 'role'],
      [{ email: 'a@example.org', role: 'editor', extra: 1 }, null],
    ] as const) {
      const res = await call.invite(admin.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const taken = await call.invite(admin.headers, { email: editor.email.toUpperCase(), role: 'editor' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: UserMessages.emailExists });
    expect(((await call.list(admin.headers)).json().data as User[]).length).toBe(before);
  });

  it('invites by mail; the link works once, sets name and password, signs in as the role given', async () => {
    const invited = await call.invite(admin.headers, { email: 'New.Editor@example.org', role: 'editor' });
    expect(invited.statusCode).toBe(201);
    const user = invited.json().data as User;
    expect(invited.json().message).toBe(UserMessages.invited('new.editor@example.org'));
    expect(user).toMatchObject({
      email: 'new.editor@example.org',
      role: 'editor',
      state: 'invited',
      last_sign_in_at: null,
    });
    expect(Date.parse(user.invitation_expires_at!) - Date.now()).toBeGreaterThan(71 * HOUR);

    // Not before accepting: no password exists yet.
    expect((await call.login('new.editor@example.org', '')).statusCode).toBe(400);
    expect((await call.login('new.editor@example.org', 'anything-1')).statusCode).toBe(401);

    const token = await invitationToken(t, 'new.editor@example.org');
    // The screen asks first whether the link is open; asking changes nothing (issue 41).
    for (let i = 0; i < 2; i++) {
      const open = await call.check({ token });
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual({ success: true, message: UserMessages.invitationOpen });
    }
    for (const bad of [{ token: 'forged' }, {}, { token: '' }, { token: 'x'.repeat(201) }, { token, extra: 1 }]) {
      const refused = await call.check(bad);
      expect(refused.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await call.check({ token: 'forged' })).json().message).toBe(UserMessages.invalidInvitation);
    const short = await call.accept({ token, first_name: 'Nia', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(AuthMessages.passwordShort);
    expect((await call.accept({ token, first_name: '', password: 'long-enough-1' })).statusCode).toBe(400);
    expect((await call.accept({ token: 'forged', first_name: 'Nia', password: 'long-enough-1' })).json()).toEqual({
      success: false,
      message: UserMessages.invalidInvitation,
    });

    const accepted = await call.accept({ token, first_name: 'Nia', last_name: 'Okafor', password: 'long-enough-1' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({
      id: user.id,
      role: 'editor',
      first_name: 'Nia',
      last_name: 'Okafor',
    });
    expect(refreshCookie(accepted)).toBeTruthy();
    const access = accepted.json().data.access as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: bearer(access) })).statusCode,
    ).toBe(200);

    // Single use: the check says so too.
    expect((await call.check({ token })).json()).toEqual({ success: false, message: UserMessages.invalidInvitation });
    const again = await call.accept({ token, first_name: 'Eve', password: 'long-enough-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(UserMessages.invalidInvitation);
    expect((await call.login('new.editor@example.org', 'long-enough-1')).statusCode).toBe(200);
    expect(await auditActions()).toEqual(expect.arrayContaining(['invite', 'invitation_accept']));
  });

  it('a link expires after 72 hours; a resend mails a new one and closes the old', async () => {
    const invited = await call.invite(admin.headers, { email: 'late@example.org', role: 'administrator' });
    const id = (invited.json().data as User).id;
    const first = await invitationToken(t, 'late@example.org');
    step(72 * HOUR + 1000);
    const expired = await call.accept({ token: first, first_name: 'Late', password: 'long-enough-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(UserMessages.invalidInvitation);

    const resent = await call.resend(admin.headers, id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.state).toBe('invited');
    const second = await invitationToken(t, 'late@example.org', 1);
    expect(second).not.toBe(first);
    step(71 * HOUR);
    const ok = await call.accept({ token: second, first_name: 'Late', password: 'long-enough-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.role).toBe('administrator');
    // An accepted invitation cannot be resent.
    expect((await call.resend(admin.headers, id)).statusCode).toBe(409);
    expect(await auditActions()).toContain('invite_resend');
  });

  it('a role change applies to the next call of a token already issued', async () => {
    const person = await signedInAdmin(t, 'editor');
    expect((await call.list(person.headers)).statusCode).toBe(403);
    const promoted = await call.update(admin.headers, person.user.id, { role: 'administrator' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.role).toBe('administrator');
    expect((await call.list(person.headers)).statusCode).toBe(200);
    await call.update(admin.headers, person.user.id, { role: 'editor' });
    expect((await call.list(person.headers)).statusCode).toBe(403);
    expect(await auditActions()).toContain('role_change');
  });

  it('deactivation ends the sessions at once: access token, refresh cookie and sign-in; reactivation lets them in again', async () => {
    const person = await insertAdmin(t.db, { role: 'editor' });
    const login = await call.login(person.email, person.password);
    const access = login.json().data.access as string;
    const cookie = refreshCookie(login)!;
    expect((await t.app.inject({ method: 'GET', url: '/api/faqs/', headers: bearer(access) })).statusCode).toBe(200);

    const off = await call.update(admin.headers, person.user.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.state).toBe('deactivated');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: bearer(access) });
    expect(refused.statusCode).toBe(401);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      headers: { [SESSION_HEADER]: 'XMLHttpRequest' },
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(renewed.statusCode).toBe(401);
    const again = await call.login(person.email, person.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(UserMessages.deactivated);

    const on = await call.update(admin.headers, person.user.id, { active: true });
    expect(on.json().data.state).toBe('active');
    expect((await call.login(person.email, person.password)).statusCode).toBe(200);
    // The old access token stays dead (deactivation moved token_version on).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin-profile/', headers: bearer(access) })).statusCode,
    ).toBe(401);
    expect(await auditActions()).toEqual(expect.arrayContaining(['deactivate', 'reactivate']));
  });

  it('validates updates: a body with role or active, a known user', async () => {
    for (const body of [{}, { role: 'owner' }, { active: 'no' }, { role: 'editor', other: 1 }]) {
      const res = await call.update(admin.headers, editor.user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call.update(admin.headers, 999_999, { role: 'editor' })).statusCode).toBe(404);
    expect((await call.remove(admin.headers, 999_999)).statusCode).toBe(404);
    expect((await call.update(admin.headers, admin.user.id, { active: false })).json().message).toBe(
      UserMessages.notSelfDeactivate,
    );
    expect((await call.remove(admin.headers, admin.user.id)).json().message).toBe(UserMessages.notSelfDelete);
  });

  it('deletes an open invitation and a user', async () => {
    const invited = (await call.invite(admin.headers, { email: 'gone@example.org', role: 'editor' })).json()
      .data as User;
    const res = await call.remove(admin.headers, invited.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: invited.id });
    const person = await insertAdmin(t.db, { role: 'editor' });
    expect((await call.remove(admin.headers, person.user.id)).statusCode).toBe(200);
    const ids = ((await call.list(admin.headers)).json().data as User[]).map((u) => u.id);
    expect(ids).not.toContain(invited.id);
    expect(ids).not.toContain(person.user.id);
  });
});

describe('there is always one active administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createClockedTestApp());
  });
  afterAll(() => t.close());

  it('the last one cannot be demoted, deactivated or deleted (409); with a second one, they can', async () => {
    const call = api(t);
    const only = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    // Two administrators: one may demote the other.
    expect((await call.update(only.headers, other.user.id, { role: 'editor' })).statusCode).toBe(200);
    for (const res of [
      await call.update(only.headers, only.user.id, { role: 'editor' }),
      await call.update(only.headers, only.user.id, { active: false }),
      await call.remove(only.headers, only.user.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: UserMessages.lastAdmin });
    }
    // A deactivated administrator does not count.
    expect((await call.update(only.headers, other.user.id, { role: 'administrator' })).statusCode).toBe(200);
    expect((await call.update(only.headers, other.user.id, { active: false })).statusCode).toBe(200);
    expect((await call.update(only.headers, only.user.id, { role: 'editor' })).statusCode).toBe(409);
    // Reactivated, the other one makes a demotion possible again.
    expect((await call.update(only.headers, other.user.id, { active: true })).statusCode).toBe(200);
    expect((await call.update(only.headers, only.user.id, { role: 'editor' })).statusCode).toBe(200);
    expect((await call.list(only.headers)).statusCode).toBe(403);
  });
});
