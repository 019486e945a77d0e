import { AuthMessages } from '@atrium/contract/messages';
import { SessionMessages, type Session } from '@atrium/contract/sessions';
import { UserMessages } from '@atrium/contract/users';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertAdmin, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';
import { describeUserAgent } from './user-agent.ts';

/** Decision 037: the sessions screen's calls, one's own and an administrator's. */

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';

type Device = { access: string; cookie: string };
type Reply = LightMyRequestResponse;

const cookieOf = (res: Reply) => res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;

async function signIn(t: TestApp, who: { email: string; password: string }, userAgent: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin-login/',
    payload: { identifier: who.email, password: who.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return { access: res.json().data.access as string, cookie: cookieOf(res)! } satisfies Device;
}

function call(t: TestApp, method: 'GET' | 'DELETE', url: string, device?: Partial<Device>) {
  return t.app.inject({
    method,
    url,
    headers: device?.access ? { authorization: `Bearer ${device.access}` } : {},
    ...(device?.cookie ? { cookies: { [REFRESH_COOKIE]: device.cookie } } : {}),
  });
}

const refresh = (t: TestApp, cookie: string, userAgent = FIREFOX) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    headers: { 'x-requested-with': 'fetch', 'user-agent': userAgent },
    cookies: { [REFRESH_COOKIE]: cookie },
  });

function expectFailure(res: Reply, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  if (message) expect(body.message).toBe(message);
}

const sessionsIn = (res: Reply) => {
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data as Session[];
};

describe('the user agent in words', () => {
  it('names common browsers and systems, and says so when it cannot', () => {
    expect(describeUserAgent(FIREFOX)).toEqual({ browser: 'Firefox 133', os: 'Linux' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS' });
    expect(describeUserAgent(EDGE_WINDOWS)).toEqual({ browser: 'Edge 131', os: 'Windows' });
    expect(describeUserAgent(CHROME_MAC)).toEqual({ browser: 'Chrome 131', os: 'macOS' });
    expect(describeUserAgent(CHROME_ANDROID)).toEqual({ browser: 'Chrome 131', os: 'Android' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'Unknown browser', os: '' });
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', os: '' });
  });
});

describe('one’s own sessions (GET/DELETE /api/auth/sessions/)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks for a token: 401 with the envelope for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/sessions/'],
      ['DELETE', '/api/auth/sessions/'],
      ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000/'],
    ] as const)
      expectFailure(await call(t, method, url), 401);
  });

  it('lists each signed-in browser once, newest first, with words for it and this device marked', async () => {
    const me = await insertAdmin(t.db, { role: 'editor' });
    const laptop = await signIn(t, me, FIREFOX, '203.0.113.5');
    const phone = await signIn(t, me, SAFARI_IPHONE, '198.51.100.7');
    // A renewal is one session still, seen again from the new token's address.
    const renewed = await refresh(t, laptop.cookie);
    expect(renewed.statusCode).toBe(200);
    const laptopNow = { access: renewed.json().data.access as string, cookie: cookieOf(renewed)! };

    const list = sessionsIn(await call(t, 'GET', '/api/auth/sessions/', laptopNow));
    expect(list).toHaveLength(2);
    expect(list.map((s) => [s.browser, s.os, s.current])).toEqual([
      ['Firefox 133', 'Linux', true],
      ['Safari 17', 'iOS', false],
    ]);
    expect(list[1]!.address).toBe('198.51.100.7');
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      // Neither the token nor anything stored about it.
      expect(JSON.stringify(s)).not.toContain(laptopNow.cookie);
      expect(JSON.stringify(s)).not.toContain(phone.cookie);
      expect(new Date(s.signed_in_at).getTime()).toBeLessThanOrEqual(new Date(s.last_seen_at).getTime() + 1000);
    }
    // Without the cookie (another path's call), none is this device.
    expect(
      sessionsIn(await call(t, 'GET', '/api/auth/sessions/', { access: phone.access })).map((s) => s.current),
    ).toEqual([false, false]);
    expect(sessionsIn(await call(t, 'GET', '/api/auth/sessions/', phone)).find((s) => s.current)?.browser).toBe(
      'Safari 17',
    );
  });

  it('ends one session: its refresh fails, the others stay; another user’s are neither visible nor endable', async () => {
    const me = await insertAdmin(t.db, { role: 'editor' });
    const other = await insertAdmin(t.db);
    const a = await signIn(t, me, FIREFOX, '203.0.113.5');
    const b = await signIn(t, me, CHROME_MAC, '203.0.113.6');
    const c = await signIn(t, me, SAFARI_IPHONE, '203.0.113.7');
    const theirs = await signIn(t, other, EDGE_WINDOWS, '203.0.113.8');

    const mine = sessionsIn(await call(t, 'GET', '/api/auth/sessions/', a));
    expect(mine).toHaveLength(3);
    const theirList = sessionsIn(await call(t, 'GET', '/api/auth/sessions/', theirs));
    expect(theirList).toHaveLength(1);
    expect(mine.map((s) => s.id)).not.toContain(theirList[0]!.id);

    // Another user's session by its id: 404, and it lives on.
    expectFailure(await call(t, 'DELETE', `/api/auth/sessions/${theirList[0]!.id}/`, a), 404, SessionMessages.notFound);
    expect((await refresh(t, theirs.cookie)).statusCode).toBe(200);
    // Not an id at all: 400 with the envelope.
    expectFailure(await call(t, 'DELETE', '/api/auth/sessions/not-a-uuid/', a), 400);

    const bId = mine.find((s) => s.browser === 'Chrome 131')!.id;
    const ended = await call(t, 'DELETE', `/api/auth/sessions/${bId}/`, a);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ success: true, message: SessionMessages.ended, data: { ended: 1 } });
    // Gone from the list; its refresh fails, and so does its access token at its next call, long
    // before its minutes are up (decision 086).
    expect(sessionsIn(await call(t, 'GET', '/api/auth/sessions/', a)).map((s) => s.id)).not.toContain(bId);
    const refused = await refresh(t, b.cookie);
    expectFailure(refused, 401, AuthMessages.sessionExpired);
    expectFailure(await call(t, 'GET', '/api/admin-profile/', b), 401, AuthMessages.sessionExpired);
    // The others go on, their access tokens too.
    expect((await call(t, 'GET', '/api/admin-profile/', c)).statusCode).toBe(200);
    expect((await refresh(t, c.cookie)).statusCode).toBe(200);
    // Twice: it has ended already.
    expectFailure(await call(t, 'DELETE', `/api/auth/sessions/${bId}/`, a), 404, SessionMessages.notFound);

    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'session_end')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('signs out all other sessions and keeps this one', async () => {
    const me = await insertAdmin(t.db);
    const here = await signIn(t, me, FIREFOX, '203.0.113.5');
    const others = [await signIn(t, me, CHROME_MAC, '203.0.113.6'), await signIn(t, me, SAFARI_IPHONE, '203.0.113.7')];
    const res = await call(t, 'DELETE', '/api/auth/sessions/', here);
    expect(res.json()).toEqual({ success: true, message: SessionMessages.endedOthers(2), data: { ended: 2 } });
    for (const other of others) {
      expectFailure(await refresh(t, other.cookie), 401, AuthMessages.sessionExpired);
      expectFailure(await call(t, 'GET', '/api/admin-profile/', other), 401, AuthMessages.sessionExpired);
    }
    expect((await call(t, 'GET', '/api/admin-profile/', here)).statusCode).toBe(200);
    const renewed = await refresh(t, here.cookie);
    expect(renewed.statusCode).toBe(200);
    const list = sessionsIn(await call(t, 'GET', '/api/auth/sessions/', { ...here, cookie: cookieOf(renewed)! }));
    expect(list.map((s) => s.current)).toEqual([true]);
    // Nothing left to end.
    expect(
      (await call(t, 'DELETE', '/api/auth/sessions/', { ...here, cookie: cookieOf(renewed)! })).json().data,
    ).toEqual({
      ended: 0,
    });
  });
});

