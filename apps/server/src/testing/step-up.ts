import type { UserRole } from '@atrium/contract/roles';
import { expect } from 'vitest';
import { insertAdmin, type TestApp } from './test-app.ts';

/**
 * Decision 068: a user signed in through the API (so the access token names its session, which
 * holds the sudo window) and, with `steppedUp`, one whose window is open.
 */
export async function signedInSession(t: TestApp, role: UserRole = 'administrator') {
  const admin = await insertAdmin(t.db, { role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin-login/',
    payload: { identifier: admin.email, password: admin.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().data.access as string;
  return { ...admin, token, headers: { authorization: `Bearer ${token}` } };
}

/** Opens the sudo window of the session in `headers` with its password. */
export async function stepUp(t: TestApp, headers: Record<string, string>, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/step-up/', headers, payload: { password } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export async function steppedUpSession(t: TestApp, role: UserRole = 'administrator') {
  const user = await signedInSession(t, role);
  await stepUp(t, user.headers, user.password);
  return user;
}
