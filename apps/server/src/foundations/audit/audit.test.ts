import { createHash } from 'node:crypto';
import { type AuditEntry, AuditTexts } from '@atrium/contract/endpoints/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Clock } from '../../service-deps.ts';
import { REFRESH_COOKIE } from '../auth/session-cookie.ts';
import { actionOf } from './audit.plugin.ts';
import { createTestApp, createTestDatabase, insertAdmin, signedInAdmin, type TestApp } from '../../testing/test-app.ts';

/** Decision 031: the audit log records administrator writes, sign-ins and passwords; read only. */

type Entry = AuditEntry;

describe('audit log', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (headers: Record<string, string> = admin.headers) => ({
    headers: { ...headers, 'user-agent': 'audit-test' },
    remoteAddress: '203.0.113.7',
  });

  async function entries(query: Record<string, string | number> = {}) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log/',
      query: { limit: '100', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) },
      ...as(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Entry[]; total: number };
  }

  it('records create, update, status, reorder and deletes through a resource', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/faqs/',
      payload: { title: 'Audited', Description: '<p>x</p>' },
      ...as(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/faqs/',
        payload: { title: 'Second', Description: '<p>y</p>' },
        ...as(),
      })
    ).json().data.id as number;
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/faqs/${id}/`, payload: { title: 'Renamed' }, ...as() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/faqs/${id}/`, payload: { status: 1 }, ...as() })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/faqs/reorder/',
          payload: {
            items: [
              { id, position: 2 },
              { id: second, position: 1 },
            ],
          },
          ...as(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/faqs/${id}/move/`, payload: { to: 'top' }, ...as() }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/faqs/${id}/`, ...as() })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/faqs/bulk-delete/', payload: { ids: [second] }, ...as() }))
        .statusCode,
    ).toBe(200);
    // A refused write (404) records nothing.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/faqs/${id}/`, ...as() })).statusCode).toBe(404);

    const { items, total } = await entries({ resource: 'faqs' });
    expect(total).toBe(8);
    const simple = items.map((e) => [e.action, e.record_id, e.summary]).reverse();
    // Decision 085: the action as it happened, the title as written, only what changed, in words.
    const description = { field: 'Description', label: 'Description' };
    expect(simple).toEqual([
      [
        'create',
        String(id),
        { title: 'Audited', changes: [{ field: 'title', label: 'Title', after: 'Audited' }, description] },
      ],
      [
        'create',
        String(second),
        { title: 'Second', changes: [{ field: 'title', label: 'Title', after: 'Second' }, description] },
      ],
      [
        'update',
        String(id),
        { title: 'Renamed', changes: [{ field: 'title', label: 'Title', before: 'Audited', after: 'Renamed' }] },
      ],
      ['publish', String(id), { title: 'Renamed' }],
      // A reorder reads the records in their new order; a move, the record and its place.
      ['reorder', null, { titles: ['Second', 'Renamed'] }],
      [
        'reorder',
        String(id),
        { title: 'Renamed', changes: [{ field: 'position', label: 'Position', before: '2', after: '1' }] },
      ],
      ['delete', String(id), { title: 'Renamed' }],
      ['delete', null, { titles: ['Second'], ids: [second] }],
    ]);
    for (const entry of items) {
      expect(entry).toMatchObject({
        user_id: admin.user.id,
        actor_email: admin.email.toLowerCase(),
        resource: 'faqs',
        client_address: '203.0.113.7',
        user_agent: 'audit-test',
      });
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
  });

  it('names the action of a write that tells none from its route alone, never from its body', () => {
    expect(actionOf('PATCH', '/api/contact-us-details/:id/')).toBe('settings');
    expect(actionOf('PATCH', '/api/faqs/:id/')).toBe('update');
    expect(actionOf('POST', '/api/faqs/')).toBe('create');
    expect(actionOf('POST', '/api/faqs/:id/move/')).toBe('reorder');
    expect(actionOf('POST', '/api/admin-profile/update/')).toBe('update');
    expect(actionOf('GET', '/api/contact-us/export.csv')).toBe('export');
    expect(actionOf('GET', '/api/faqs/')).toBeNull();
  });

  it('records sign-in success and failure with the client address, never the password', async () => {
    const other = await insertAdmin(t.db);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: other.email, password: 'wrong-password-1' },
      ...as({}),
    });
    expect(failed.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: other.email, password: other.password },
      ...as({}),
    });
    expect(ok.statusCode).toBe(200);
    const { items } = await entries({ resource: 'auth' });
    const failure = items.find((e) => e.action === 'sign_in_failed' && e.actor_email === other.email)!;
    expect(failure).toMatchObject({ user_id: null, client_address: '203.0.113.7', summary: null });
    const success = items.find((e) => e.action === 'sign_in' && e.user_id === other.user.id)!;
    expect(success).toMatchObject({ actor_email: other.email.toLowerCase(), client_address: '203.0.113.7' });
    expect(JSON.stringify(items)).not.toContain('wrong-password-1');
    expect(JSON.stringify(items)).not.toContain(other.password);
  });

  it('records a password change once, and a password reset, without values', async () => {
    const other = await insertAdmin(t.db);
    const token = await t.app.tokens.sign({ userId: other.user.id, tokenVersion: 0 });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin-change-password/',
      payload: { old_password: other.password, new_password: 'a-new-password-2' },
      ...as({ authorization: `Bearer ${token}` }),
    });
    expect(changed.statusCode).toBe(200);
    const resetToken = 'reset-token-for-the-audit-test';
    await t.db
      .insertInto('password_reset_tokens')
      .values({
        user_id: other.user.id,
        token_hash: createHash('sha256').update(resetToken).digest('hex'),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        used_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset-confirm/',
      payload: { token: resetToken, new_password: 'a-reset-password-3' },
      ...as({}),
    });
    expect(reset.statusCode).toBe(200);
    const { items } = await entries({ user: other.user.id });
    expect(items.map((e) => e.action)).toEqual(['password_reset', 'password_change']);
    expect(items.every((e) => e.resource === 'auth' && e.client_address === '203.0.113.7')).toBe(true);
    const all = JSON.stringify((await entries()).items);
    for (const secret of ['a-new-password-2', 'a-reset-password-3', resetToken]) expect(all).not.toContain(secret);
  });

  it('records a refresh token presented again (reuse)', async () => {
    const other = await insertAdmin(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: other.email, password: other.password },
      ...as({}),
    });
    const cookie = login.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh/',
        cookies: { [REFRESH_COOKIE]: cookie },
        ...as({ 'x-requested-with': 'fetch' }),
      });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    const { items } = await entries({ user: other.user.id, action: 'session_reuse' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ resource: 'auth', client_address: '203.0.113.7' });
  });

  it('filters by person, resource, action and day, and pages', async () => {
    const byAction = await entries({ action: 'create', resource: 'faqs' });
    expect(byAction.total).toBe(2);
    expect(byAction.items.every((e) => e.action === 'create')).toBe(true);
    const byPerson = await entries({ user: admin.user.id });
    expect(byPerson.items.every((e) => e.user_id === admin.user.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries({ from: today, to: today })).total).toBeGreaterThan(0);
    expect((await entries({ to: '2000-01-01' })).total).toBe(0);
    expect((await entries({ from: '2999-01-01' })).total).toBe(0);

    const all = await entries({ resource: 'faqs' });
    const page = await t.app.inject({ method: 'GET', url: '/api/audit-log/?resource=faqs&limit=3&skip=2', ...as() });
    expect(page.json().data.total).toBe(all.total);
    expect(page.json().data.items.map((e: Entry) => e.id)).toEqual(all.items.slice(2, 5).map((e) => e.id));

    for (const bad of ['action=nope', 'from=2024-13-01', 'to=yesterday', 'limit=0', 'skip=-1', 'user=x', 'other=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/audit-log/?${bad}`, ...as() });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('lists the people and resources for the filters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/audit-log/facets/', ...as() });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { people: Array<{ id: number; email: string }>; resources: string[] };
    expect(data.people).toContainEqual({ id: admin.user.id, email: admin.email.toLowerCase() });
    expect(data.resources).toEqual(expect.arrayContaining(['auth', 'faqs']));
  });

  it('exports the filtered entries as CSV, formulas neutralised, and records the export', async () => {
    await t.app.audit.record({ action: 'update', resource: 'faqs', actorEmail: '=cmd()', recordId: 9 });
    const res = await t.app.inject({ method: 'GET', url: '/api/audit-log/export/?resource=faqs', ...as() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"id","at","user_id","actor_email","action","resource","record_id","title","summary","client_address","user_agent"',
    );
    expect(lines.slice(1).every((line) => line.includes('"faqs"'))).toBe(true);
    expect(res.body).toContain(`"'=cmd()"`);
    // What changed, in the screen's words (decision 085).
    expect(res.body).toContain('"Renamed","Title: Audited → Renamed"');
    const { items } = await entries({ action: 'export' });
    expect(items[0]).toMatchObject({
      resource: 'audit-log',
      summary: { filters: ['resource'] },
      user_id: admin.user.id,
    });
  });

  it('answers 401 without a token, and offers no way to change or delete an entry', async () => {
    for (const url of ['/api/audit-log/', '/api/audit-log/export/', '/api/audit-log/facets/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
    const [first] = (await entries()).items;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/audit-log/', `/api/audit-log/${first!.id}/`]) {
        const res = await t.app.inject({ method, url, payload: {}, ...as() });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/audit-log.*\((PUT|PATCH|DELETE|POST)/);
    expect((await entries()).items[0]!.id).toBeGreaterThanOrEqual(first!.id);
  });

  it('is named in the texts', () => {
    expect(AuditTexts.title).toBe('Audit log');
  });
});

describe('audit log retention', () => {
  it('deletes entries older than AUDIT_DAYS when it records', async () => {
    const database = await createTestDatabase(() => ({ auditDays: 30 }), { migrated: true });
    let now = new Date('2026-01-01T12:00:00.000Z');
    const clock: Clock = { now: () => now };
    const app = await buildApp({ config: database.config, db: database.db, clock });
    await app.ready();
    try {
      await app.audit.record({ action: 'sign_in', resource: 'auth', actorEmail: 'old@example.org' });
      now = new Date('2026-01-25T12:00:00.000Z');
      await app.audit.record({ action: 'sign_in', resource: 'auth', actorEmail: 'recent@example.org' });
      now = new Date('2026-02-05T12:00:00.000Z'); // 35 days after the first, 11 after the second
      await app.audit.record({ action: 'sign_in', resource: 'auth', actorEmail: 'new@example.org' });
      const rows = await database.db.selectFrom('audit_log').select('actor_email').orderBy('id').execute();
      expect(rows.map((r) => r.actor_email)).toEqual(['recent@example.org', 'new@example.org']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