describe('a user’s sessions for an administrator (GET/DELETE /api/users/{id}/sessions/)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('401 without a token, 403 for an editor, 404 for no such user, 400 for a bad id', async () => {
    const admin = await signedInAdmin(t);
    const editor = await signedInAdmin(t, 'editor');
    for (const method of ['GET', 'DELETE'] as const) {
      expectFailure(await call(t, method, `/api/users/${editor.user.id}/sessions/`), 401);
      const forbidden = await call(t, method, `/api/users/${admin.user.id}/sessions/`, { access: editor.token });
      expectFailure(forbidden, 403, UserMessages.forbidden);
      expectFailure(await call(t, method, '/api/users/999999/sessions/', { access: admin.token }), 404);
      expectFailure(await call(t, method, '/api/users/abc/sessions/', { access: admin.token }), 400);
    }
  });

  it('lists a user’s sessions and ends them all, with an audit entry; other users keep theirs', async () => {
    const admin = await signedInAdmin(t);
    const editor = await insertAdmin(t.db, { role: 'editor' });
    const bystander = await insertAdmin(t.db, { role: 'editor' });
    const one = await signIn(t, editor, FIREFOX, '203.0.113.5');
    const two = await signIn(t, editor, CHROME_ANDROID, '203.0.113.6');
    const theirs = await signIn(t, bystander, FIREFOX, '203.0.113.9');

    const list = sessionsIn(await call(t, 'GET', `/api/users/${editor.user.id}/sessions/`, { access: admin.token }));
    expect(list.map((s) => `${s.browser} · ${s.os}`).sort()).toEqual(['Chrome 131 · Android', 'Firefox 133 · Linux']);
    expect(list.every((s) => !s.current)).toBe(true);

    const res = await call(t, 'DELETE', `/api/users/${editor.user.id}/sessions/`, { access: admin.token });
    expect(res.json()).toEqual({
      success: true,
      message: SessionMessages.endedAll(2, editor.email),
      data: { ended: 2 },
    });
    for (const device of [one, two]) {
      expectFailure(await refresh(t, device.cookie), 401, AuthMessages.sessionExpired);
      expectFailure(await call(t, 'GET', '/api/admin-profile/', device), 401, AuthMessages.sessionExpired);
    }
    expect((await call(t, 'GET', '/api/admin-profile/', theirs)).statusCode).toBe(200);
    expect((await refresh(t, theirs.cookie)).statusCode).toBe(200);
    expect(sessionsIn(await call(t, 'GET', `/api/users/${editor.user.id}/sessions/`, { access: admin.token }))).toEqual(
      [],
    );
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'session_end')
      .where('record_id', '=', String(editor.user.id))
      .executeTakeFirstOrThrow();
    expect(entry.user_id).toBe(admin.user.id);
    expect(entry.resource).toBe('users');
  });
});
