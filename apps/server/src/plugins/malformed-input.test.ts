import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, sendRaw } from '../testing/raw-http.ts';
import { standInWebBuild } from '../testing/stand-in-web-build.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

/**
 * Input the server cannot read, or must not store, gets a 4xx in the usual envelope: never a
 * 500, never Fastify's or Node's own body. One row per kind of bad input.
 */

let t: TestApp;
let auth: Record<string, string>;
let targetId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/faqs/',
    headers: auth,
    payload: { title: 'Target', Description: 'Body' },
  });
  expect(created.statusCode, created.body).toBe(201);
  targetId = created.json().data.id;
});
afterAll(() => t?.close());

const NUL = '\u0000';
const form = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
const field = (name: string, value: string, boundary = 'x') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** A label, the request, and the status when one 4xx in particular is the point (a 404 for id '0x10' means it was read as 16). */
type Row = [label: string, request: () => InjectOptions, status?: number];

const rows: Row[] = [
  // Multipart bodies that are not multipart.
  [
    'multipart without a boundary',
    () => ({
      method: 'POST',
      url: '/api/faqs/',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: '--x\r\n',
    }),
  ],
  [
    'multipart cut short after its first boundary',
    () => ({ method: 'POST', url: '/api/faqs/', headers: { ...auth, ...form('x') }, payload: '--x\r\n' }),
  ],
  [
    'multipart cut short inside a field',
    () => ({
      method: 'POST',
      url: '/api/faqs/',
      headers: { ...auth, ...form('x') },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf a ti',
    }),
  ],
  [
    'multipart cut short inside a file',
    () => ({
      method: 'POST',
      url: '/api/hero-sliders/',
      headers: { ...auth, ...form('x') },
      payload: '--x\r\nContent-Disposition: form-data; name="heroSliderImage"; filename="a.png"\r\n\r\n\x89PNG\r\n',
    }),
  ],
  [
    'multipart of garbage',
    () => ({ method: 'POST', url: '/api/faqs/', headers: { ...auth, ...form('x') }, payload: 'garbage, not a form' }),
  ],
  [
    'multipart with a broken part header',
    () => ({
      method: 'POST',
      url: '/api/faqs/',
      headers: { ...auth, ...form('x') },
      payload: '--x\r\nthis is no header\r\n\r\nvalue\r\n--x--\r\n',
    }),
  ],
  [
    'multipart field declared JSON that is not',
    () => ({
      method: 'POST',
      url: '/api/faqs/',
      headers: { ...auth, ...form('x') },
      payload:
        '--x\r\nContent-Disposition: form-data; name="title"\r\nContent-Type: application/json\r\n\r\n{bad\r\n--x--\r\n',
    }),
  ],
  [
    'multipart profile update cut short',
    () => ({
      method: 'PATCH',
      url: '/api/admin-profile/update/',
      headers: { ...auth, ...form('x') },
      payload: '--x\r\nContent-Disposition: form-data; name="profile_image"; filename="me.png"\r\n\r\n\x89PN',
    }),
  ],

  // U+0000 in text, wherever it comes from (PostgreSQL cannot take it).
  [
    'NUL in the sign-in identifier',
    () => json('POST', '/api/admin-login/', { identifier: `ad${NUL}min`, password: 'x' }),
  ],
  [
    'NUL in the sign-in password',
    () => json('POST', '/api/admin-login/', { identifier: 'admin', password: `p${NUL}w` }),
  ],
  ['NUL in a reset email', () => json('POST', '/api/password-reset/', { email: `a${NUL}b@example.org` })],
  [
    'NUL in a reset token',
    () => json('POST', '/api/password-reset-confirm/', { token: `t${NUL}k`, new_password: 'new-password-1' }),
  ],
  [
    'NUL in a new password',
    () => json('POST', '/api/password-reset-confirm/', { token: 'tok', new_password: `new-pass${NUL}word` }),
  ],
  [
    'NUL in the old password',
    () =>
      json('POST', '/api/admin-change-password/', { old_password: `o${NUL}ld`, new_password: 'new-password-1' }, auth),
  ],
  [
    'NUL in a profile name (JSON)',
    () => json('PATCH', '/api/admin-profile/update/', { email: 'admin@example.org', first_name: `A${NUL}da` }, auth),
  ],
  [
    'NUL in a profile email (multipart)',
    () => ({
      method: 'PATCH',
      url: '/api/admin-profile/update/',
      headers: { ...auth, ...form('x') },
      payload: `${field('email', `ad${NUL}min@example.org`)}--x--\r\n`,
    }),
  ],
  ['NUL in a record field (JSON)', () => json('POST', '/api/faqs/', { title: `T${NUL}`, Description: 'D' }, auth)],
  [
    'NUL in a record field (multipart)',
    () => ({
      method: 'POST',
      url: '/api/faqs/',
      headers: { ...auth, ...form('x') },
      payload: `${field('title', `T${NUL}`)}${field('Description', 'D')}--x--\r\n`,
    }),
  ],
  ['NUL in a public search', () => ({ method: 'GET', url: '/api/faqs/?searchedText=a%00b' })],
  ['NUL in the query of a route that takes none', () => ({ method: 'GET', url: '/api/healthz/?probe=%00' }), 400],

  // Methods no route serves.
  ['TRACE /', () => ({ method: 'TRACE', url: '/' })],
  ['TRACE on the API', () => ({ method: 'TRACE', url: '/api/faqs/' })],
  ['PROPFIND on the API', () => ({ method: 'PROPFIND', url: '/api/faqs/' })],

  // Addresses that cannot be read, or are far too long.
  ['a path that does not decode', () => ({ method: 'GET', url: '/api/faqs/%c0%ae/' })],
  ['a lone percent sign', () => ({ method: 'GET', url: '/api/faqs/%/' })],
  ['an id over the parameter length', () => ({ method: 'GET', url: `/api/faqs/${'1'.repeat(300)}/`, headers: auth })],
  ['a 100 KB query string', () => ({ method: 'GET', url: `/api/faqs/?searchedText=${'x'.repeat(100_000)}` })],
  ['a 100 KB query string of many keys', () => ({ method: 'GET', url: `/api/faqs/?${'a=1&'.repeat(25_000)}` })],

  // Numbers written as something other than decimal digits.
  ...['0x10', '1e1', '0b1', '0o7', '1.0', '%201', '+1', 'Infinity'].map((id): Row => [
    `the id ${id}`,
    () => ({ method: 'GET', url: `/api/faqs/${id}/`, headers: auth }),
  ]),
  [
    'an update of the record through its id in hex',
    () => json('PATCH', `/api/faqs/0x${targetId.toString(16)}/`, { title: 'Overwritten' }, auth),
    400,
  ],
  [
    'a delete of the record through its id with an exponent',
    () => ({ method: 'DELETE', url: `/api/faqs/${targetId}e0/`, headers: auth }),
    400,
  ],
  ...['limit=1e2', 'limit=0x10', 'limit=%2010', 'skip=1e1', 'skip=0x1', 'limit=10.0'].map((query): Row => [
    `the query ${query}`,
    () => ({ method: 'GET', url: `/api/faqs/?${query}` }),
  ]),
  ['a count with status 0x1', () => ({ method: 'GET', url: '/api/faqs/count/?status=0x1' }), 400],
  // The endpoints of decisions 081-086: server drafts, presence, languages, analytics.
  ['a draft cut short', () => cut('PUT', '/api/drafts/faqs/1/', '{"values":{"title":"hal'), 400],
  ['a draft whose values are a string', () => json('PUT', '/api/drafts/faqs/1/', { values: 'x' }, auth), 400],
  ['a draft of 2 MB', () => json('PUT', '/api/drafts/faqs/1/', { values: { title: 'x'.repeat(2_000_000) } }, auth)],
  ['a draft for a screen with a NUL', () => json('PUT', '/api/drafts/fa%00qs/1/', { values: {} }, auth)],
  ['presence cut short', () => cut('PUT', '/api/presence/', '{"resource":"faqs","id":1,"edi'), 400],
  [
    'presence with an id as a string',
    () => json('PUT', '/api/presence/', { resource: 'faqs', id: '1', editor: 'abcdefgh12' }, auth),
    400,
  ],
  [
    'presence with a NUL in the editor',
    () => json('PUT', '/api/presence/', { resource: 'faqs', id: 1, editor: `abcdefgh${NUL}` }, auth),
    400,
  ],
  [
    'presence for a 1 MB resource name',
    () => json('PUT', '/api/presence/', { resource: 'a'.repeat(1_000_000), id: 1, editor: 'abcdefgh12' }, auth),
  ],
  ['languages cut short', () => cut('PUT', '/api/locales/', '{"defaultLocale":"en","locales":[{"code":"e'), 400],
  ['languages as a string', () => json('PUT', '/api/locales/', { defaultLocale: 'en', locales: 'en' }, auth), 400],
  [
    'a language name with a NUL',
    () => json('PUT', '/api/locales/', { defaultLocale: 'en', locales: [{ code: 'en', name: `Eng${NUL}lish` }] }, auth),
    400,
  ],
  [
    'a language name of 1 MB',
    () =>
      json(
        'PUT',
        '/api/locales/',
        { defaultLocale: 'en', locales: [{ code: 'en', name: 'x'.repeat(1_000_000) }] },
        auth,
      ),
  ],
  [
    'analytics from a day that is not one',
    () => ({ method: 'GET', url: '/api/analytics/?from=2026-13-45&to=2026-12-01', headers: auth }),
    400,
  ],
  [
    'analytics with a NUL in a day',
    () => ({ method: 'GET', url: '/api/analytics/?from=2026-12-01%00&to=2026-12-02', headers: auth }),
    400,
  ],
  [
    'an analytics export that ends before it starts',
    () => ({ method: 'GET', url: '/api/analytics/export/?from=2026-12-05&to=2026-12-01', headers: auth }),
    400,
  ],
];

