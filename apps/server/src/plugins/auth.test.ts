import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import authPlugin from './auth.ts';
import dbPlugin from './db.ts';
import errorsPlugin from './errors.ts';

describe('signed-in answers are never stored', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The answer's Cache-Control, after checking its status (null: any 4xx). */
  async function cacheControl(options: InjectOptions, status: number | null) {
    const res = await t.app.inject(options);
    const what = `${options.method ?? 'GET'} ${String(options.url)}: ${res.body}`;
    if (status === null) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    else expect(res.statusCode, what).toBe(status);
    return res.headers['cache-control'];
  }

  it('a list, a count and a record read with a token answer no-store; the public list does not', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faqs/',
      headers: admin.headers,
      payload: { title: 'Q?', Description: '<p>A.</p>', status: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;

    expect(await cacheControl({ url: '/api/faqs/?status=0', headers: admin.headers }, 200)).toBe('no-store');
    expect(await cacheControl({ url: '/api/faqs/count/', headers: admin.headers }, 200)).toBe('no-store');
    expect(await cacheControl({ url: `/api/faqs/${id}/`, headers: admin.headers }, 200)).toBe('no-store');
    expect(await cacheControl({ method: 'POST', url: '/api/faqs/', headers: admin.headers, payload: {} }, 400)).toBe(
      'no-store',
    );
    // What anyone may read stays cacheable.
    expect(await cacheControl({ url: '/api/faqs/' }, 200)).toBeUndefined();
    expect(await cacheControl({ url: '/api/faqs/?limit=abc' }, 400)).toBeUndefined();
  });

  it('errors answer no-store: admin-only routes whatever the token, any answer to a token', async () => {
    const bad = { authorization: 'Bearer not-a-token' };
    expect(await cacheControl({ url: '/api/faqs/999999/', headers: admin.headers }, 404)).toBe('no-store');
    expect(await cacheControl({ url: '/api/faqs/999999/' }, 401)).toBe('no-store');
    expect(await cacheControl({ url: '/api/faqs/1/', headers: bad }, 401)).toBe('no-store');
    // Refused before or after the token check (a bad id): no-store either way.
    expect(await cacheControl({ url: '/api/faqs/abc/' }, null)).toBe('no-store');
    expect(await cacheControl({ method: 'DELETE', url: '/api/faqs/bulk-delete/', payload: {} }, null)).toBe('no-store');
    expect(await cacheControl({ url: '/api/faqs/?limit=abc', headers: admin.headers }, 400)).toBe('no-store');
    expect(await cacheControl({ url: '/api/faqs/', headers: bad }, 401)).toBe('no-store');
    expect(await cacheControl({ url: '/api/no-such-thing/', headers: admin.headers }, 404)).toBe('no-store');
  });

  it('the auth routes answer no-store, signed in or not, success or failure', async () => {
    const loginPayload = { identifier: admin.email, password: admin.password };
    expect(await cacheControl({ method: 'POST', url: '/api/admin-login/', payload: loginPayload }, 200)).toBe(
      'no-store',
    );
    expect(
      await cacheControl(
        { method: 'POST', url: '/api/admin-login/', payload: { ...loginPayload, password: 'wrong-password-1' } },
        401,
      ),
    ).toBe('no-store');
    expect(
      await cacheControl({ method: 'POST', url: '/api/password-reset/', payload: { email: admin.email } }, 200),
    ).toBe('no-store');
    expect(
      await cacheControl(
        { method: 'POST', url: '/api/password-reset-confirm/', payload: { token: 'x', new_password: 'n3w-Passw0rd!' } },
        400,
      ),
    ).toBe('no-store');
    expect(await cacheControl({ url: '/api/admin-profile/', headers: admin.headers }, 200)).toBe('no-store');
    expect(await cacheControl({ url: '/api/admin-profile/' }, 401)).toBe('no-store');
    expect(
      await cacheControl(
        {
          method: 'POST',
          url: '/api/admin-change-password/',
          headers: admin.headers,
          payload: { old_password: 'wrong-password-1', new_password: 'n3w-Passw0rd!' },
        },
        400,
      ),
    ).toBe('no-store');
  });

  describe('a route that checks the token in its handler', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify();
      app.decorate('config', t.config);
      await app.register(errorsPlugin);
      await app.register(dbPlugin, { db: t.db });
      await app.register(authPlugin, { jwtSecret: 'unused: no token here is valid' });
      app.get('/checks-inside', async (request) => {
        await app.requireAdmin(request);
        return { success: true };
      });
      app.get('/public', async () => ({ success: true }));
      await app.ready();
    });
    afterAll(() => app?.close());

    it('answers no-store too', async () => {
      const refused = await app.inject({ url: '/checks-inside' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/public' })).headers['cache-control']).toBeUndefined();
    });
  });
});
