import { DraftMessages, MAX_DRAFT_BYTES } from '@atrium/contract/drafts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';

/** Decision 086: a user's unsaved form drafts on the server, per screen and record. */
describe('form drafts (/api/drafts/)', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof signedInAdmin>>;
  let other: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await signedInAdmin(t, 'editor');
    other = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  const send = (
    who: { headers: Record<string, string> } | null,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const rows = () => t.db.selectFrom('form_drafts').selectAll().execute();

  it('keeps a draft per user, screen and record; lists the screen’s; replaces it; removes it', async () => {
    const values = { question: 'Half-typed <b>question</b>', answer: '<p>Ünïcode ✓</p>', position: 3, tags: ['a'] };
    const kept = await send(editor, 'PUT', '/api/drafts/faqs/12/', { values });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ success: true, message: DraftMessages.saved, data: { record: '12', values } });
    const savedAt = kept.json().data.saved_at as string;
    expect(Date.parse(savedAt)).not.toBeNaN();
    expect(kept.headers['cache-control']).toBe('no-store');

    // Another browser of the same user reads it back; the list says which record has one.
    const read = await send(editor, 'GET', '/api/drafts/faqs/12/');
    expect(read.json()).toEqual({ success: true, data: { record: '12', values, saved_at: savedAt } });
    expect((await send(editor, 'PUT', '/api/drafts/faqs/new/', { values: { question: 'x' } })).statusCode).toBe(200);
    const listed = await send(editor, 'GET', '/api/drafts/faqs/');
    expect(listed.json().data.map((d: { record: string }) => d.record)).toEqual(['12', 'new']);
    expect(listed.json().data[0]).toEqual({ record: '12', saved_at: savedAt });
    // A screen name with the kit's colon (categories of one type).
    expect((await send(editor, 'PUT', '/api/drafts/categories%3A1/4/', { values: { name: 'c' } })).statusCode).toBe(
      200,
    );
    expect((await send(editor, 'GET', '/api/drafts/categories:1/')).json().data).toHaveLength(1);

    // Kept again: one row, the new values.
    await send(editor, 'PUT', '/api/drafts/faqs/12/', { values: { question: 'Later' } });
    expect((await send(editor, 'GET', '/api/drafts/faqs/12/')).json().data.values).toEqual({ question: 'Later' });
    expect((await rows()).filter((r) => r.screen === 'faqs' && r.record === '12')).toHaveLength(1);

    // Saved or discarded: removed; none is then null, and removing again is no error.
    const removed = await send(editor, 'DELETE', '/api/drafts/faqs/12/');
    expect(removed.json()).toEqual({ success: true, message: DraftMessages.removed });
    expect((await send(editor, 'GET', '/api/drafts/faqs/12/')).json()).toEqual({ success: true, data: null });
    expect((await send(editor, 'DELETE', '/api/drafts/faqs/12/')).statusCode).toBe(200);
    expect((await send(editor, 'GET', '/api/drafts/faqs/')).json().data).toEqual([
      expect.objectContaining({ record: 'new' }),
    ]);
  });

  it('shows and touches only the signed-in user’s own drafts', async () => {
    await send(editor, 'PUT', '/api/drafts/learn-blogs/7/', { values: { title: 'mine' } });
    expect((await send(other, 'GET', '/api/drafts/learn-blogs/7/')).json().data).toBeNull();
    expect((await send(other, 'GET', '/api/drafts/learn-blogs/')).json().data).toEqual([]);
    await send(other, 'PUT', '/api/drafts/learn-blogs/7/', { values: { title: 'theirs' } });
    await send(other, 'DELETE', '/api/drafts/learn-blogs/7/');
    expect((await send(editor, 'GET', '/api/drafts/learn-blogs/7/')).json().data.values).toEqual({ title: 'mine' });
  });

  it('asks for a token before reading the body, and leaves the audit log alone', async () => {
    const before = await t.db.selectFrom('audit_log').select('id').execute();
    for (const [method, url] of [
      ['GET', '/api/drafts/faqs/'],
      ['GET', '/api/drafts/faqs/1/'],
      ['PUT', '/api/drafts/faqs/1/'],
      ['DELETE', '/api/drafts/faqs/1/'],
    ] as const) {
      const res = await send(null, method, url, method === 'PUT' ? { values: {} } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().success).toBe(false);
    }
    await send(editor, 'PUT', '/api/drafts/faqs/1/', { values: { q: 1 } });
    await send(editor, 'DELETE', '/api/drafts/faqs/1/');
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses bad keys and bodies with a 400, and a draft past its size with a 413, keeping nothing', async () => {
    const count = (await rows()).length;
    for (const url of ['/api/drafts/fa%20qs/1/', '/api/drafts/faqs/..%2F1/', `/api/drafts/${'x'.repeat(101)}/1/`]) {
      const res = await send(editor, 'PUT', url, { values: {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
    for (const payload of [{}, { values: 'text' }, { values: [] }, { values: {}, extra: 1 }]) {
      const res = await send(editor, 'PUT', '/api/drafts/faqs/1/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const big = await send(editor, 'PUT', '/api/drafts/faqs/1/', { values: { text: 'x'.repeat(MAX_DRAFT_BYTES) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: DraftMessages.tooLarge });
    expect((await rows()).length).toBe(count);
  });

  it('lets a draft older than 30 days go when another is kept; a user’s go with the user', async () => {
    await t.db
      .insertInto('form_drafts')
      .values({
        user_id: other.user.id,
        screen: 'faqs',
        record: '99',
        form_values: '{}',
        saved_at: new Date(Date.now() - 31 * 86_400_000).toISOString(),
      })
      .execute();
    await send(editor, 'PUT', '/api/drafts/faqs/2/', { values: { q: 2 } });
    expect((await rows()).some((r) => r.record === '99')).toBe(false);
    await t.db.deleteFrom('users').where('id', '=', editor.user.id).execute();
    expect((await rows()).some((r) => r.user_id === editor.user.id)).toBe(false);
  });
});
