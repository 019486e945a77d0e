import { RequestMessages } from '@atrium/contract/messages';
import { PageMessages } from '@atrium/contract/pages';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../foundations/auth/tokens.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * The pages calls probed as an attacker would: no token, a forged one, bodies that are not JSON,
 * NUL characters, a megabyte in a field, wrong types. Every answer is a 4xx in the envelope
 * (checked against the OpenAPI document by the test app), and nothing changes.
 */

const ctx = useSignedInApp();
const pages = pagesApi(ctx);
let forged: string;
let homeId: number;

beforeAll(async () => {
  const admin = await ctx.t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  // Well-formed and naming a real administrator, but signed with another key.
  forged = await createTokenService('not-the-server-secret-'.repeat(3)).sign({ userId: admin.id, tokenVersion: 0 });
  homeId = (await pages.defaultPage('home')).id;
});

/** Every row of both tables, to show that a refused request changed nothing. */
async function snapshot() {
  return {
    pages: await ctx.t.db.selectFrom('pages').selectAll().orderBy('id').execute(),
    folds: await ctx.t.db.selectFrom('page_folds').selectAll().orderBy('id').execute(),
  };
}

type Call = [label: string, request: InjectOptions];

/** One call of each admin operation, with a valid body. */
const adminCalls = (): Call[] => [
  ['list', { method: 'GET', url: '/api/pages/' }],
  ['list a group', { method: 'GET', url: '/api/pages/?pageType=blogs' }],
  ['count', { method: 'GET', url: '/api/pages/count/' }],
  ['save meta', { method: 'PATCH', url: '/api/pages/home/', payload: buildMeta('home', 'default') }],
  ['add a fold', { method: 'PATCH', url: '/api/pages/home/', payload: { fold: { id: 0, name: 'advisory board' } } }],
  ['delete a fold', { method: 'DELETE', url: '/api/pages/home/', payload: { id: 1 } }],
  [
    'reorder',
    { method: 'POST', url: '/api/pages/reorder/', payload: { pageId: homeId, items: [{ id: 1, position: 1 }] } },
  ],
];

function expectFailure(response: { statusCode: number; json: () => unknown }, status: number, label: string) {
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toMatchObject({ success: false, message: expect.any(String) });
}

