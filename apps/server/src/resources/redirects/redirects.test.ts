import { RedirectMessages, type Redirect } from '@atrium/contract/redirects';
import { UserMessages } from '@atrium/contract/users';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenService } from '../../foundations/auth/tokens.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { redirects } from './redirects.resource.ts';

/*
 * Decision 078. The list engine's contract (paging, sorting, search, create, update, delete,
 * bulk delete, 401s, bad input), then what is a redirect's own: its rules, chains and loops,
 * administrators only, and the CSV export and import. Served redirects:
 * features/redirects/redirects-served.test.ts.
 */
describeResourceContract({
  resource: redirects,
  build: (text) => ({ from: `/${encodeURIComponent(text)}`, to: '/redirected-here' }),
  ownStatus: true,
});

const ctx = useSignedInApp();
let editor: Record<string, string> = {};
beforeAll(async () => {
  editor = (await signedInAdmin(ctx.t, 'editor')).headers;
});
beforeEach(async () => {
  await ctx.t.db.deleteFrom('redirects').execute();
});

type Call = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
const call = ({ method = 'GET', url, payload, headers = ctx.auth }: Call) =>
  ctx.t.app.inject({ method, url, payload: payload as never, headers });

async function add(body: Record<string, unknown>): Promise<Redirect> {
  const res = await call({ method: 'POST', url: '/api/redirects/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function refused(res: Awaited<ReturnType<typeof call>>, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  return body as { message: string; errors?: Record<string, string> };
}

const all = async () =>
  ((await call({ url: '/api/redirects/?limit=100&sort_by=from' })).json().data as Redirect[]).map((r) => ({
    from: r.from,
    to: r.to,
    status: r.status,
  }));

const importCsv = (csv: string, headers = ctx.auth) =>
  call({ method: 'POST', url: '/api/redirects/import/', payload: { csv }, headers });

describe('a redirect', () => {
  it('answers the envelope with from, to, its HTTP status and its hits', async () => {
    const res = await call({ method: 'POST', url: '/api/redirects/', payload: { from: '/old', to: '/new' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Redirect created.',
      data: { from: '/old', to: '/new', status: 301, hits: 0, last_hit_at: null },
    });
    const { id } = res.json().data as Redirect;
    expect((await call({ url: `/api/redirects/${id}/` })).json().data).toMatchObject({ from: '/old', status: 301 });
    const temporary = await call({ method: 'PATCH', url: `/api/redirects/${id}/`, payload: { status: 302 } });
    expect(temporary.json()).toMatchObject({ success: true, message: 'Redirect updated.', data: { status: 302 } });
    expect((await call({ url: '/api/redirects/count/' })).json()).toEqual({ success: true, data: { count: 1 } });
    // The hits are the server's to count: no body writes them.
    await refused(await call({ method: 'POST', url: '/api/redirects/', payload: { from: '/x', to: '/y', hits: 5 } }));
    await refused(
      await call({ method: 'PATCH', url: `/api/redirects/${id}/`, payload: { last_hit_at: '2026-01-01' } }),
    );
    expect((await call({ url: `/api/redirects/${id}/` })).json().data).toMatchObject({ hits: 0, last_hit_at: null });
  });

  it('takes a site path from, and a site path or an http(s) address to', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ from: 'old', to: '/new' }, 'from', RedirectMessages.fromInvalid],
      [{ from: 'https://example.org/old', to: '/new' }, 'from', RedirectMessages.fromInvalid],
      [{ from: '//evil.example/old', to: '/new' }, 'from', RedirectMessages.fromInvalid],
      [{ from: '/old page', to: '/new' }, 'from', RedirectMessages.fromInvalid],
      [{ from: '/old#part', to: '/new' }, 'from', RedirectMessages.fromInvalid],
      [{ from: '/api/learn-blogs/', to: '/new' }, 'from', RedirectMessages.fromReserved],
      [{ from: '/admin', to: '/new' }, 'from', RedirectMessages.fromReserved],
      [{ from: '/Admin/users', to: '/new' }, 'from', RedirectMessages.fromReserved],
      // Reserved once normalised as requests are (request-target.ts).
      [{ from: '/x/../api/healthz/', to: '/new' }, 'from', RedirectMessages.fromReserved],
      [{ from: '/%61dmin', to: '/new' }, 'from', RedirectMessages.fromReserved],
      [{ from: '', to: '/new' }, 'from', RedirectMessages.fromRequired],
      [{ from: '/old', to: '' }, 'to', RedirectMessages.toRequired],
      [{ from: '/old', to: 'javascript:alert(1)' }, 'to', RedirectMessages.toInvalid],
      [{ from: '/old', to: 'new' }, 'to', RedirectMessages.toInvalid],
      [{ from: '/old', to: '//evil.example/' }, 'to', RedirectMessages.toInvalid],
      [{ from: '/old', to: 'https://user:pw@evil.example/' }, 'to', RedirectMessages.toInvalid],
      [{ from: '/old', to: '/new', status: 300 }, 'status', RedirectMessages.statusInvalid],
      [{ from: '/old', to: '/new', status: '301a' }, 'status', RedirectMessages.statusInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const body = await refused(await call({ method: 'POST', url: '/api/redirects/', payload }));
      expect(body.errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await all()).toEqual([]);
    await add({ from: '/campaign', to: 'https://example.org/spring', status: '302' });
    expect(await all()).toEqual([{ from: '/campaign', to: 'https://example.org/spring', status: 302 }]);
  });

  it('is stored as requests are spelled, and one address has one redirect', async () => {
    expect((await add({ from: '/a/./b/../c/%7Euser/', to: '/x/%7ey' })).from).toBe('/a/c/~user/');
    expect((await add({ from: '/été', to: '/summer' })).from).toBe('/%C3%A9t%C3%A9');
    for (const from of ['/a/c/~user', '/a/c/%7Euser/', '/%c3%a9t%c3%a9']) {
      const body = await refused(await call({ method: 'POST', url: '/api/redirects/', payload: { from, to: '/y' } }));
      expect(body.errors?.from, from).toBe(RedirectMessages.fromTaken);
    }
    // Another letter case is another address; an edit onto a taken address is refused too.
    const other = await add({ from: '/A/c/~user', to: '/y' });
    const edited = await call({ method: 'PATCH', url: `/api/redirects/${other.id}/`, payload: { from: '/a/c/~user' } });
    expect((await refused(edited)).errors?.from).toBe(RedirectMessages.fromTaken);
  });

  it('refuses a loop with 400, changing nothing', async () => {
    for (const [from, to] of [
      ['/self', '/self'],
      ['/self', '/self/'],
      ['/self', '/self?x=1'],
    ]) {
      const body = await refused(await call({ method: 'POST', url: '/api/redirects/', payload: { from, to } }));
      expect(body.errors?.to, `${from} → ${to}`).toBe(RedirectMessages.loop);
    }
    await add({ from: '/a', to: '/b' });
    await add({ from: '/b', to: '/c' });
    const before = await all();
    for (const payload of [
      { from: '/c', to: '/a' },
      { from: '/c', to: '/b?utm=1' },
    ]) {
      const body = await refused(await call({ method: 'POST', url: '/api/redirects/', payload }));
      expect(body.message).toBe(RedirectMessages.loop);
    }
    // An edit that would close the circle, likewise (/a is stored as /a → /c, the chain collapsed).
    const [, b] = await ids();
    const edit = await call({ method: 'PATCH', url: `/api/redirects/${b}/`, payload: { from: '/c', to: '/a' } });
    expect((await refused(edit)).errors?.to).toBe(RedirectMessages.loop);
    expect(await all()).toEqual(before);
    // A query-specific from is another address: no loop.
    await add({ from: '/c?lang=fr', to: '/a' });
  });

  it('collapses chains when saved, both ways', async () => {
    await add({ from: '/one', to: '/two' });
    await add({ from: '/two', to: '/three' });
    await add({ from: '/zero', to: '/one' });
    expect(await all()).toEqual([
      { from: '/one', to: '/three', status: 301 },
      { from: '/two', to: '/three', status: 301 },
      { from: '/zero', to: '/three', status: 301 },
    ]);
    // The collapsed target keeps the query given on the way.
    await add({ from: '/q1', to: '/q2?ref=x' });
    await add({ from: '/q2', to: '/q3' });
    expect((await all()).find((r) => r.from === '/q1')?.to).toBe('/q3?ref=x');
  });

  it('is administrators’ only: 401 without a token or with a forged one, 403 for an editor, changing nothing', async () => {
    const made = await add({ from: '/guarded', to: '/x' });
    const forged = await createTokenService('another-secret-'.repeat(4)).sign({ userId: 1, tokenVersion: 0 });
    const calls: Call[] = [
      { url: '/api/redirects/' },
      { url: '/api/redirects/count/' },
      { url: `/api/redirects/${made.id}/` },
      { method: 'POST', url: '/api/redirects/', payload: { from: '/in', to: '/x' } },
      { method: 'PATCH', url: `/api/redirects/${made.id}/`, payload: { to: '/y' } },
      { method: 'DELETE', url: `/api/redirects/${made.id}/` },
      { method: 'DELETE', url: '/api/redirects/bulk-delete/', payload: { ids: [made.id] } },
      { url: '/api/redirects/export.csv' },
      { method: 'POST', url: '/api/redirects/import/', payload: { csv: '/in,/x' } },
    ];
    for (const request of calls) {
      const label = `${request.method ?? 'GET'} ${request.url}`;
      expect((await call({ ...request, headers: {} })).statusCode, label).toBe(401);
      expect((await call({ ...request, headers: { authorization: `Bearer ${forged}` } })).statusCode, label).toBe(401);
      const asEditor = await call({ ...request, headers: editor });
      expect(asEditor.statusCode, label).toBe(403);
      expect(asEditor.json(), label).toEqual({ success: false, message: UserMessages.forbidden });
    }
    expect(await all()).toEqual([{ from: '/guarded', to: '/x', status: 301 }]);
  });

  it('has no publish, reorder, move or trash calls: its status is its HTTP status', async () => {
    const made = await add({ from: '/plain', to: '/x' });
    expect(
      (await call({ method: 'PATCH', url: `/api/redirects/${made.id}/`, payload: { status: 1 } })).statusCode,
    ).toBe(400);
    for (const request of [
      { method: 'POST' as const, url: '/api/redirects/reorder/', payload: { items: [{ id: made.id, position: 1 }] } },
      { method: 'POST' as const, url: `/api/redirects/${made.id}/move/`, payload: { to: 'top' } },
      { url: '/api/redirects/trash/' },
    ])
      expect((await call(request)).statusCode, request.url).toBeGreaterThanOrEqual(400);
  });
});

async function ids(): Promise<number[]> {
  return ((await call({ url: '/api/redirects/?limit=100&sort_by=position' })).json().data as Redirect[]).map(
    (r) => r.id,
  );
}

describe('CSV', () => {
  it('exports every redirect with its hits, and imports the file back as it was', async () => {
    await add({ from: '/b-old', to: '/b-new' });
    await add({ from: '/a-old', to: 'https://example.org/a?x=1&y=2', status: 302 });
    await add({ from: '/?p=7', to: '/blogs/seven' });
    const exported = await call({ url: '/api/redirects/export.csv' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="redirects-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      '"from","to","status","hits","last_hit_at"',
      '"/?p=7","/blogs/seven","301","0",""',
      '"/a-old","https://example.org/a?x=1&y=2","302","0",""',
      '"/b-old","/b-new","301","0",""',
    ]);
    const before = await all();

    // Imported again as it is: nothing changes.
    const again = await importCsv(exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: RedirectMessages.imported({ added: 0, updated: 0, unchanged: 3 }),
      data: { added: 0, updated: 0, unchanged: 3 },
    });
    // Into an empty table: the same redirects.
    await call({ method: 'DELETE', url: '/api/redirects/bulk-delete/', payload: { ids: await ids() } });
    expect(await all()).toEqual([]);
    const restored = await importCsv(exported.body);
    expect(restored.json().data).toEqual({ added: 3, updated: 0, unchanged: 0 });
    expect(await all()).toEqual(before);
  });

  it('reads files without a header, with quotes, CRLF or LF, and updates what it names', async () => {
    await add({ from: '/kept', to: '/before' });
    const csv = ['/kept,/after,302', '"/quoted","/with,comma",', '', '/lf-only,https://example.org/'].join('\n');
    const res = await importCsv(csv);
    expect(res.json().data).toEqual({ added: 2, updated: 1, unchanged: 0 });
    expect(await all()).toEqual([
      { from: '/kept', to: '/after', status: 302 },
      { from: '/lf-only', to: 'https://example.org/', status: 301 },
      { from: '/quoted', to: '/with,comma', status: 301 },
    ]);
    // A header names the columns, in any order.
    expect((await importCsv('To,Status,From\r\n/z,302,/from-header\r\n')).json().data).toEqual({
      added: 1,
      updated: 0,
      unchanged: 0,
    });
    expect((await all()).find((r) => r.from === '/from-header')).toEqual({
      from: '/from-header',
      to: '/z',
      status: 302,
    });
  });

  it('refuses a file with a bad line, naming each bad line, and imports nothing', async () => {
    await add({ from: '/loop-start', to: '/loop-end' });
    const before = await all();
    const csv = [
      'from,to,status',
      '/fine,/target',
      'no-slash,/target',
      '/api/x,/target',
      '/fine-too,javascript:alert(1)',
      '/bad-status,/target,307',
      '/fine,/elsewhere',
      '/loop-end,/loop-start',
      '"/open,/quote',
    ].join('\r\n');
    const quote = await refused(await importCsv(csv));
    expect(quote.errors).toEqual({ 'line 9': RedirectMessages.csvQuote });
    const res = await refused(await importCsv(csv.slice(0, csv.lastIndexOf('\r\n'))));
    expect(res.message).toBe(RedirectMessages.importRefused(6));
    expect(res.errors).toEqual({
      'line 3': RedirectMessages.fromInvalid,
      'line 4': RedirectMessages.fromReserved,
      'line 5': RedirectMessages.toInvalid,
      'line 6': RedirectMessages.statusInvalid,
      'line 7': RedirectMessages.csvDuplicate(2),
      'line 8': RedirectMessages.loop,
    });
    expect(await all()).toEqual(before);
  });

  it('refuses an empty file, a header without from or to, and a body that is not {csv}', async () => {
    expect((await refused(await importCsv(''))).errors).toEqual({ csv: RedirectMessages.csvEmpty });
    expect((await refused(await importCsv('from,to\r\n'))).errors).toEqual({ csv: RedirectMessages.csvEmpty });
    expect((await refused(await importCsv('from,target\r\n/a,/b'))).errors).toEqual({
      csv: RedirectMessages.csvHeader,
    });
    for (const payload of [{}, { csv: 1 }, { csv: ['/a,/b'] }, { csv: '/a,/b', extra: true }])
      await refused(await call({ method: 'POST', url: '/api/redirects/import/', payload }));
    // The file itself as the body: the API takes JSON.
    const raw = await call({
      method: 'POST',
      url: '/api/redirects/import/',
      payload: '/a,/b',
      headers: { ...ctx.auth, 'content-type': 'text/csv' },
    });
    await refused(raw, 415);
    expect(await all()).toEqual([]);
  });
});
