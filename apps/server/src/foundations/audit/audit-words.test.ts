import { type AuditEntry, auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { RedirectScreenTexts } from '@atrium/contract/redirects';
import { describe, expect, it } from 'vitest';
import { learnApi, saved } from '../../testing/learn-fixtures.ts';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { insertSubscribers } from '../../testing/newsletters.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decision 085: the audit log and the revision compare tell a write in words: the action where
 * the write happened, the record's title (kept after a permanent delete), only what changed, and
 * categories, switches and statuses by name.
 */
const ctx = useSignedInApp();
const api = learnApi(ctx);

async function latest(resource: string): Promise<AuditEntry> {
  const res = await ctx.t.app.inject({ url: `/api/audit-log/?resource=${resource}&limit=1`, headers: ctx.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.items[0];
}

describe('the audit log in words (decision 085)', () => {
  it('a blog’s edit: only what changed, categories by name, a switch as words, rich text as changed', async () => {
    const soil = await api.category('Soil');
    const rivers = await api.category('Rivers');
    const blog = await api.created('blog', { title: 'Field notes', categories: String(soil), status: 0 });
    expect(await latest('learn-blogs')).toMatchObject({ action: 'create', summary: { title: 'Field notes' } });

    saved(
      await api.patch('blog', blog.id, {
        categories: [soil, rivers],
        cta_status: 1,
        cta_url: '/about-us',
        description: '<p>What we saw downstream.</p>',
      }),
    );
    const edit = await latest('learn-blogs');
    expect(edit).toMatchObject({ action: 'update', record_id: String(blog.id), summary: { title: 'Field notes' } });
    const lines = auditSummaryLines(edit.summary);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Categories: Soil → Soil, Rivers',
        'Call-to-action button: Off → On',
        'CTA URL: (empty) → /about-us',
        'Description: changed',
      ]),
    );
    // The title was sent with nothing new: not a change.
    expect(lines.some((line) => line.startsWith('Title'))).toBe(false);

    // The revision compare says the same values.
    const { items } = (
      await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/revisions/`, headers: ctx.auth })
    ).json().data;
    const first = items.at(-1).id;
    const detail = (
      await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/revisions/${first}/`, headers: ctx.auth })
    ).json().data;
    expect(detail.words.labels).toMatchObject({ cta_status: 'Call-to-action button', categories: 'Categories' });
    expect(detail.words.data).toMatchObject({ categories: 'Soil', cta_status: 'Off' });
    expect(detail.words.current).toMatchObject({ categories: 'Soil, Rivers', cta_status: 'On' });

    // Published by a save of its status alone; scheduled by a publish time ahead.
    saved(await api.patch('blog', blog.id, { status: 1 }));
    expect(await latest('learn-blogs')).toMatchObject({ action: 'publish', summary: { title: 'Field notes' } });
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    saved(await api.patch('blog', blog.id, { publish_at: ahead }));
    expect((await latest('learn-blogs')).action).toBe('schedule');
  });

  it('keeps the title of a record deleted permanently', async () => {
    const blog = await api.created('blog', { title: 'Gone for good' });
    await api.remove('blog', blog.id);
    expect(await latest('learn-blogs')).toMatchObject({ action: 'delete', summary: { title: 'Gone for good' } });
    const forever = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/learn-blogs/${blog.id}/permanent/`,
      headers: ctx.auth,
    });
    expect(forever.statusCode).toBe(200);
    const entry = await latest('learn-blogs');
    expect(entry).toMatchObject({
      action: 'delete_forever',
      record_id: String(blog.id),
      summary: { title: 'Gone for good' },
    });
    expect((await ctx.t.app.inject({ url: `/api/learn-blogs/${blog.id}/`, headers: ctx.auth })).statusCode).toBe(404);
  });

  it('a redirect’s {status} is its HTTP code: an edit, told as one, not a publish', async () => {
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/redirects/',
      headers: ctx.auth,
      payload: { from: '/old-address', to: '/learn', status: 301 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const patched = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/redirects/${id}/`,
      headers: ctx.auth,
      payload: { status: 302 },
    });
    expect(patched.statusCode).toBe(200);
    const entry = await latest('redirects');
    expect(entry).toMatchObject({
      action: 'update',
      summary: {
        title: '/old-address',
        changes: [{ field: 'status', label: RedirectScreenTexts.status, before: '301', after: '302' }],
      },
    });
  });

  it('names a subscriber deleted from Mailing Lists by id alone: the log keeps no address of theirs', async () => {
    const [subscriber] = await insertSubscribers(ctx.t.db, [{ email: 'erase-me@example.org' }]);
    const res = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/mailinglists/${subscriber!.id}/`,
      headers: ctx.auth,
    });
    expect(res.statusCode).toBe(200);
    const entry = await latest('mailinglists');
    expect(entry).toMatchObject({ action: 'delete', summary: { title: `#${subscriber!.id}` } });
    expect(JSON.stringify(entry)).not.toContain('erase-me');
  });

  it('reads an older entry as it was recorded: the names of the fields sent', () => {
    expect(auditSummaryLines({ fields: ['status'] })).toEqual(['Fields sent: status']);
    expect(auditSummaryLines({ fields: ['ids'], ids: [4, 5] })).toEqual(['Fields sent: ids', 'ids: 4, 5']);
    expect(auditSummaryLines(null)).toEqual([]);
  });
});