describe('admin calls without a valid token', () => {
  it('answer 401 to a missing, malformed, forged or foreign-scheme token, and change nothing', async () => {
    const before = await snapshot();
    const tokens: Record<string, Record<string, string>> = {
      missing: {},
      malformed: { authorization: 'Bearer not.a.token' },
      forged: { authorization: `Bearer ${forged}` },
      basic: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    };
    for (const [label, request] of adminCalls()) {
      for (const [kind, headers] of Object.entries(tokens)) {
        expectFailure(await ctx.t.app.inject({ ...request, headers }), 401, `${label} (${kind})`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answer 401 before reading the body: a broken body without a token is still a 401', async () => {
    for (const [label, request] of adminCalls().filter(([, r]) => r.method !== 'GET')) {
      const res = await ctx.t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json' },
        payload: '{"fold": {"id": 0,',
      });
      expectFailure(res, 401, label);
    }
  });
});

describe('bad input from a signed-in administrator', () => {
  const send = (method: InjectOptions['method'], url: string, payload: string, type = 'application/json') =>
    ctx.t.app.inject({ method, url, headers: { ...ctx.auth, 'content-type': type }, payload });

  it('refuses bodies that are not JSON objects of the right shape, changing nothing', async () => {
    const before = await snapshot();
    for (const [method, url] of [
      ['PATCH', '/api/pages/home/'],
      ['DELETE', '/api/pages/home/'],
      ['POST', '/api/pages/reorder/'],
    ] as const) {
      for (const body of ['{"fold": {"id": 0,', '', 'null', '[]', '"home"', '42', '{"__proto__": {"admin": true}}']) {
        const res = await send(method, url, body);
        expectFailure(res, 400, `${method} ${url} ${body}`);
      }
      expect((await send(method, url, '{"fold": {"id": 0,')).json().message).toBe(RequestMessages.invalidJson);
      expectFailure(
        await send(method, url, 'fold=1', 'application/x-www-form-urlencoded'),
        415,
        `${method} ${url} form`,
      );
      // Plain text is no type the API reads (decision 071): the documented 415, as for a form.
      expectFailure(await send(method, url, '{"id": 1}', 'text/plain'), 415, `${method} ${url} text/plain`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses wrong types in the meta form and the fold row with a clear message per field', async () => {
    const before = await snapshot();
    const meta: Array<[Record<string, unknown>, string, string]> = [
      [{ metaTitle: 42 }, 'metaTitle', PageMessages.allRequired],
      [{ metaKeywords: ['a', 'b'] }, 'metaKeywords', PageMessages.allRequired],
      [{ customUrl: { $ne: '' } }, 'customUrl', PageMessages.allRequired],
      [{ pageType: 'admin' }, 'pageType', 'pageType must be one of: default, blogs, articles, videos, podcasts.'],
      [{ id: 'x' }, 'id', expect.any(String) as unknown as string],
      [{ isAdmin: true }, 'isAdmin', expect.stringContaining('isAdmin') as unknown as string],
    ];
    for (const [override, field, message] of meta) {
      const res = await pages.patch('home', buildMeta('home', 'default', override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(override)).toEqual(message);
    }
    const folds: Array<[unknown, string, string]> = [
      ['testimonials', 'fold', expect.any(String) as unknown as string],
      [{ id: 'x', name: 'testimonials' }, 'fold.id', 'fold.id must be a number.'],
      [{ id: -1, name: 'testimonials' }, 'fold.id', 'fold.id must be a number.'],
      [{ id: 1.5, name: 'testimonials' }, 'fold.id', 'fold.id must be a number.'],
      [{ id: 0, name: 'testimonials', status: 2 }, 'fold.status', 'status must be 0 or 1.'],
      [{ id: 0, name: 'testimonials', status: '0' }, 'fold.status', 'status must be 0 or 1.'],
      [{ id: 0, name: 'testimonials', position: -3 }, 'fold.position', expect.any(String) as unknown as string],
      [{ id: 0, name: 'Testimonials' }, 'fold.name', PageMessages.foldRequired],
      [{ id: 0, name: 'testimonials', page_id: 2 }, 'fold', expect.stringContaining('page_id') as unknown as string],
    ];
    for (const [fold, field, message] of folds) {
      const res = await pages.call('PATCH', '/api/pages/home/', { fold });
      expect(res.statusCode, JSON.stringify(fold)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(fold)).toEqual(message);
    }
    // A fold body with meta fields mixed in is neither form.
    expect(
      (await pages.call('PATCH', '/api/pages/home/', { fold: { id: 0, name: 'advisory board' }, metaTitle: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses NUL characters in the address and in any field', async () => {
    const before = await snapshot();
    const nul = '%00';
    for (const [label, res] of [
      ['public read', await pages.call('GET', `/api/pages/ho${nul}me/`, undefined, false)],
      ['address', await pages.call('PATCH', `/api/pages/ho${nul}me/`, buildMeta('home', 'default'))],
      ['field', await pages.patch('home', buildMeta('home', 'default', { metaTitle: 'a\u0000b' }))],
      ['fold', await pages.call('PATCH', '/api/pages/home/', { fold: { id: 0, name: 'testimonials\u0000' } })],
      ['search', await pages.call('GET', `/api/pages/?pageType=blogs&searchedText=a${nul}`)],
    ] as const) {
      expectFailure(res, 400, label);
      expect(Object.values(res.json().errors ?? {})).toContain(RequestMessages.nulCharacter);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a megabyte in a field (413) and a long one within the limit (400)', async () => {
    const before = await snapshot();
    const huge = await pages.patch('home', buildMeta('home', 'default', { metaDescription: 'x'.repeat(1024 * 1024) }));
    expectFailure(huge, 413, 'a megabyte');
    expect(huge.json().message).toBe(RequestMessages.tooLarge);
    const long = await pages.patch('home', buildMeta('home', 'default', { metaDescription: 'x'.repeat(900 * 1024) }));
    expectFailure(long, 400, '900 KB');
    expect(long.json().errors.metaDescription).toBe('Must be at most 500 characters.');
    // Longer than any route parameter: no route matches.
    expectFailure(await pages.call('GET', `/api/pages/${'a'.repeat(201)}/`, undefined, false), 404, 'long slug');
    expectFailure(await pages.call('GET', `/api/pages/?searchedText=${'a'.repeat(201)}`), 400, 'long search');
    expect(await snapshot()).toEqual(before);
  });

  it('reads odd slugs as slugs: not found, never anything else', async () => {
    for (const slug of ["home'%20or%20'1'='1", '..%2F..%2Fetc%2Fpasswd', 'home%20', '%F0%9F%8F%A0', 'HOME', '%2E%2E']) {
      const res = await pages.call('GET', `/api/pages/${slug}/`, undefined, false);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().success, slug).toBe(false);
    }
  });
});
