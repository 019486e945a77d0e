import { latestToday, LearnMessages, learnRequired, LearnTypes } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import { learnApi, pngPart, refused, saved } from '../../testing/learn-fixtures.ts';
import { textPosingAsPng } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { LearnTables } from './learn.tables.ts';

/** The rules every learn type shares (requirements 2 §5), once per type: the base is written once, but each type runs it. */
const ctx = useSignedInApp();
const api = learnApi(ctx);

function daysFrom(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(LearnTypes)('%s: the learn-item base', (type) => {
  const rows = () => ctx.t.db.selectFrom(LearnTables[type]).selectAll().execute();

  it('requires page, title, description and date with "Required fields are missing."', async () => {
    const before = (await rows()).length;
    for (const field of learnRequired) {
      refused(await api.create(type, { [field]: undefined }), field, LearnMessages.requiredMissing);
      refused(await api.create(type, { [field]: '' }), field, LearnMessages.requiredMissing);
    }
    refused(await api.create(type, { title: '   ' }), 'title', LearnMessages.requiredMissing);
    // An empty editor still sends markup.
    for (const description of ['<p><br></p>', '<p>&nbsp;</p>', '<script>alert(1)</script>']) {
      refused(await api.create(type, { description }), 'description', LearnMessages.requiredMissing);
    }
    expect((await rows()).length).toBe(before);
  });

  it('answers created_at as the item’s own date, apart from when the row was made', async () => {
    const item = await api.created(type, { created_at: '2024-02-29T00:00:00.000Z' });
    expect(item.created_at).toBe('2024-02-29');
    expect(item.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const stored = await ctx.t.db
      .selectFrom(LearnTables[type])
      .select(['content_date', 'created_at'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.content_date).toBe('2024-02-29');
    expect(stored.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('takes the spec client’s ISO timestamp on create and update and stores its calendar date (issue 24)', async () => {
    const item = await api.created(type, { created_at: '2024-03-15T12:00:00.000Z' });
    expect(item.created_at).toBe('2024-03-15');
    expect(saved(await api.patch(type, item.id, { created_at: '2024-03-16T23:59:59+02:00' })).created_at).toBe(
      '2024-03-16',
    );
    const stored = await ctx.t.db
      .selectFrom(LearnTables[type])
      .select('content_date')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.content_date).toBe('2024-03-16');
  });

  it('refuses a date in the future, a malformed time, or a day that does not exist', async () => {
    const today = latestToday();
    refused(await api.create(type, { created_at: daysFrom(today, 1) }), 'created_at', LearnMessages.dateInFuture);
    refused(
      await api.create(type, { created_at: `${daysFrom(today, 1)}T12:00:00.000Z` }),
      'created_at',
      LearnMessages.dateInFuture,
    );
    for (const bad of [
      '2025-03-01T25:30:00Z',
      '2025-03-01T10:30',
      '2025-02-30T12:00:00Z',
      '2025-03-01 00:00',
      '2025-02-30',
      '01/03/2025',
      'yesterday',
    ]) {
      refused(await api.create(type, { created_at: bad }), 'created_at', LearnMessages.dateInvalid);
    }
    expect((await api.created(type, { created_at: daysFrom(today, -1) })).created_at).toBe(daysFrom(today, -1));
  });

  it('requires the CTA URL while the CTA is on, accepts http(s) and site paths, and clears it when off', async () => {
    refused(await api.create(type, { cta_status: 1 }), 'cta_url', LearnMessages.ctaUrlRequired);
    refused(await api.create(type, { cta_status: 1, cta_url: '' }), 'cta_url', LearnMessages.ctaUrlRequired);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'not a url']) {
      refused(await api.create(type, { cta_status: 1, cta_url: bad }), 'cta_url', LearnMessages.ctaUrlInvalid);
    }
    const item = await api.created(type, { cta_status: 1, cta_url: '/about-us' });
    expect(item).toMatchObject({ cta_status: 1, cta_url: '/about-us' });
    expect(saved(await api.patch(type, item.id, { cta_url: 'https://example.org/x' }))).toMatchObject({
      cta_url: 'https://example.org/x',
    });
    expect(saved(await api.patch(type, item.id, { cta_status: 0 }))).toMatchObject({ cta_status: 0, cta_url: null });
    const off = await api.created(type, { cta_status: 0, cta_url: 'https://example.org/ignored' });
    expect(off.cta_url).toBeNull();
  });

  it('takes categories only from the active learn categories', async () => {
    const inactive = await api.category(`Dormant ${type}`, 2, { status: 0 });
    const mediaType = await api.category(`Kind ${type}`, 1, { icon: 2 });
    const founder = 1;
    for (const categories of ['999999', String(inactive), String(mediaType), String(founder), `5,${inactive}`]) {
      refused(await api.create(type, { categories }), 'categories', LearnMessages.categoryInvalid);
    }
    const malformed = await api.create(type, { categories: '5,abc' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors ?? {}).some((key) => key.startsWith('categories'))).toBe(true);
  });

  it('answers the categories in the categories’ order; absent keeps them, empty clears them', async () => {
    const first = await api.category(`First ${type}`);
    const second = await api.category(`Second ${type}`);
    const item = await api.created(type, { categories: `${second},${first},${first}` });
    expect(item.categories).toEqual([first, second]);
    expect(item.categoryNames).toEqual([`First ${type}`, `Second ${type}`]);
    expect(item.category_details).toEqual([
      { id: first, name: `First ${type}`, categoryType: 2 },
      { id: second, name: `Second ${type}`, categoryType: 2 },
    ]);
    expect(saved(await api.patch(type, item.id, { title: 'Renamed' })).categories).toEqual([first, second]);
    expect(saved(await api.patch(type, item.id, { categories: String(second) })).categories).toEqual([second]);
    expect(saved(await api.patch(type, item.id, { categories: '' })).categories).toEqual([]);
  });

  it('keeps a category the item already has after it is deactivated, without showing its name', async () => {
    const tag = await api.category(`Fading ${type}`);
    const item = await api.created(type, { categories: `5,${tag}` });
    const off = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${tag}/`,
      headers: ctx.auth,
      payload: { status: 0 },
    });
    expect(off.statusCode, off.body).toBe(200);
    const edited = saved(await api.patch(type, item.id, { title: 'Edited', categories: `5,${tag}` }));
    expect(edited.categories).toEqual([5, tag]);
    expect(edited.categoryNames).toEqual(['Initiatives']);
    // A new item cannot take it.
    refused(await api.create(type, { categories: String(tag) }), 'categories', LearnMessages.categoryInvalid);
  });

  it('has an optional author image: absent keeps it, empty clears it, a non-image is refused with the spec text', async () => {
    const item = await api.created(type, { authorName: 'Ada', authorImage: pngPart('face.png') });
    expect(item.authorImage).toMatch(/^\/media\/images\/[0-9a-f]{32}\.png$/);
    expect(item.authorName).toBe('Ada');
    expect(saved(await api.patch(type, item.id, { title: 'Still Ada' })).authorImage).toBe(item.authorImage);
    expect(saved(await api.patch(type, item.id, { authorName: '', authorImage: '' }))).toMatchObject({
      authorImage: null,
      authorName: '',
    });
    refused(await api.create(type, { authorImage: textPosingAsPng() }), 'authorImage', LearnMessages.imageFormats, 415);
  });
});
