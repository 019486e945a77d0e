import { RequestMessages } from '@atrium/contract/messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../testing/media-fixtures.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

// The test app checks every answer against its route's documented responses: these calls
// reject if the status they provoke is not documented or the body is not the envelope.
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
});
afterAll(() => t?.close());

describe('failures every route can give are documented', () => {
  it('a JSON body over the size limit: 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: 'x'.repeat(1_100_000), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The request is too large.' });
  });

  it('multipart to a route that takes JSON only: 415', async () => {
    const body = await multipart({ identifier: 'someone', password: 'secret' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('an unexpected failure: 500 with the generic envelope, in the document', async () => {
    await sql`drop table faqs_main`.execute(t.db);
    const res = await t.app.inject({ url: '/api/faqs-main/', headers: auth });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: RequestMessages.internal });

    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    // 400 and 414: a NUL in the query or an address over its limit (input-guard), on any route.
    expect(Object.keys(document.paths['/api/healthz/'].get.responses)).toEqual(['200', '400', '414', '500', '503']);
    expect(Object.keys(document.paths['/api/admin-profile/'].get.responses)).toContain('401');
    expect(Object.keys(document.paths['/api/admin-login/'].post.responses)).toEqual(
      expect.arrayContaining(['400', '413', '415', '429', '500']),
    );
  });
});
