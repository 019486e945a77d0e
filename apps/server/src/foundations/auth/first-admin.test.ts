import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app.ts';
import { ensureFirstAdmin, generatePassword } from './first-admin.ts';

describe('ensureFirstAdmin', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (identifier: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin-login/', payload: { identifier, password } });

  it('creates admin@example.org with a generated password on an empty database, once', async () => {
    const created = await ensureFirstAdmin(t.db, { admin: {} });
    expect(created?.email).toBe('admin@example.org');
    expect(created?.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    const res = await login('admin', created!.password!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'admin@example.org', username: 'admin' });
    expect(await ensureFirstAdmin(t.db, { admin: {} })).toBeNull();
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD and returns no password to print', async () => {
    const created = await ensureFirstAdmin(t.db, {
      admin: { email: 'Boss@Example.org', password: 'configured-pass-1' },
    });
    expect(created).toEqual({ email: 'boss@example.org', password: undefined });
    expect((await login('boss@example.org', 'configured-pass-1')).statusCode).toBe(200);
    expect((await login('Boss', 'configured-pass-1')).statusCode).toBe(401);
    expect((await login('boss', 'configured-pass-1')).statusCode).toBe(200);
  });

  it('does nothing when administrators exist', async () => {
    await insertAdmin(t.db);
    expect(await ensureFirstAdmin(t.db, { admin: { email: 'new@example.org' } })).toBeNull();
  });
});

describe('generatePassword', () => {
  it('is readable and different every time', () => {
    const seen = new Set(Array.from({ length: 50 }, generatePassword));
    expect(seen.size).toBe(50);
    for (const password of seen) expect(password).not.toMatch(/[01lIoO\s]/);
  });
});
