import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../foundations/auth/password.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CliError, createAdmin, parseCreateAdminArgs } from './admin-create.ts';

describe('admin:create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('parses its flags', () => {
    expect(
      parseCreateAdminArgs([
        '--email',
        'a@b.co',
        '--password',
        'secret123',
        '--username',
        'x',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toEqual({
      email: 'a@b.co',
      password: 'secret123',
      username: 'x',
      firstName: 'A',
      lastName: 'B',
      role: 'administrator',
    });
    expect(parseCreateAdminArgs(['--email', 'a@b.co', '--role', 'editor']).role).toBe('editor');
    expect(() => parseCreateAdminArgs(['--email', 'a@b.co', '--role', 'owner'])).toThrow(/--role must be one of/);
    expect(() => parseCreateAdminArgs([])).toThrow(/--email is required/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.co', '--role', 'x'])).toThrow(CliError);
    expect(() => parseCreateAdminArgs(['--email'])).toThrow(CliError);
  });

  it('creates an administrator who can sign in', async () => {
    const { user, generatedPassword } = await createAdmin(t.db, {
      email: 'Cli.User@Example.org',
      password: 'secret123',
      firstName: 'Cli',
      lastName: 'User',
    });
    expect(generatedPassword).toBeUndefined();
    expect(user).toMatchObject({
      email: 'cli.user@example.org',
      username: 'cli.user',
      first_name: 'Cli',
      last_name: 'User',
    });
    expect(await verifyPassword('secret123', user.password_hash)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: 'cli.user', password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
  });

  it("creates an editor with --role editor: signed in, refused the administrators' calls", async () => {
    const { user } = await createAdmin(t.db, {
      email: 'cli.editor@example.org',
      password: 'secret123',
      role: 'editor',
    });
    expect(user.role).toBe('editor');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: 'cli.editor@example.org', password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role).toBe('editor');
    const headers = { authorization: `Bearer ${login.json().data.access}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/users/', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/faqs/', headers })).statusCode).toBe(200);
  });

  it('generates a password when none is given', async () => {
    const { user, generatedPassword } = await createAdmin(t.db, { email: 'gen@example.org' });
    expect(generatedPassword).toBeDefined();
    expect(await verifyPassword(generatedPassword!, user.password_hash)).toBe(true);
  });

  it('refuses duplicates and bad input with a clear message, inserting nothing', async () => {
    await createAdmin(t.db, { email: 'dup@example.org', password: 'secret123', username: 'dupe' });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: Array<[Parameters<typeof createAdmin>[1], RegExp]> = [
      [{ email: 'DUP@example.org', password: 'secret123' }, /email dup@example.org already exists/],
      [{ email: 'other@example.org', password: 'secret123', username: 'dupe' }, /username dupe already exists/],
      [{ email: 'not-an-email', password: 'secret123' }, /--email: Please enter a valid email address\./],
      [{ email: 'ok@example.org', password: 'short' }, /--password: Password must be at least 8 characters long\./],
      [{ email: 'ok@example.org', password: 'has space 1' }, /--password: Password cannot contain spaces\./],
      [{ email: 'ok@example.org', password: 'secret123', username: 'a@b' }, /--username/],
    ];
    for (const [args, message] of cases) {
      await expect(createAdmin(t.db, args)).rejects.toThrow(message);
      await expect(createAdmin(t.db, args)).rejects.toBeInstanceOf(CliError);
    }
    expect(await count()).toBe(before);
  });
});
