import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Newsletter, NewsletterMessages } from '@atrium/contract/newsletters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnApi, type LearnWire, saved } from '../../testing/learn-fixtures.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';

/** Decision 052: the newsletters API, on SQLite and PostgreSQL. */

type Headers = Record<string, string>;

/** The .eml files the outbox wrote for `to`, quoted-printable undone, once at least `count` are there. */
async function mailsTo(t: TestApp, to: string, count = 1): Promise<string[]> {
  const dir = t.config.mail.outboxDir;
  const read = () =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .filter((raw) => raw.includes(`To: ${to}`))
          .map((raw) =>
            raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          )
      : [];
  const deadline = Date.now() + 5000;
  while (read().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return read();
}

describe('newsletters API', () => {
  let t: TestApp;
  let admin: Headers;
  let editor: Headers;
  let editorEmail: string;
  let blog: LearnWire;
  let article: LearnWire;
  let hidden: LearnWire;

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/newsletters/${url}`, headers, ...(payload ? { payload } : {}) });
  const create = async (body: object, headers = admin) => saved<Newsletter>(await send('POST', '', headers, body), 201);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t)).headers;
    const signedInEditor = await signedInAdmin(t, 'editor');
    editor = signedInEditor.headers;
    editorEmail = signedInEditor.user.email;
    const learn = learnApi({ t, auth: admin as { authorization: string } });
    blog = await learn.created('blog', {
      title: 'Field notes from the river',
      subtitle: 'What we saw <b>downstream</b>',
    });
    article = await learn.created('article', { title: 'A long read on soil' });
    hidden = await learn.created('blog', { title: 'Not out yet', status: 0 });
  });
  afterAll(() => t.close());

  it('refuses every call without a token (401) and answers editors as administrators', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '1/'],
      ['PATCH', '1/'],
      ['DELETE', '1/'],
      ['GET', '1/preview/'],
      ['POST', '1/test/'],
      ['GET', 'learn-items/'],
    ] as const) {
      const res = await send(method, url, {}, method === 'POST' || method === 'PATCH' ? { subject: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
    const made = await create({ subject: 'By an editor' }, editor);
    expect(made).toMatchObject({ state: 'draft', slug: 'by-an-editor', private: false, items: [] });
    expect((await send('GET', `${made.id}/`, editor)).statusCode).toBe(200);
    expect((await send('DELETE', `${made.id}/`, editor)).statusCode).toBe(200);
  });

  it('creates a draft with picked items in order, sanitises the introduction and makes a unique slug', async () => {
    const body = {
      subject: '  November at Atrium ',
      preheader: 'Soil, rivers and a podcast',
      intro: '<p onclick="x()">Hello <script>alert(1)</script><strong>friends</strong></p>',
      items: [
        { type: 'article', id: article.id },
        { type: 'blog', id: blog.id },
      ],
    };
    const res = await send('POST', '', admin, body);
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first).toMatchObject({ success: true, message: NewsletterMessages.created });
    expect(first.data).toMatchObject({
      subject: 'November at Atrium',
      slug: 'november-at-atrium',
      selection: 'picked',
      intro: '<p>Hello <strong>friends</strong></p>',
      items: [
        { type: 'article', id: article.id, title: 'A long read on soil', visible: true },
        { type: 'blog', id: blog.id, visible: true },
      ],
    });
    const second = await create(body);
    expect(second.slug).toBe('november-at-atrium-2');
  });

  it('refuses bad input with the envelope and changes nothing', async () => {
    const before = saved<{ total: number }>(await send('GET', '', admin)).total;
    for (const [body, field] of [
      [{}, 'subject'],
      [{ subject: '   ' }, 'subject'],
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ subject: 'ok', preheader: 'p'.repeat(201) }, 'preheader'],
      [{ subject: 'ok', selection: 'all' }, 'selection'],
      [{ subject: 'ok', items: [{ type: 'blog', id: 'x' }] }, 'items'],
      [{ subject: 'ok', private: 'yes' }, 'private'],
      [{ subject: 'ok', surprise: 1 }, ''],
    ] as const) {
      const res = await send('POST', '', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      if (field) expect(Object.keys(res.json().errors ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
    const twice = await send('POST', '', admin, {
      subject: 'ok',
      items: [
        { type: 'blog', id: blog.id },
        { type: 'blog', id: blog.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const missing = await send('POST', '', admin, { subject: 'ok', items: [{ type: 'video', id: 999 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errors: { items: NewsletterMessages.itemMissing } });
    expect(saved<{ total: number }>(await send('GET', '', admin)).total).toBe(before);
    expect((await send('GET', 'abc/', admin)).statusCode).toBe(400);
    expect((await send('GET', '99999/', admin)).statusCode).toBe(404);
  });

  it('lists newest first with paging, search and the state tab', async () => {
    await create({ subject: 'Spring digest' });
    const all = saved<{ items: Newsletter[]; total: number }>(await send('GET', '?limit=2', admin));
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.subject).toBe('Spring digest');
    expect(all.total).toBeGreaterThanOrEqual(3);
    const found = saved<{ items: Newsletter[]; total: number }>(await send('GET', '?searchedText=SPRING', admin));
    expect(found.items.map((n) => n.subject)).toEqual(['Spring digest']);
    expect(saved<{ total: number }>(await send('GET', '?state=sent', admin)).total).toBe(0);
    expect((await send('GET', '?state=gone', admin)).statusCode).toBe(400);
    expect((await send('GET', '?limit=0', admin)).statusCode).toBe(400);
  });

  it('changes drafts and scheduled ones, not those sending or sent; deletes drafts only', async () => {
    const made = await create({ subject: 'To change', intro: '<p>Kept</p>', items: [{ type: 'blog', id: blog.id }] });
    const res = await send('PATCH', `${made.id}/`, admin, {
      subject: 'Changed subject',
      items: [{ type: 'article', id: article.id }],
      private: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: NewsletterMessages.updated,
      data: {
        subject: 'Changed subject',
        slug: 'changed-subject',
        private: true,
        intro: '<p>Kept</p>',
        preheader: '',
        items: [{ id: article.id }],
      },
    });
    expect((await send('PATCH', `${made.id}/`, admin, {})).statusCode).toBe(400);
    expect((await send('PATCH', '99999/', admin, { subject: 'x' })).statusCode).toBe(404);

    await t.db.updateTable('newsletters').set({ state: 'scheduled' }).where('id', '=', made.id).execute();
    expect((await send('PATCH', `${made.id}/`, admin, { preheader: 'Still fine' })).statusCode).toBe(200);
    const scheduledDelete = await send('DELETE', `${made.id}/`, admin);
    expect(scheduledDelete.statusCode).toBe(409);
    expect(scheduledDelete.json()).toMatchObject({ success: false, message: NewsletterMessages.notDeletable });

    for (const state of ['sending', 'sent'] as const) {
      await t.db.updateTable('newsletters').set({ state }).where('id', '=', made.id).execute();
      const refused = await send('PATCH', `${made.id}/`, admin, { subject: 'Too late' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, message: NewsletterMessages.notEditable });
      expect((await send('DELETE', `${made.id}/`, admin)).statusCode).toBe(409);
    }
    expect(saved<Newsletter>(await send('GET', `${made.id}/`, admin)).subject).toBe('Changed subject');

    const draft = await create({ subject: 'Gone soon', items: [{ type: 'blog', id: blog.id }] });
    const removed = await send('DELETE', `${draft.id}/`, admin);
    expect(removed.json()).toMatchObject({ success: true, data: { id: draft.id } });
    expect((await send('GET', `${draft.id}/`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `${draft.id}/`, admin)).statusCode).toBe(404);
  });

  it('offers published learn items to pick, by title', async () => {
    const items = saved<Array<{ type: string; id: number; title: string }>>(
      await send('GET', 'learn-items/?searchedText=river', admin),
    );
    expect(items).toEqual([
      expect.objectContaining({ type: 'blog', id: blog.id, title: 'Field notes from the river' }),
    ]);
    const every = saved<Array<{ id: number; title: string }>>(await send('GET', 'learn-items/', editor));
    expect(every.map((i) => i.title)).not.toContain(hidden.title);
    expect((await send('GET', 'learn-items/?limit=500', admin)).statusCode).toBe(400);
  });

  it('previews the email: subject, preheader, HTML with absolute links, plain text; unpublished items left out', async () => {
    const made = await create({
      subject: 'Preview <me>',
      intro: '<p>See <a href="/learn">everything</a>.</p>',
      items: [
        { type: 'blog', id: blog.id },
        { type: 'blog', id: hidden.id },
      ],
    });
    const preview = saved<{ subject: string; preheader: string; html: string; text: string }>(
      await send('GET', `${made.id}/preview/`, editor),
    );
    expect(preview.subject).toBe('Preview <me>');
    expect(preview.preheader).toBe('See everything.');
    expect(preview.html).toContain('Preview &lt;me&gt;');
    expect(preview.html).toContain(`href="${t.config.publicUrl}/learn"`);
    expect(preview.html).toContain(`${t.config.publicUrl}/blogs/${blog.slug}`);
    expect(preview.html).not.toContain('Not out yet');
    expect(preview.html).toMatch(new RegExp(`<img src="${t.config.publicUrl}/media/images/[^"]+"`));
    expect(preview.text).toContain(`Read: ${t.config.publicUrl}/blogs/${blog.slug}`);
    expect(preview.text).toContain(`everything (${t.config.publicUrl}/learn)`);
    expect((await send('GET', '99999/preview/', admin)).statusCode).toBe(404);
  });

  it('sends one test copy through the outbox, its subject marked; validates the address', async () => {
    const made = await create({ subject: 'Test me', items: [{ type: 'article', id: article.id }] });
    const bad = await send('POST', `${made.id}/test/`, admin, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors: { email: expect.any(String) } });
    expect((await send('POST', `${made.id}/test/`, admin, {})).statusCode).toBe(400);
    expect((await send('POST', '99999/test/', admin, { email: 'a@example.org' })).statusCode).toBe(404);

    const res = await send('POST', `${made.id}/test/`, editor, { email: editorEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NewsletterMessages.testSent(editorEmail) });
    const [mail] = await mailsTo(t, editorEmail);
    expect(mail).toContain('Subject: [Test] Test me');
    expect(mail).toContain('A long read on soil');
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
  });

  it('sends a test copy only to an active user of the site: any other address is 400, and nothing is sent (decision 067)', async () => {
    const made = await create({ subject: 'Only for us' });
    const deactivated = await signedInAdmin(t, 'editor');
    await t.db.updateTable('users').set({ state: 'deactivated' }).where('id', '=', deactivated.user.id).execute();
    const outbox = () =>
      t.db.selectFrom('mail_outbox').select('to_address').where('kind', '=', 'newsletter_test').execute();
    const before = (await outbox()).length;
    for (const email of ['stranger@example.org', deactivated.user.email, `x${editorEmail}`]) {
      const refused = await send('POST', `${made.id}/test/`, editor, { email });
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: NewsletterMessages.testNotAUser,
        errors: { email: NewsletterMessages.testNotAUser },
      });
    }
    expect(await outbox()).toHaveLength(before);

    // A user's address in other letters is theirs: the copy goes to it as stored.
    const res = await send('POST', `${made.id}/test/`, editor, { email: editorEmail.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect((await outbox()).slice(before).map((row) => row.to_address)).toEqual([editorEmail]);

    // What the dialog offers: the active users, not the deactivated one.
    const offered = await send('GET', 'test-recipients/', editor);
    expect(offered.statusCode).toBe(200);
    const emails = offered.json().data.map((user: { email: string }) => user.email);
    expect(emails).toContain(editorEmail);
    expect(emails).not.toContain(deactivated.user.email);
    expect(offered.json().data.find((user: { email: string }) => user.email === editorEmail)).toEqual({
      email: editorEmail,
      name: 'Ada Lovelace',
    });
    expect((await send('GET', 'test-recipients/')).statusCode).toBe(401);
  });

  describe('the public archive', () => {
    /** Marks a newsletter sent (decision 053 does it when sending ends). */
    const markSent = (id: number, sent_at: string) =>
      t.db.updateTable('newsletters').set({ state: 'sent', sent_at }).where('id', '=', id).execute();

    it('shows sent newsletters that are not private, newest first; unsent and private ones are 404', async () => {
      const older = await create({
        subject: 'Archive October',
        preheader: 'Autumn',
        items: [{ type: 'blog', id: blog.id }],
      });
      const newer = await create({ subject: 'Archive November', intro: '<p>Hello</p>', selection: 'since_last' });
      const secret = await create({ subject: 'Archive members only', private: true });
      const draft = await create({ subject: 'Archive draft' });
      await markSent(older.id, '2026-10-01T08:00:00.000Z');
      await markSent(newer.id, new Date().toISOString());
      await markSent(secret.id, '2026-10-15T08:00:00.000Z');

      const list = await t.app.inject({ url: '/api/newsletters/archive/' });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((n: { slug: string }) => n.slug)).toEqual(['archive-november', 'archive-october']);

      const page = await t.app.inject({ url: '/api/newsletters/archive/archive-october/' });
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({
        subject: 'Archive October',
        preheader: 'Autumn',
        sent_at: '2026-10-01T08:00:00.000Z',
        items: [
          { type: 'blog', slug: blog.slug, title: 'Field notes from the river', summary: 'What we saw downstream' },
        ],
      });
      // "Since the last newsletter": what was published after October's went out (the three learn items of this file).
      const since = (await t.app.inject({ url: '/api/newsletters/archive/archive-november/' })).json().data;
      expect(since.items.map((i: { slug: string }) => i.slug).sort()).toEqual([article.slug, blog.slug].sort());

      for (const slug of [secret.slug, draft.slug, 'no-such-newsletter']) {
        const res = await t.app.inject({ url: `/api/newsletters/archive/${slug}/` });
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual({ success: false, message: NewsletterMessages.notFound });
      }
      expect((await t.app.inject({ url: '/api/newsletters/archive/Not_A_Slug/' })).statusCode).toBe(400);

      // The sent one links to its archive page from the email; a private one does not.
      const preview = saved<{ html: string }>(await send('GET', `${older.id}/preview/`, admin));
      expect(preview.html).toContain(`${t.config.publicUrl}/newsletters/archive-october`);
      const privatePreview = saved<{ html: string }>(await send('GET', `${secret.id}/preview/`, admin));
      expect(privatePreview.html).not.toContain('/newsletters/archive-members-only');

      // Decision 086: every sent newsletter has a web address; a private one's is unlisted, by token, and its mail links it.
      const one = async (id: number) => saved<Newsletter>(await send('GET', `${id}/`, admin));
      expect((await one(older.id)).webUrl).toBe('/newsletters/archive-october');
      expect((await one(draft.id)).webUrl).toBeNull();
      const secretUrl = (await one(secret.id)).webUrl!;
      expect(secretUrl).toMatch(/^\/newsletters\/web\/[A-Za-z0-9_-]{32}$/);
      expect(privatePreview.html).toContain(`${t.config.publicUrl}${secretUrl}`);
      const token = secretUrl.split('/').at(-1)!;
      const web = await t.app.inject({ url: `/api/newsletters/web/${token}/` });
      expect(web.statusCode).toBe(200);
      expect(web.json().data).toMatchObject({ subject: 'Archive members only', slug: secret.slug });
      const draftToken = (
        await t.db.selectFrom('newsletters').select('web_token').where('id', '=', draft.id).executeTakeFirstOrThrow()
      ).web_token!;
      for (const unknown of [draftToken, 'A'.repeat(32)]) {
        const res = await t.app.inject({ url: `/api/newsletters/web/${unknown}/` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: NewsletterMessages.notFound });
      }
      expect((await t.app.inject({ url: '/api/newsletters/web/short!/' })).statusCode).toBe(400);

      const sitemap = await t.app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`<loc>${t.config.publicUrl}/newsletters</loc>`);
      expect(sitemap.body).toContain(`<loc>${t.config.publicUrl}/newsletters/archive-october</loc>`);
      expect(sitemap.body).not.toContain('archive-members-only');
      expect(sitemap.body).not.toContain('archive-draft');
      expect(sitemap.body).not.toContain('/newsletters/web/');

      const feed = await t.app.inject({ url: '/newsletters.xml' });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('application/rss+xml');
      expect(feed.body).toContain(`<link>${t.config.publicUrl}/newsletters/archive-november</link>`);
      expect(feed.body).toContain('<description>Autumn</description>');
      expect(feed.body).not.toContain('members-only');
      expect(feed.body.indexOf('archive-november')).toBeLessThan(feed.body.indexOf('archive-october'));
    });
  });
});
