import { type AuditEntry, auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { RedirectScreenTexts } from '@atrium/contract/redirects';
import { describe, expect, it } from 'vitest';
import { learnApi, saved } from '../../testing/learn-fixtures.ts';
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
