import type { SitePage } from '@atrium/contract/enums';
import { type FoldName, foldsAllowedOn, PageMessages, PageTexts } from '@atrium/contract/pages';
import { beforeEach, describe, expect, it } from 'vitest';
import { learnApi, refused } from '../../testing/learn-fixtures.ts';
import { answered, pagesApi } from '../../testing/pages-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();
const pages = pagesApi(ctx);

/** Sets a default page's folds directly (shown, positions 1..n), so each test starts from a known list. */
async function setFolds(page: SitePage, names: FoldName[]) {
  const row = await ctx.t.db.selectFrom('pages').select('id').where('custom_url', '=', page).executeTakeFirstOrThrow();
  await ctx.t.db.deleteFrom('page_folds').where('page_id', '=', row.id).execute();
  const now = new Date().toISOString();
  if (names.length) {
    await ctx.t.db
      .insertInto('page_folds')
      .values(
        names.map((name, i) => ({
          page_id: row.id,
          name,
          position: i + 1,
          status: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return pages.defaultPage(page);
}

const positions = (page: { folds: Array<{ name: string; position: number }> }) =>
  page.folds.map((f) => [f.name, f.position]);

beforeEach(async () => {
  await setFolds('home', ['hero slider', 'recent content', 'testimonials']);
});

describe('adding a fold (PATCH with fold.id 0)', () => {
  it('adds it at the end, shown, and answers the page', async () => {
    const page = answered(
      await pages.saveFold('home', { id: 0, name: 'advisory board', status: 0, position: 0 }, { customUrl: 'home' }),
      PageTexts.foldAdded,
    );
    expect(page.customUrl).toBe('home');
    expect(positions(page)).toEqual([
      ['hero slider', 1],
      ['recent content', 2],
      ['testimonials', 3],
      ['advisory board', 4],
    ]);
    expect(page.folds[3]!.status).toBe(0);
    expect(page.folds[3]!.id).toBeGreaterThan(0);
    // Without position or status, and without customUrl: the same.
    const next = answered(await pages.saveFold('home', { id: 0, name: 'mission vision goal' }), PageTexts.foldAdded);
    expect(next.folds.at(-1)).toMatchObject({ name: 'mission vision goal', position: 5, status: 0 });
  });

  it('adds it at the position asked for, moving the ones from there down; past the end means the end', async () => {
    const page = answered(
      await pages.saveFold('home', { id: 0, name: 'advisory board', position: 1 }),
      PageTexts.foldAdded,
    );
    expect(positions(page)).toEqual([
      ['advisory board', 1],
      ['hero slider', 2],
      ['recent content', 3],
      ['testimonials', 4],
    ]);
    const later = answered(
      await pages.saveFold('home', { id: 0, name: 'featured initiatives', position: 99 }),
      PageTexts.foldAdded,
    );
    expect(later.folds.at(-1)).toMatchObject({ name: 'featured initiatives', position: 5 });
  });

  it('adds a hidden fold when status is 1: the public page leaves it out', async () => {
    const page = answered(
      await pages.saveFold('home', { id: 0, name: 'advisory board', status: 1 }),
      PageTexts.foldAdded,
    );
    expect(page.folds.at(-1)).toMatchObject({ name: 'advisory board', status: 1 });
    const shown = (await ctx.t.app.inject({ url: '/api/pages/home/' })).json().data.folds;
    expect(shown.map((f: { name: string }) => f.name)).toEqual(['hero slider', 'recent content', 'testimonials']);
  });

  it('requires a fold name: “Please select a fold.”', async () => {
    for (const fold of [{ id: 0 }, { id: 0, name: '' }, { id: 0, name: null }, { id: 0, name: 'carousel' }]) {
      const res = await pages.saveFold('home', fold);
      refused(res, 'fold.name', PageMessages.foldRequired);
      expect(res.json().message).toBe(PageMessages.foldRequired);
    }
    expect(await pages.foldNames('home')).toEqual(['hero slider', 'recent content', 'testimonials']);
  });

  it('accepts each name only on the pages that take it (recent content on home, initiatives on initiatives)', async () => {
    refused(
      await pages.saveFold('learn', { id: 0, name: 'recent content' }),
      'fold.name',
      PageMessages.foldNotAllowed('recent content', 'learn'),
    );
    refused(
      await pages.saveFold('home', { id: 0, name: 'initiatives' }),
      'fold.name',
      PageMessages.foldNotAllowed('initiatives', 'home'),
    );
    expect(PageMessages.foldNotAllowed('initiatives', 'home')).toBe(
      'The Initiatives list section cannot be added to the Home page.',
    );
    // Every name allowed on a page can be added to it.
    await setFolds('about-us', []);
    for (const name of foldsAllowedOn('about-us')) {
      answered(await pages.saveFold('about-us', { id: 0, name }), PageTexts.foldAdded);
    }
    expect(await pages.foldNames('about-us')).toEqual(foldsAllowedOn('about-us'));
    expect(foldsAllowedOn('about-us')).not.toContain('recent content');
  });

  it('refuses a name already on the page (409), including two adds at the same moment', async () => {
    refused(
      await pages.saveFold('home', { id: 0, name: 'testimonials' }),
      'fold.name',
      PageMessages.foldDuplicate,
      409,
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => pages.saveFold('home', { id: 0, name: 'advisory board' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await pages.foldNames('home')).toEqual(['hero slider', 'recent content', 'testimonials', 'advisory board']);
  });

  it('gives folds added at the same moment distinct positions 1..n', async () => {
    const names: FoldName[] = ['advisory board', 'mission vision goal', 'featured initiatives', 'About Us CEO'];
    const answers = await Promise.all(names.map((name) => pages.saveFold('home', { id: 0, name })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const page = await pages.defaultPage('home');
    expect(page.folds.map((f) => f.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(page.folds.map((f) => f.name))).toEqual(
      new Set(['hero slider', 'recent content', 'testimonials', ...names]),
    );
  });

  it('adds folds only to a default page named in the address', async () => {
    const item = await learnApi(ctx).created('blog', { title: 'Folds Not Here' });
    for (const url of [item.slug, 'no-such-page', 'Home']) {
      const res = await pages.call('PATCH', `/api/pages/${url}/`, { fold: { id: 0, name: 'testimonials' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: PageMessages.pageNotFound });
    }
    refused(
      await pages.saveFold('home', { id: 0, name: 'advisory board' }, { customUrl: 'learn' }),
      'customUrl',
      PageMessages.foldPageMismatch,
    );
    expect(await pages.foldNames('learn')).not.toContain('advisory board');
    expect(await pages.foldNames('home')).not.toContain('advisory board');
  });
});

describe('editing a fold (PATCH with its id)', () => {
  it('changes its name and status; an absent status is kept, the position too', async () => {
    const before = await pages.defaultPage('home');
    const fold = before.folds[2]!;
    const hidden = answered(
      await pages.saveFold('home', { id: fold.id, name: 'advisory board', status: 1, position: 1 }),
      PageTexts.foldUpdated,
    );
    expect(hidden.folds[2]).toEqual({ id: fold.id, name: 'advisory board', position: 3, status: 1 });
    const renamed = answered(
      await pages.saveFold('home', { id: fold.id, name: 'testimonials' }),
      PageTexts.foldUpdated,
    );
    expect(renamed.folds[2]).toEqual({ id: fold.id, name: 'testimonials', position: 3, status: 1 });
    const shown = answered(
      await pages.saveFold('home', { id: fold.id, name: 'testimonials', status: 0 }),
      PageTexts.foldUpdated,
    );
    expect(shown.folds[2]!.status).toBe(0);
    // Saving a fold as it is: accepted, nothing changes.
    expect(answered(await pages.saveFold('home', { ...shown.folds[2]! }), PageTexts.foldUpdated).folds).toEqual(
      shown.folds,
    );
  });

  it('refuses a name another fold of the page has, or one the page does not take', async () => {
    const [hero] = (await pages.defaultPage('home')).folds;
    refused(
      await pages.saveFold('home', { id: hero!.id, name: 'testimonials' }),
      'fold.name',
      PageMessages.foldDuplicate,
      409,
    );
    refused(
      await pages.saveFold('home', { id: hero!.id, name: 'initiatives' }),
      'fold.name',
      PageMessages.foldNotAllowed('initiatives', 'home'),
    );
    refused(await pages.saveFold('home', { id: hero!.id, name: '' }), 'fold.name', PageMessages.foldRequired);
    expect(await pages.foldNames('home')).toEqual(['hero slider', 'recent content', 'testimonials']);
  });

  it('answers 404 for a fold that is not on that page', async () => {
    const learnFold = (await pages.defaultPage('learn')).folds[0]!;
    for (const id of [learnFold.id, 999_999]) {
      const res = await pages.saveFold('home', { id, name: 'advisory board' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: PageMessages.foldNotFound });
    }
    expect((await pages.defaultPage('learn')).folds[0]).toEqual(learnFold);
  });
});

describe('DELETE /api/pages/{customUrl}/', () => {
  it('deletes the fold for good and renumbers the others from 1', async () => {
    const [, middle] = (await pages.defaultPage('home')).folds;
    const page = answered(await pages.deleteFold('home', middle!.id), PageTexts.foldDeleted);
    expect(positions(page)).toEqual([
      ['hero slider', 1],
      ['testimonials', 2],
    ]);
    expect(await ctx.t.db.selectFrom('page_folds').select('id').where('id', '=', middle!.id).execute()).toEqual([]);
    // Gone: a second delete finds nothing. The name can be added again.
    expect((await pages.deleteFold('home', middle!.id)).statusCode).toBe(404);
    answered(await pages.saveFold('home', { id: 0, name: 'recent content' }), PageTexts.foldAdded);
  });

  it('answers 404 for a fold of another page or an unknown page, and 400 for a body without a fold id', async () => {
    const learnFold = (await pages.defaultPage('learn')).folds[0]!;
    const res = await pages.deleteFold('home', learnFold.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PageMessages.foldNotFound);
    expect((await pages.deleteFold('no-such-page', learnFold.id)).json().message).toBe(PageMessages.pageNotFound);
    for (const id of [0, -1, 'x', null, 1.5, undefined]) {
      const bad = await pages.deleteFold('home', id);
      expect(bad.statusCode, String(id)).toBe(400);
      expect(bad.json().errors.id).toBe('id must be a fold id.');
    }
    expect((await pages.defaultPage('learn')).folds).toContainEqual(learnFold);
  });
});

describe('POST /api/pages/reorder/', () => {
  it('renumbers the folds 1..n in the order of the positions sent', async () => {
    const page = await pages.defaultPage('home');
    const [a, b, c] = page.folds;
    const reordered = answered(
      await pages.reorder(page.id, [
        { id: a!.id, position: 3 },
        { id: b!.id, position: 1 },
        { id: c!.id, position: 2 },
      ]),
      PageTexts.orderUpdated,
    );
    expect(positions(reordered)).toEqual([
      ['recent content', 1],
      ['testimonials', 2],
      ['hero slider', 3],
    ]);
    // Any numbers will do: only their order counts; ties keep the order listed.
    const again = answered(
      await pages.reorder(page.id, [
        { id: c!.id, position: 10 },
        { id: a!.id, position: 10 },
        { id: b!.id, position: 40 },
      ]),
      PageTexts.orderUpdated,
    );
    expect(positions(again)).toEqual([
      ['testimonials', 1],
      ['hero slider', 2],
      ['recent content', 3],
    ]);
  });

  it('changes nothing unless every fold of the page is listed once', async () => {
    const page = await pages.defaultPage('home');
    const learnFold = (await pages.defaultPage('learn')).folds[0]!;
    const [a, b, c] = page.folds.map((f) => f.id) as [number, number, number];
    for (const items of [
      [a, b],
      [a, b, c, c],
      [a, b, learnFold.id],
      [a, b, c, learnFold.id],
      [a, b, c, 999_999],
    ]) {
      const res = await pages.reorder(
        page.id,
        items.map((id, i) => ({ id, position: items.length - i })),
      );
      refused(res, 'items', PageMessages.reorderMismatch);
    }
    expect(await pages.defaultPage('home')).toMatchObject({ folds: page.folds });
  });

  it('answers 404 for a page that does not exist or has no folds of its own', async () => {
    const item = await learnApi(ctx).created('video', { title: 'Folds Reorder Video' });
    const saved = answered(
      await pages.patch(item.slug, {
        customUrl: item.slug,
        metaTitle: 'T',
        metaDescription: 'D',
        metaOGTitle: 'O',
        metaOGDescription: 'OD',
        metaKeywords: 'k',
        pageType: 'videos',
      }),
      PageTexts.submitSuccess,
    );
    const fold = (await pages.defaultPage('home')).folds[0]!;
    for (const pageId of [999_999, saved.id]) {
      const res = await pages.reorder(pageId, [{ id: fold.id, position: 1 }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PageMessages.pageNotFound);
    }
  });

  it('refuses malformed bodies with a clear message', async () => {
    const page = await pages.defaultPage('home');
    const cases: Array<[unknown, string]> = [
      [{ items: [], pageId: page.id }, 'items must not be empty.'],
      [{ items: 'x', pageId: page.id }, 'items must be a list of {id, position}.'],
      [{ items: [{ id: 'a', position: 1 }], pageId: page.id }, 'Each item needs a numeric id.'],
      [{ items: [{ id: 1, position: 'a' }], pageId: page.id }, 'Each item needs a numeric position.'],
      [{ items: [{ id: 1, position: 1 }] }, 'pageId must be a page id.'],
      [{ items: [{ id: 1, position: 1 }], pageId: '1' }, 'pageId must be a page id.'],
    ];
    for (const [body, message] of cases) {
      const res = await pages.call('POST', '/api/pages/reorder/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.json().errors), JSON.stringify(body)).toContain(message);
    }
  });
});
