import { PRESENCE_TTL_SECONDS, recordVersion, VersionMessages } from '@atrium/contract/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire, saved } from '../../testing/learn-fixtures.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { createClockedTestApp, insertAdmin, type TestApp } from '../../testing/test-app.ts';
import type { SignedInContext } from '../../testing/use-test-app.ts';
import { REFRESH_COOKIE } from '../../foundations/auth/session-cookie.ts';

/*
 * Decision 083 on both databases: two people editing one blog (who changed it and when, in the
 * 412 the later save gets; two saves at once against one version: one wins), and the presence
 * heartbeat that tells each that the other has the form open. Every list resource's ETag and
 * If-Match: the contract suite (testing/resource-contract.suite.ts).
 */

const ctx = {} as SignedInContext;
let step: (ms: number) => void;
let grace: { authorization: string };
beforeAll(async () => {
  const clocked = await createClockedTestApp();
  ctx.t = clocked.t as TestApp;
  step = clocked.step;
  const signIn = async (first_name: string, role: 'administrator' | 'editor') => {
    const { user } = await insertAdmin(ctx.t.db, { first_name, last_name: 'Tester', role });
    return { authorization: `Bearer ${await ctx.t.app.tokens.sign({ userId: user.id, tokenVersion: 0 })}` };
  };
  ctx.auth = await signIn('Ada', 'administrator');
  grace = await signIn('Grace', 'editor');
});
afterAll(() => ctx.t?.close());

const learn = learnApi(ctx);
const patch = (id: number, payload: object, headers: Record<string, string>) =>
  ctx.t.app.inject({ method: 'PATCH', url: `/api/learn-blogs/${id}/`, payload, headers });

