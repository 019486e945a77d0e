import { PasskeyMessages } from '@atrium/contract/passkeys';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwareAuthenticator } from '../../testing/software-authenticator.ts';
import { steppedUpSession } from '../../testing/step-up.ts';
import { createClockedTestApp, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';

/** Decision 036: passkeys through the API with a software authenticator; SQLite and PostgreSQL. */

type Headers = Record<string, string>;
type Options = { challenge: string; user: { id: string } };

const failure = (res: LightMyRequestResponse, status: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe(false);
  if (message) expect(res.json().message).toContain(message);
};

describe('passkeys', () => {
  let t: TestApp;
  let step: (ms: number) => number;
  let authenticator: ReturnType<typeof softwareAuthenticator>;

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const options = async (headers: Headers) =>
    (await send('POST', '/api/admin-profile/passkeys/options/', headers)).json().data as Options;
  const signInOptions = async () => (await send('POST', '/api/auth/passkey/options/')).json().data as Options;

  /** A user with one registered passkey (adding one needs the sudo window: decision 068). */
  async function withPasskey(name = 'Laptop') {
    const user = await steppedUpSession(t, 'editor');
    const { passkey, response } = authenticator.register(await options(user.headers));
    const res = await send('POST', '/api/admin-profile/passkeys/', user.headers, { name, response });
    expect(res.statusCode, res.body).toBe(201);
    return { ...user, passkey, id: res.json().data.id as number, response };
  }

  beforeAll(async () => {
    ({ t, step } = await createClockedTestApp());
    authenticator = softwareAuthenticator(t.config.passkeys.rpId, t.config.passkeys.origins[0]!);
  });
  afterAll(() => t.close());

  it('needs a token for one’s own passkeys (401 with the envelope)', async () => {
    failure(await send('GET', '/api/admin-profile/passkeys/'), 401);
    failure(await send('POST', '/api/admin-profile/passkeys/options/'), 401);
    failure(
      await send('POST', '/api/admin-profile/passkeys/', {}, { name: 'x', response: { id: 'a', type: 'b' } }),
      401,
    );
    failure(await send('PATCH', '/api/admin-profile/passkeys/1/', {}, { name: 'x' }), 401);
    failure(await send('DELETE', '/api/admin-profile/passkeys/1/'), 401);
  });

  it('registers a passkey (an editor too), lists, renames and removes it; another user’s is a 404', async () => {
    const user = await withPasskey('Laptop');
    const list = await send('GET', '/api/admin-profile/passkeys/', user.headers);
    expect(list.json().data).toEqual([
      { id: user.id, name: 'Laptop', created_at: expect.any(String), last_used_at: null },
    ]);
    const options2 = await options(user.headers);
    // The passkeys already registered are excluded from a new registration.
    expect((options2 as unknown as { excludeCredentials: unknown[] }).excludeCredentials).toHaveLength(1);

    const other = await steppedUpSession(t, 'editor');
    failure(await send('PATCH', `/api/admin-profile/passkeys/${user.id}/`, other.headers, { name: 'Mine' }), 404);
    failure(await send('DELETE', `/api/admin-profile/passkeys/${user.id}/`, other.headers), 404);
    failure(await send('PATCH', `/api/admin-profile/passkeys/${user.id}/`, user.headers, { name: ' ' }), 400);

    const renamed = await send('PATCH', `/api/admin-profile/passkeys/${user.id}/`, user.headers, {
      name: 'Work laptop',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Work laptop');
    const removed = await send('DELETE', `/api/admin-profile/passkeys/${user.id}/`, user.headers);
    expect(removed.json().message).toBe(PasskeyMessages.removed('Work laptop'));
    expect((await send('GET', '/api/admin-profile/passkeys/', user.headers)).json().data).toEqual([]);
  });

  it('refuses a registration replayed, without a challenge of its own, or malformed', async () => {
    const user = await withPasskey();
    // The same answer again: its challenge was used.
    failure(
      await send('POST', '/api/admin-profile/passkeys/', user.headers, { name: 'Again', response: user.response }),
      400,
      PasskeyMessages.failed,
    );
    // Another user's challenge is not this user's.
    const other = await steppedUpSession(t, 'editor');
    const { response } = authenticator.register(await options(other.headers));
    failure(await send('POST', '/api/admin-profile/passkeys/', user.headers, { name: 'X', response }), 400);
    failure(await send('POST', '/api/admin-profile/passkeys/', user.headers, { name: 'X' }), 400);
    failure(await send('POST', '/api/admin-profile/passkeys/', user.headers, { response }), 400);
  });

  it('signs in with a passkey alone (tokens and the refresh cookie); a replay and an unknown passkey are refused', async () => {
    const user = await withPasskey();
    const answer = authenticator.authenticate(user.passkey, await signInOptions());
    const res = await send('POST', '/api/auth/passkey/', {}, { response: answer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.email).toBe(user.user.email);
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.httpOnly).toBe(true);
    const profile = await send('GET', '/api/admin-profile/', { authorization: `Bearer ${res.json().data.access}` });
    expect(profile.statusCode).toBe(200);
    const list = await send('GET', '/api/admin-profile/passkeys/', user.headers);
    expect(list.json().data[0].last_used_at).not.toBeNull();

    failure(await send('POST', '/api/auth/passkey/', {}, { response: answer }), 401, PasskeyMessages.failed);
    const stranger = authenticator.register(await options(user.headers)).passkey;
    failure(
      await send(
        'POST',
        '/api/auth/passkey/',
        {},
        { response: authenticator.authenticate(stranger, await signInOptions()) },
      ),
      401,
      PasskeyMessages.unknown,
    );
    failure(await send('POST', '/api/auth/passkey/', {}, {}), 400);
  });

  it('a sign-in challenge lasts 5 minutes; a deactivated user’s passkey signs nobody in', async () => {
    const user = await withPasskey();
    const stale = await signInOptions();
    step(5 * 60_000 + 1000);
    failure(
      await send('POST', '/api/auth/passkey/', {}, { response: authenticator.authenticate(user.passkey, stale) }),
      401,
    );
    await t.db.updateTable('users').set({ state: 'deactivated' }).where('id', '=', user.user.id).execute();
    failure(
      await send(
        'POST',
        '/api/auth/passkey/',
        {},
        {
          response: authenticator.authenticate(user.passkey, await signInOptions()),
        },
      ),
      401,
    );
  });
});