describe('the other screens in words (decision 088)', () => {
  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.t.app.inject({ method, url, headers: ctx.auth, ...(payload ? { payload } : {}) });

  it('a choice by its label, not its stored value', async () => {
    const blog = await api.created('blog', { title: 'Moved post' });
    saved(await api.patch('blog', blog.id, { selectedPage: 'home' }));
    expect(auditSummaryLines((await latest('learn-blogs')).summary)).toContain('Selected page: Learn → Home');
  });

  it('users: named by name and email, the role and status old → new, kept after a delete', async () => {
    const invited = await call('POST', '/api/users/invitations/', { email: 'new-editor@example.org', role: 'editor' });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().data.id as number;
    expect(await latest('users')).toMatchObject({ action: 'invite', summary: { title: 'new-editor@example.org' } });
    expect(auditSummaryLines((await latest('users')).summary)).toEqual(['Role: Editor']);

    expect((await call('PATCH', `/api/users/${id}/`, { role: 'administrator' })).statusCode).toBe(200);
    const changed = await latest('users');
    expect(changed.action).toBe('role_change');
    expect(auditSummaryLines(changed.summary)).toEqual(['Role: Editor → Administrator']);

    expect((await call('DELETE', `/api/users/${id}/`)).statusCode).toBe(200);
    expect(await latest('users')).toMatchObject({ action: 'delete', summary: { title: 'new-editor@example.org' } });
  });

  it('media: a file by its name, its alt text old → new, its name kept after it is deleted', async () => {
    const body = await multipart({
      file: { filename: 'river-bank.png', content: await pngBytes(), type: 'image/png' },
      alt: 'A river',
    });
    const uploaded = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/media/',
      headers: { ...ctx.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().data.id as number;
    const created = await latest('media');
    expect(created).toMatchObject({ action: 'create', summary: { title: 'river-bank.png' } });
    expect(auditSummaryLines(created.summary)).toEqual(['Alt text: A river']);

    expect((await call('PATCH', `/api/media/${id}/`, { alt: 'A river at dawn' })).statusCode).toBe(200);
    expect(auditSummaryLines((await latest('media')).summary)).toEqual(['Alt text: A river → A river at dawn']);

    expect((await call('DELETE', `/api/media/${id}/`)).statusCode).toBe(200);
    expect(await latest('media')).toMatchObject({ action: 'delete', summary: { title: 'river-bank.png' } });
  });

  it('previews: a link by what it shows, created and revoked', async () => {
    const blog = await api.created('blog', { title: 'Shared draft', status: 0 });
    const link = await call('POST', '/api/preview-links/', { type: 'blog', id: blog.id });
    expect(link.statusCode, link.body).toBe(201);
    expect(await latest('preview-links')).toMatchObject({ action: 'create', summary: { title: 'Shared draft' } });
    expect((await call('DELETE', `/api/preview-links/${link.json().data.id}/`)).statusCode).toBe(200);
    expect(await latest('preview-links')).toMatchObject({ action: 'delete', summary: { title: 'Shared draft' } });
  });
});