/** A JSON body cut off mid-way, as a dropped connection or a hostile client sends it. */
function cut(method: InjectOptions['method'], url: string, payload: string): InjectOptions {
  return { method, url, headers: { ...auth, 'content-type': 'application/json' }, payload };
}

function json(
  method: InjectOptions['method'],
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): InjectOptions {
  return { method, url, headers, payload };
}

function expectClientError(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(body, label).toEqual({
    success: false,
    message: expect.any(String),
    ...(body.errors ? { errors: expect.any(Object) } : {}),
  });
  for (const value of Object.values(body.errors ?? {})) expect(value, label).toEqual(expect.any(String));
}

describe('malformed input', () => {
  it.each(rows)('%s: a 4xx with the envelope', async (label, request, status) => {
    // A fresh address per row: the sign-in limits must not answer in place of the check.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const res = await t.app.inject({ ...request(), remoteAddress });
    expectClientError(res, label);
    if (status !== undefined) expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
  });

  it('leaves the record the odd ids pointed at untouched', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/faqs/${targetId}/`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Target');
  });

  it('left the languages and drafts as they were', async () => {
    const locales = await t.app.inject({ url: '/api/locales/' });
    expect(locales.json().data.locales).toEqual([expect.objectContaining({ code: 'en' })]);
    const drafts = await t.app.inject({ url: '/api/drafts/faqs/', headers: auth });
    expect(drafts.json().data).toEqual([]);
  });

  describe('a forged or altered token on the new endpoints', () => {
    const endpoints: Array<[InjectOptions['method'], string, object?]> = [
      ['GET', '/api/drafts/faqs/'],
      ['PUT', '/api/drafts/faqs/1/', { values: { title: 'x' } }],
      ['PUT', '/api/presence/', { resource: 'faqs', id: 1, editor: 'abcdefgh12' }],
      ['PUT', '/api/locales/', { defaultLocale: 'fr', locales: [{ code: 'fr', name: 'Français' }] }],
      ['GET', '/api/analytics/?from=2026-12-01&to=2026-12-02'],
      ['GET', '/api/analytics/export/?from=2026-12-01&to=2026-12-02'],
    ];
    const forgeries = async (): Promise<Array<[string, string]>> => {
      const token = auth.authorization!.slice('Bearer '.length);
      const [head, body, signature] = token.split('.') as [string, string, string];
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
      const raised = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString(
        'base64url',
      );
      return [
        ['its signature altered', `${head}.${body}.${flipped}`],
        ['its claims altered', `${head}.${raised}.${signature}`],
        ['unsigned (alg none)', `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`],
        ['not a token', 'not-a-token'],
      ];
    };

    it.each(endpoints)('%s %s: 401 with the envelope for each forgery', async (method, url, payload) => {
      for (const [label, token] of await forgeries()) {
        const res = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
        expectClientError(res, label);
      }
    });

    it("an editor is refused languages before the body is read: 403, not the cut body's 400", async () => {
      const editor = (await signedInAdmin(t, 'editor')).headers;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/locales/',
        headers: { ...editor, 'content-type': 'application/json' },
        payload: '{"defaultLocale":"fr","loc',
      });
      expect(res.statusCode, res.body).toBe(403);
    });
  });

  it('names the field that held the NUL', async () => {
    const res = await t.app.inject(json('POST', '/api/admin-login/', { identifier: `a${NUL}`, password: 'x' }));
    expect(res.json().errors).toEqual({ identifier: expect.any(String) });
  });

  it('answers 405 with the methods it serves', async () => {
    const res = await t.app.inject({ method: 'TRACE', url: '/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
  });

  it('refuses TRACE before the web app, which cannot represent it', async () => {
    // A stand-in for the web build: the adapter turns every request into a fetch Request, which
    // throws on TRACE. Without a build nothing here is loaded before the request is refused.
    const build = standInWebBuild();
    const withWeb = await createTestApp(() => ({ webBuildDir: build.dir }));
    try {
      for (const url of ['/', '/learn']) {
        expectClientError(await withWeb.app.inject({ method: 'TRACE', url }), `TRACE ${url}`);
      }
    } finally {
      await withWeb.close();
      build.remove();
    }
  });

  describe('on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      port = await listenOnLoopback(t.app);
    });

    const raw: Array<[label: string, head: string]> = [
      ['a 100 KB query string', `GET /api/faqs/?searchedText=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      ['a 20 KB header', `GET /api/faqs/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`],
      ['a request line of garbage', 'GARBAGE\r\n\r\n'],
      ['a NUL in the request line', 'GET /api/faqs/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['a bad Content-Length', 'POST /api/admin-login/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
      ['a path that does not decode', 'GET /api/faqs/%c0%ae/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['TRACE', 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['TRACK (not even a method Node knows)', 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['CONNECT', 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n'],
      [
        'Content-Length and Transfer-Encoding both',
        'POST /api/admin-login/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n',
      ],
    ];

    it.each(raw)('%s: a 4xx with the envelope', async (label, head) => {
      const { response, socket } = await sendRaw(port, head);
      socket.destroy();
      expectClientError({ statusCode: response.status, body: response.body }, label);
    });
  });
});
