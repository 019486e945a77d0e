import { systemClock } from '../../service-deps.ts';
import { LearnMessages, MAX_SLUG_LENGTH } from '@atrium/contract/learn';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { learnApi, saved } from '../../testing/learn-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { createLearnService, type LearnService } from './learn.service.ts';

const ctx = useSignedInApp();
const api = learnApi(ctx);
let service: LearnService;
beforeAll(() => {
  service = createLearnService({ db: ctx.t.db, clock: systemClock });
});

/** The AppError `work` throws. */
async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('slugs made on create', () => {
  it('come from the title, folded to ASCII; a title without letters or digits gives the type', async () => {
    expect((await api.created('blog', { title: 'Café Crème: L’été à Zürich!' })).slug).toBe(
      'cafe-creme-l-ete-a-zurich',
    );
    expect((await api.created('article', { title: 'Straße & Œuvre — Łódź' })).slug).toBe('strasse-oeuvre-lodz');
    expect((await api.created('video', { title: '¡¿…?!' })).slug).toBe('video');
    expect((await api.created('podcast', { title: '日本語' })).slug).toBe('podcast');
    const long = await api.created('blog', { title: 'word '.repeat(40) });
    expect(long.slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(long.slug).toMatch(/^word(-word)+$/);
  });

  it('are unique across the four types, numbered from -2', async () => {
    const slugs = [];
    for (const type of ['blog', 'video', 'article', 'podcast', 'blog'] as const) {
      slugs.push((await api.created(type, { title: 'Shared Title' })).slug);
    }
    expect(slugs).toEqual(['shared-title', 'shared-title-2', 'shared-title-3', 'shared-title-4', 'shared-title-5']);
  });

  it('never take a default page’s slug or a word of the API', async () => {
    expect((await api.created('blog', { title: 'Home' })).slug).toBe('home-2');
    expect((await api.created('video', { title: 'About Us' })).slug).toBe('about-us-2');
    expect((await api.created('article', { title: 'Reorder' })).slug).toBe('reorder-2');
    expect((await api.created('podcast', { title: 'Learn' })).slug).toBe('learn-2');
  });

  it('are kept when the title is edited', async () => {
    const item = await api.created('article', { title: 'First Words' });
    const edited = saved(await api.patch('article', item.id, { title: 'Other Words Entirely' }));
    expect(edited.slug).toBe('first-words');
    expect((await api.created('blog', { title: 'Other Words Entirely' })).slug).toBe('other-words-entirely');
  });

  it('stay reserved by a deleted item', async () => {
    const gone = await api.created('blog', { title: 'Soon Gone' });
    await api.remove('blog', gone.id);
    expect((await api.created('video', { title: 'Soon Gone' })).slug).toBe('soon-gone-2');
    await api.read('/api/learn-blogs/slug/soon-gone/', 404);
    expect(
      (await failure(service.changeSlug('article', (await api.created('article')).id, 'soon-gone'))).statusCode,
    ).toBe(409);
  });

  it('are distinct when items with one title are created at the same moment', async () => {
    const types = ['blog', 'video', 'podcast', 'article', 'video', 'blog'] as const;
    const responses = await Promise.all(types.map((type) => api.create(type, { title: 'Race Condition', status: 1 })));
    const slugs = responses.map((r) => saved(r, 201).slug).sort();
    expect(slugs).toEqual(['race-condition', ...[2, 3, 4, 5, 6].map((n) => `race-condition-${n}`)].sort());
  });
});

describe('changeSlug (for the page-meta screen)', () => {
  it('sets a new slug; the old one answers 301 with the new address', async () => {
    const item = await api.created('video', { title: 'Before Change' });
    const changed = await service.changeSlug('video', item.id, 'after-change');
    expect(changed).toMatchObject({ id: item.id, slug: 'after-change', title: 'Before Change' });

    const moved = await ctx.t.app.inject({ url: '/api/learn-videos/slug/before-change/' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/learn-videos/slug/after-change/');
    expect(moved.json()).toEqual({
      success: true,
      message: LearnMessages.moved('/api/learn-videos/slug/after-change/'),
      data: { slug: 'after-change', location: '/api/learn-videos/slug/after-change/' },
    });
    expect((await api.read<{ id: number }>('/api/learn-videos/slug/after-change/')).data.id).toBe(item.id);
  });

  it('may take back one of the item’s own old slugs; every older one then points there', async () => {
    const item = await api.created('podcast', { title: 'Round Trip' });
    await service.changeSlug('podcast', item.id, 'detour');
    expect((await service.changeSlug('podcast', item.id, 'round-trip')).slug).toBe('round-trip');
    const moved = await ctx.t.app.inject({ url: '/api/learn-podcasts/slug/detour/' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/learn-podcasts/slug/round-trip/');
    // Setting the slug it has changes nothing.
    expect((await service.changeSlug('podcast', item.id, 'round-trip')).slug).toBe('round-trip');
  });

  it('refuses a malformed slug (400), a reserved one or one another item has or had (409)', async () => {
    const item = await api.created('blog', { title: 'Mine' });
    const other = await api.created('article', { title: 'Theirs' });
    await service.changeSlug('article', other.id, 'theirs-now');
    for (const bad of ['Upper', 'two words', 'a--b', '-lead', 'trail-', 'caf\u00e9', '', 'x'.repeat(81)]) {
      const error = await failure(service.changeSlug('blog', item.id, bad));
      expect(error.statusCode, bad).toBe(400);
      expect(error.errors?.slug).toBe(LearnMessages.slugInvalid);
    }
    // Decision 045: the site's and the server's top-level paths too (issue 23).
    for (const reserved of ['home', 'learn', 'contact-us', 'reorder', 'admin', 'api', 'media', 'blogs', 'preview']) {
      const error = await failure(service.changeSlug('blog', item.id, reserved));
      expect(error.statusCode, reserved).toBe(409);
      expect(error.message).toBe(LearnMessages.slugReserved);
    }
    for (const taken of ['theirs-now', 'theirs']) {
      const error = await failure(service.changeSlug('blog', item.id, taken));
      expect(error.statusCode, taken).toBe(409);
      expect(error.message).toBe(LearnMessages.slugTaken);
    }
    expect((await api.read<{ slug: string }>('/api/learn-blogs/slug/mine/')).data.slug).toBe('mine');
    // A title that is a reserved word gets the next free slug.
    expect((await api.created('blog', { title: 'Admin' })).slug).toBe('admin-2');
  });

  it('answers 404 for an unknown or deleted item', async () => {
    expect((await failure(service.changeSlug('blog', 999_999, 'anything'))).statusCode).toBe(404);
    const item = await api.created('blog', { title: 'Deleted Before Change' });
    await api.remove('blog', item.id);
    expect((await failure(service.changeSlug('blog', item.id, 'anything'))).statusCode).toBe(404);
  });
});
