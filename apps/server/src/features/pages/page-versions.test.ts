import type { AuditEntry } from '@atrium/contract/endpoints/audit';
import { auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { FoldLabels, type Page, PageTexts, pageVersion } from '@atrium/contract/pages';
import { VersionMessages } from '@atrium/contract/versions';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { answered, buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/*
 * Decision 088 on both databases: the Pages screen's saves (a page's meta, a section's add, edit
 * and delete, the sections' order) carry the page's version in ETag and are made against If-Match:
 * a stale one answers 412 with the page now, who saved it and when, and changes nothing. Their
 * audit entries and History are in words.
 */

const ctx = useSignedInApp();
const pages = pagesApi(ctx);
const learn = learnApi(ctx);
let grace: { authorization: string };
beforeAll(async () => {
  const signed = await signedInAdmin(ctx.t);
  await ctx.t.db
    .updateTable('users')
    .set({ first_name: 'Grace', last_name: 'Hopper' })
    .where('id', '=', signed.user.id)
    .execute();
  grace = signed.headers;
});

const send = (
  method: 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload: object,
  version: string,
  as: Record<string, string> = ctx.auth,
) => ctx.t.app.inject({ method, url, payload, headers: { ...as, 'if-match': version } });

const metaOf = (page: Page, overrides: Record<string, unknown>) =>
  buildMeta(page.customUrl, page.pageType, {
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    metaOGTitle: page.metaOGTitle,
    metaOGDescription: page.metaOGDescription,
    metaKeywords: page.metaKeywords,
    ...overrides,
  });

async function latestEntry(): Promise<AuditEntry> {
  const res = await ctx.t.app.inject({ url: '/api/audit-log/?resource=pages&limit=1', headers: ctx.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items[0];
}

function expectStale(res: Awaited<ReturnType<typeof send>>, now: Page, by: string | null) {
  expect(res.statusCode, res.body).toBe(412);
  expect(res.headers.etag).toBe(pageVersion(now));
  expect(res.json()).toMatchObject({
    success: false,
    message: VersionMessages.stale('The page', by),
    data: {
      version: pageVersion(now),
      record: now,
      changedAt: now.updated_at,
      ...(by ? { changedBy: { name: by } } : {}),
    },
  });
}

describe('a default page’s meta', () => {
  it('a save answers its new version in ETag; one against an older version gets 412 and changes nothing', async () => {
    const opened = await pages.defaultPage('about-us');
    const url = '/api/pages/about-us/';
    const theirs = await send('PATCH', url, metaOf(opened, { metaTitle: 'Grace’s title' }), pageVersion(opened), grace);
    const saved = answered(theirs, PageTexts.submitSuccess);
    expect(theirs.headers.etag).toBe(pageVersion(saved));
    expect(theirs.headers.etag).not.toBe(pageVersion(opened));

    const stale = await send('PATCH', url, metaOf(opened, { metaDescription: 'Mine' }), pageVersion(opened));
    expectStale(stale, saved, 'Grace Hopper');
    expect(await pages.defaultPage('about-us')).toEqual(saved);

    // Merged knowingly against the version the 412 named: saved.
    const merged = await send('PATCH', url, metaOf(saved, { metaDescription: 'Mine' }), stale.json().data.version);
    expect(answered(merged, PageTexts.submitSuccess)).toMatchObject({
      metaTitle: 'Grace’s title',
      metaDescription: 'Mine',
    });
  });

  it('two saves at once against one version: exactly one is made', async () => {
    const page = await pages.defaultPage('initiatives');
    const url = '/api/pages/initiatives/';
    const answers = await Promise.all([
      send('PATCH', url, metaOf(page, { metaTitle: 'One' }), pageVersion(page)),
      send('PATCH', url, metaOf(page, { metaTitle: 'Two' }), pageVersion(page), grace),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data as Page;
    expect((await pages.defaultPage('initiatives')).metaTitle).toBe(winner.metaTitle);
  });

  it('without If-Match, or with *, saves as the spec’s clients do', async () => {
    const page = await pages.defaultPage('learn');
    answered(await pages.patch('learn', metaOf(page, { metaKeywords: 'a, b' })), PageTexts.submitSuccess);
    answered(
      await send('PATCH', '/api/pages/learn/', metaOf(page, { metaKeywords: 'c' }), '*'),
      PageTexts.submitSuccess,
    );
  });
});

describe('a default page’s sections', () => {
  it('an add, an edit, a delete and a reorder against an older version get 412; the sections stay', async () => {
    const opened = await pages.defaultPage('home');
    const url = '/api/pages/home/';
    const [first, second] = opened.folds;
    // Someone else hides the first section.
    const theirs = answered(
      await send('PATCH', url, { fold: { id: first!.id, name: first!.name, status: 1 } }, pageVersion(opened), grace),
      PageTexts.foldUpdated,
    );
    expect(theirs.folds).not.toEqual(opened.folds);

    const old = pageVersion(opened);
    expectStale(
      await send('PATCH', url, { fold: { id: 0, name: 'testimonials', status: 0 }, customUrl: 'home' }, old),
      theirs,
      'Grace Hopper',
    );
    expectStale(
      await send('PATCH', url, { fold: { id: second!.id, name: second!.name, status: 1 } }, old),
      theirs,
      'Grace Hopper',
    );
    expectStale(await send('DELETE', url, { id: second!.id }, old), theirs, 'Grace Hopper');
    const reversed = [...opened.folds].reverse().map((fold, i) => ({ id: fold.id, position: i + 1 }));
    expectStale(
      await send('POST', '/api/pages/reorder/', { pageId: opened.id, items: reversed }, old),
      theirs,
      'Grace Hopper',
    );
    expect(await pages.defaultPage('home')).toEqual(theirs);

    // Against the page's version now: made, and each answer names the next version.
    const reordered = await send(
      'POST',
      '/api/pages/reorder/',
      { pageId: opened.id, items: reversed },
      pageVersion(theirs),
    );
    const after = answered(reordered, PageTexts.orderUpdated);
    expect(reordered.headers.etag).toBe(pageVersion(after));
    expect(after.folds.map((f) => f.id)).toEqual(reversed.map((r) => r.id));
  });
});

describe('a learn item’s page', () => {
  it('is at "0@" until its meta is first saved; a second first save against "0@" gets 412', async () => {
    const item = await learn.created('blog', { title: 'Versioned post' });
    const [listed] = await pages.list('pageType=blogs&searchedText=Versioned');
    expect(listed).toMatchObject({ id: 0, updated_at: null });
    expect(pageVersion(listed!)).toBe('"0@"');
    const url = `/api/pages/${item.slug}/`;
    const first = answered(
      await send('PATCH', url, buildMeta(item.slug, 'blogs', { metaTitle: 'First' }), '"0@"', grace),
      PageTexts.submitSuccess,
    );
    expect(first.id).toBeGreaterThan(0);
    expectStale(
      await send('PATCH', url, buildMeta(item.slug, 'blogs', { metaTitle: 'Second' }), '"0@"'),
      first,
      'Grace Hopper',
    );
    const [now] = await pages.list('pageType=blogs&searchedText=Versioned');
    expect(now).toEqual(first);
  });
});

describe('the audit log and History in words', () => {
  it('a meta save: the page’s name and only what changed; a section’s delete edits the page', async () => {
    const page = await pages.defaultPage('about-us');
    answered(await pages.patch('about-us', metaOf(page, { metaOGTitle: 'Who we are' })), PageTexts.submitSuccess);
    const entry = await latestEntry();
    expect(entry).toMatchObject({ action: 'update', resource: 'pages', summary: { title: 'About Us page' } });
    expect(auditSummaryLines(entry.summary)).toEqual([`OG title: ${page.metaOGTitle} → Who we are`]);

    const last = page.folds.at(-1)!;
    answered(await pages.deleteFold('about-us', last.id), PageTexts.foldDeleted);
    const deleted = await latestEntry();
    expect(deleted).toMatchObject({ action: 'update', summary: { title: 'About Us page' } });
    expect(auditSummaryLines(deleted.summary)).toEqual([`${PageTexts.foldDeletedLabel}: Testimonials`]);

    // A section hidden, then the order changed: one line each, not the whole list.
    const now = await pages.defaultPage('about-us');
    const [first, second] = now.folds;
    answered(
      await pages.saveFold('about-us', { id: second!.id, name: second!.name, status: 1 }),
      PageTexts.foldUpdated,
    );
    expect(auditSummaryLines((await latestEntry()).summary)).toEqual([`${FoldLabels[second!.name]}: Shown → Hidden`]);
    const swapped = [second!, first!, ...now.folds.slice(2)].map((fold, i) => ({ id: fold.id, position: i + 1 }));
    answered(await pages.reorder(now.id, swapped), PageTexts.orderUpdated);
    const moved = await latestEntry();
    expect(moved.action).toBe('reorder');
    const [line] = auditSummaryLines(moved.summary);
    expect(line).toMatch(
      new RegExp(
        `^${PageTexts.foldOrderLabel}: ${FoldLabels[first!.name]}, ${FoldLabels[second!.name]}.* → ${FoldLabels[second!.name]}, ${FoldLabels[first!.name]}`,
      ),
    );
  });

  it('History compares a page’s versions with the form’s labels and the sections by name', async () => {
    const revisions = await ctx.t.app.inject({ url: '/api/pages/about-us/revisions/', headers: ctx.auth });
    expect(revisions.statusCode, revisions.body).toBe(200);
    const oldest = revisions.json().data.items.at(-1);
    const detail = await ctx.t.app.inject({ url: `/api/pages/about-us/revisions/${oldest.id}/`, headers: ctx.auth });
    expect(detail.statusCode, detail.body).toBe(200);
    const { words } = detail.json().data;
    expect(words.labels).toMatchObject({ metaOGTitle: 'OG title', folds: 'Sections' });
    expect(words.data.folds).toContain('Testimonials');
    expect(words.current.folds).not.toContain('Testimonials');
  });
});