describe('two people saving one blog', () => {
  let blog: LearnWire;
  beforeAll(async () => {
    blog = await learn.created('blog', { title: 'Shared post', subtitle: 'First subtitle' });
  });

  it('the later save against the old version gets 412: who saved, when, the record now; nothing changes', async () => {
    const opened = recordVersion(blog as LearnWire & { id: number; updated_at: string });
    const theirs = saved(await patch(blog.id, { subtitle: 'Grace’s subtitle' }, { ...grace, 'if-match': opened }));

    const stale = await patch(blog.id, { title: 'Ada’s title' }, { ...ctx.auth, 'if-match': opened });
    expect(stale.statusCode, stale.body).toBe(412);
    const body = stale.json();
    expect(body).toMatchObject({
      success: false,
      message: VersionMessages.stale('Blog', 'Grace Tester'),
      data: {
        version: recordVersion(theirs as LearnWire & { updated_at: string }),
        changedBy: { name: 'Grace Tester' },
        changedAt: theirs.updated_at,
        record: { title: 'Shared post', subtitle: 'Grace’s subtitle' },
      },
    });
    const now = saved(await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/`, headers: ctx.auth }));
    expect(now).toEqual(theirs);

    // Merged knowingly against the version the 412 named: saved.
    const merged = saved(
      await patch(blog.id, { title: 'Ada’s title' }, { ...ctx.auth, 'if-match': body.data.version }),
    );
    expect(merged).toMatchObject({ title: 'Ada’s title', subtitle: 'Grace’s subtitle' });
  });

  it('two saves at once against one version: exactly one is made', async () => {
    const current = saved(await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/`, headers: ctx.auth }));
    const version = recordVersion(current as LearnWire & { updated_at: string });
    const answers = await Promise.all([
      patch(blog.id, { subtitle: 'One' }, { ...ctx.auth, 'if-match': version }),
      patch(blog.id, { subtitle: 'Two' }, { ...grace, 'if-match': version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    const after = saved(await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/`, headers: ctx.auth }));
    expect(after.subtitle).toBe(winner.subtitle);
  });
});

describe('presence', () => {
  const beat = (editor: string, headers: Record<string, string>, record = 1, resource = 'learn-blogs') =>
    ctx.t.app.inject({ method: 'PUT', url: '/api/presence/', payload: { resource, id: record, editor }, headers });
  const others = async (editor: string, headers: Record<string, string>) =>
    saved<{ others: Array<{ name: string; self: boolean }> }>(await beat(editor, headers)).others;

  it('each open form sees the others on the same record, until they leave', async () => {
    expect(await others('ada-form-1', ctx.auth)).toEqual([]);
    expect(await others('grace-form-1', grace)).toEqual([expect.objectContaining({ name: 'Ada Tester', self: false })]);
    expect(await others('ada-form-1', ctx.auth)).toEqual([
      expect.objectContaining({ name: 'Grace Tester', self: false }),
    ]);
    // Another record, or the same person in a second window.
    expect(saved<{ others: unknown[] }>(await beat('ada-form-1', ctx.auth, 2)).others).toEqual([]);
    expect(await others('ada-form-2', ctx.auth)).toEqual([
      expect.objectContaining({ name: 'Ada Tester', self: true }),
      expect.objectContaining({ name: 'Grace Tester' }),
    ]);
    const left = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/presence/',
      payload: { resource: 'learn-blogs', id: 1, editor: 'grace-form-1' },
      headers: grace,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await others('ada-form-1', ctx.auth)).map((o) => o.name)).toEqual(['Ada Tester']);
  });

  it('the read between beats: the first form hears the second at once, and writes nothing (decision 088)', async () => {
    const read = (
      editor: string,
      headers: Record<string, string>,
      query = `resource=learn-blogs&id=5&editor=${editor}`,
    ) => ctx.t.app.inject({ url: `/api/presence/?${query}`, headers });
    expect(saved<{ others: unknown[] }>(await beat('ada-form-5', ctx.auth, 5)).others).toEqual([]);
    await beat('grace-form-5', grace, 5);
    const rows = async () => ctx.t.db.selectFrom('record_presence').selectAll().where('record_id', '=', 5).execute();
    const before = await rows();
    step(1000);
    const heard = await read('ada-form-5', ctx.auth);
    expect(heard.statusCode, heard.body).toBe(200);
    expect(heard.json().data.others).toEqual([expect.objectContaining({ name: 'Grace Tester', self: false })]);
    expect(await rows()).toEqual(before);

    expect((await read('ada-form-5', {})).statusCode).toBe(401);
    expect((await read('x', ctx.auth, 'resource=learn-blogs&id=5&editor=short')).statusCode).toBe(400);
    expect((await read('x', ctx.auth, 'resource=learn-blogs&id=-1&editor=ada-form-5')).statusCode).toBe(400);
    expect((await read('x', ctx.auth, 'resource=users&id=5&editor=ada-form-5')).statusCode).toBe(400);
  });

  it('says the language a form translates in (decision 097); a language the site does not have is 400', async () => {
    await inEnglishFrenchArabic(ctx);
    const inLanguage = (editor: string, headers: Record<string, string>, locale: string) =>
      ctx.t.app.inject({
        method: 'PUT',
        url: '/api/presence/',
        payload: { resource: 'learn-blogs', id: 9, editor, locale },
        headers,
      });
    expect((await inLanguage('grace-form-9', grace, 'FR')).statusCode).toBe(200);
    expect(saved<{ others: unknown[] }>(await inLanguage('ada-form-9', ctx.auth, 'en')).others).toEqual([
      expect.objectContaining({ name: 'Grace Tester', locale: 'fr' }),
    ]);
    // The default language's form says none.
    expect(saved<{ others: unknown[] }>(await inLanguage('grace-form-9', grace, 'fr')).others).toEqual([
      { name: 'Ada Tester', self: false, since: expect.any(String) },
    ]);
    const before = await ctx.t.db.selectFrom('record_presence').selectAll().execute();
    const unknown = await inLanguage('ada-form-10', ctx.auth, 'de');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('locale');
    expect(await ctx.t.db.selectFrom('record_presence').selectAll().execute()).toEqual(before);
  });

  it('a form that stops beating drops out after the time to live', async () => {
    await others('grace-form-3', grace);
    step((PRESENCE_TTL_SECONDS + 1) * 1000);
    expect(await others('ada-form-3', ctx.auth)).toEqual([]);
  });

  it('refuses calls without a token and bad bodies (401, 400), storing nothing', async () => {
    const before = await ctx.t.db.selectFrom('record_presence').selectAll().execute();
    expect((await beat('ada-form-1', {})).statusCode).toBe(401);
    expect((await beat('ada-form-1', ctx.auth, 1, 'users')).json()).toMatchObject({
      message: VersionMessages.presenceResourceInvalid,
    });
    expect((await beat('short', ctx.auth)).statusCode).toBe(400);
    expect((await beat('ada-form-1', ctx.auth, -1)).statusCode).toBe(400);
    expect(await ctx.t.db.selectFrom('record_presence').selectAll().execute()).toEqual(before);
  });
});

describe('presence and sessions (decision 107)', () => {
  /** A sign-in as the login screen makes it: an access token naming its session, and the session's cookie. */
  const signIn = async (user: { email: string; password: string }) => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { identifier: user.email, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    return { authorization: `Bearer ${res.json().data.access as string}`, cookie };
  };
  const beat = (editor: string, session: { authorization: string }) =>
    ctx.t.app.inject({
      method: 'PUT',
      url: '/api/presence/',
      payload: { resource: 'learn-blogs', id: 20, editor },
      headers: { authorization: session.authorization },
    });
  const others = async (editor: string, session: { authorization: string }) =>
    saved<{ others: Array<{ name: string; self: boolean }> }>(await beat(editor, session)).others;
  const read = async (editor: string, session: { authorization: string }) =>
    saved<{ others: Array<{ name: string; self: boolean }> }>(
      await ctx.t.app.inject({
        url: `/api/presence/?resource=learn-blogs&id=20&editor=${editor}`,
        headers: { authorization: session.authorization },
      }),
    ).others;

  it('a session that signs out, or is ended, leaves at once; a session still signed in is the editor’s own', async () => {
    const lin = await insertAdmin(ctx.t.db, { first_name: 'Lin', last_name: 'Tester', role: 'editor' });
    const who = { email: lin.email, password: lin.password };
    const first = await signIn(who);
    expect(await others('lin-form-first', first)).toEqual([]);
    expect(await others('grace-form-20', grace)).toEqual([
      expect.objectContaining({ name: 'Lin Tester', self: false }),
    ]);

    // Lin signs out with the form open (its goodbye, sent after the session ended, is refused),
    // signs in again and opens the same record: Grace is editing it, and no one else, not "Lin".
    const out = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { 'x-requested-with': 'fetch' },
      cookies: { [REFRESH_COOKIE]: first.cookie },
    });
    expect(out.statusCode, out.body).toBe(200);
    const again = await signIn(who);
    expect(await others('lin-form-again', again)).toEqual([
      expect.objectContaining({ name: 'Grace Tester', self: false }),
    ]);
    // Grace, reading between beats, sees Lin's new form alone, at once: no time to live to wait for.
    expect(await read('grace-form-20', grace)).toEqual([expect.objectContaining({ name: 'Lin Tester', self: false })]);

    // Lin signed in elsewhere as well, with the record open there: that is Lin's own, said as such.
    const laptop = await signIn(who);
    await beat('lin-form-laptop', laptop);
    expect(await read('lin-form-again', again)).toEqual([
      expect.objectContaining({ name: 'Grace Tester', self: false }),
      expect.objectContaining({ name: 'Lin Tester', self: true }),
    ]);

    // Ending the laptop's session on the sessions screen takes its form away at once as well.
    const sessions = await ctx.t.app.inject({
      url: '/api/auth/sessions/',
      headers: { authorization: again.authorization },
      cookies: { [REFRESH_COOKIE]: again.cookie },
    });
    const ids = (sessions.json().data as Array<{ id: string; current: boolean }>).filter((one) => !one.current);
    expect(ids).toHaveLength(1);
    const ended = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${ids[0]!.id}/`,
      headers: { authorization: again.authorization },
      cookies: { [REFRESH_COOKIE]: again.cookie },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await read('lin-form-again', again)).toEqual([
      expect.objectContaining({ name: 'Grace Tester', self: false }),
    ]);
  });
});

describe('the site settings’ version', () => {
  const url = '/api/admin-site-settings/';
  const patchSettings = (payload: object, headers: Record<string, string>) =>
    ctx.t.app.inject({ method: 'PATCH', url, payload, headers });

  it('is in ETag; a stale If-Match answers 412 with the settings now and changes nothing', async () => {
    const read = await ctx.t.app.inject({ url, headers: ctx.auth });
    const opened = read.headers.etag as string;
    expect(opened).toBe(`"1@${read.json().data.updatedAt ?? ''}"`);
    const theirs = await patchSettings({ orgName: 'Riverside Trust' }, { ...ctx.auth, 'if-match': opened });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers.etag).not.toBe(opened);

    const stale = await patchSettings({ orgName: 'Hillside Trust' }, { ...ctx.auth, 'if-match': opened });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.headers.etag).toBe(theirs.headers.etag);
    expect(stale.json().data).toMatchObject({
      version: theirs.headers.etag,
      record: { orgName: 'Riverside Trust' },
      changedBy: { name: 'Ada Tester' },
    });
    expect((await ctx.t.app.inject({ url: '/api/site-settings/' })).json().data.orgName).toBe('Riverside Trust');

    // The fresh version, and no If-Match at all, save.
    const fresh = await patchSettings({ orgName: 'Hillside Trust' }, { ...ctx.auth, 'if-match': stale.headers.etag! });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await patchSettings({ orgName: 'Valley Trust' }, ctx.auth)).statusCode).toBe(200);
  });
});
