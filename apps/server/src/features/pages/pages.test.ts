import { SitePageLabels, SitePages } from '@atrium/contract/enums';
import { LearnMessages, type LearnType, LearnTypes } from '@atrium/contract/learn';
import { LearnPageTypes, type Page, PageMessages, PageTexts, type PublicPage } from '@atrium/contract/pages';
import { describe, expect, it } from 'vitest';
import { learnApi, refused, YOUTUBE_WATCH } from '../../testing/learn-fixtures.ts';
import { answered, buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { excerpt, FALLBACK_DESCRIPTION_LENGTH } from './pages.service.ts';

const ctx = useSignedInApp();
const pages = pagesApi(ctx);
const learn = learnApi(ctx);

/** What the migration gives each default page, in order. */
const DEFAULT_FOLDS = {
  home: [
    'hero slider',
    'recent content',
    'featured initiatives',
    'mission vision goal',
    'advisory board',
    'testimonials',
  ],
  initiatives: ['hero slider', 'initiatives', 'featured initiatives', 'testimonials'],
  learn: ['hero slider', 'Learn Content Slider', 'All Learn Data Fold'],
  'about-us': [
    'hero slider',
    'About Us CEO',
    'About Us Mission Vision Goal',
    'Advisory Board All Members',
    'testimonials',
  ],
};

async function publicRead(slug: string, status = 200) {
  const res = await pages.call('GET', `/api/pages/${slug}/`, undefined, false);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}
const publicPage = async (slug: string): Promise<PublicPage> => (await publicRead(slug)).json().data;

/** Items of one type only, for the group tests: the others' tables are emptied first. */
async function emptyLearn() {
  for (const type of LearnTypes) await ctx.t.db.deleteFrom(`learn_${type}s` as 'learn_blogs').execute();
  await ctx.t.db.deleteFrom('pages').where('page_type', '!=', 'default').execute();
}

describe('the default pages (migration)', () => {
  it('are the four pages in the spec’s order, with complete meta and their folds by position', async () => {
    const list = await pages.list();
    expect(list.map((p) => p.customUrl)).toEqual([...SitePages]);
    for (const page of list) {
      expect(page).toMatchObject({
        pageType: 'default',
        title: SitePageLabels[page.customUrl as keyof typeof SitePageLabels],
        image: null,
        videoUrl: null,
        itemId: null,
        status: 1,
      });
      expect(page.id).toBeGreaterThan(0);
      // The admin form requires every field: the migration's meta passes the API's own schema.
      const { id, customUrl, metaTitle, metaDescription, metaOGTitle, metaOGDescription, metaKeywords } = page;
      const saved = await pages.patch(customUrl, {
        ...{ id, customUrl, metaTitle, metaDescription, metaOGTitle, metaOGDescription, metaKeywords },
        pageType: 'default',
      });
      expect(answered(saved, PageTexts.submitSuccess).metaTitle, page.customUrl).toBe(page.metaTitle);
      for (const field of [
        'metaTitle',
        'metaDescription',
        'metaOGTitle',
        'metaOGDescription',
        'metaKeywords',
      ] as const) {
        expect(page[field].length, `${page.customUrl} ${field}`).toBeGreaterThan(10);
      }
      expect(page.metaDescription.length).toBeLessThanOrEqual(FALLBACK_DESCRIPTION_LENGTH);
      expect(page.folds.map((f) => f.name)).toEqual(DEFAULT_FOLDS[page.customUrl as keyof typeof DEFAULT_FOLDS]);
      expect(page.folds.map((f) => f.position)).toEqual(page.folds.map((_, i) => i + 1));
      expect(page.folds.every((f) => f.status === 0)).toBe(true);
    }
  });
});

describe('GET /api/pages/{customUrl}/ (public)', () => {
  it('answers a default page’s meta and its shown folds by position, without a token', async () => {
    const home = await publicPage('home');
    const admin = await pages.defaultPage('home');
    expect(home).toEqual({
      customUrl: 'home',
      pageType: 'default',
      metaTitle: admin.metaTitle,
      metaDescription: admin.metaDescription,
      metaKeywords: admin.metaKeywords,
      metaOGTitle: admin.metaOGTitle,
      metaOGDescription: admin.metaOGDescription,
      image: null,
      folds: admin.folds,
      updated_at: admin.updated_at,
    });
    for (const page of SitePages) expect((await publicPage(page)).customUrl).toBe(page);
  });

  it('leaves out hidden folds and follows the order set by reorder', async () => {
    const page = await pages.defaultPage('initiatives');
    const [hero, list, featured, testimonials] = page.folds;
    answered(await pages.saveFold('initiatives', { ...featured, status: 1 }), PageTexts.foldUpdated);
    answered(
      await pages.reorder(page.id, [
        { id: testimonials!.id, position: 1 },
        { id: hero!.id, position: 2 },
        { id: featured!.id, position: 3 },
        { id: list!.id, position: 4 },
      ]),
      PageTexts.orderUpdated,
    );
    const shown = (await publicPage('initiatives')).folds;
    expect(shown.map((f) => [f.name, f.position])).toEqual([
      ['testimonials', 1],
      ['hero slider', 2],
      ['initiatives', 4],
    ]);
    expect(shown.every((f) => f.status === 0)).toBe(true);
  });

  it('answers a published learn item with meta made from the item until its own is saved', async () => {
    const tag = await learn.category('Pages Water');
    const long = `<p>${'Clean water for every village, '.repeat(12)}</p><p>and the rest.</p>`;
    const item = await learn.created('blog', {
      title: 'Water &amp; <em>Wells</em>',
      description: long,
      categories: `${tag},5`,
    });
    const page = await publicPage(item.slug);
    expect(page).toMatchObject({
      customUrl: item.slug,
      pageType: 'blogs',
      metaTitle: 'Water & Wells',
      metaOGTitle: 'Water & Wells',
      metaKeywords: 'Initiatives, Pages Water',
      image: item.BlogImage,
      folds: [],
    });
    expect(page.metaDescription).toBe(page.metaOGDescription);
    expect(page.metaDescription.length).toBeLessThanOrEqual(FALLBACK_DESCRIPTION_LENGTH);
    expect(page.metaDescription.length).toBeGreaterThan(FALLBACK_DESCRIPTION_LENGTH - 40);
    expect(page.metaDescription).toMatch(/^Clean water for every village, Clean water .*[a-z]…$/);
    expect(page.metaDescription).not.toMatch(/[<>]/);

    // Saved meta replaces the fallback.
    answered(await pages.patch(item.slug, buildMeta(item.slug, 'blogs')), PageTexts.submitSuccess);
    expect(await publicPage(item.slug)).toMatchObject({
      customUrl: item.slug,
      metaTitle: `Title of ${item.slug}`,
      metaKeywords: 'one, two',
      image: item.BlogImage,
    });
  });

  it('gives a video or podcast no image; an item without categories its type as keyword', async () => {
    const video = await learn.created('video', { title: 'Pages Talk', categories: '' });
    expect(await publicPage(video.slug)).toMatchObject({
      pageType: 'videos',
      image: null,
      metaKeywords: 'Video',
      metaDescription: 'What it is about.',
    });
  });

  it('answers an old slug with 301 to the page under the current one', async () => {
    const item = await learn.created('podcast', { title: 'Pages Moving Podcast' });
    answered(await pages.patch(item.slug, buildMeta('pages-moved-podcast', 'podcasts')), PageTexts.submitSuccess);
    const moved = await publicRead(item.slug, 301);
    expect(moved.headers.location).toBe('/api/pages/pages-moved-podcast/');
    expect(moved.json()).toEqual({
      success: true,
      message: LearnMessages.moved('/api/pages/pages-moved-podcast/'),
      data: { slug: 'pages-moved-podcast', location: '/api/pages/pages-moved-podcast/' },
    });
    expect((await publicPage('pages-moved-podcast')).metaTitle).toBe('Title of pages-moved-podcast');
  });

  it('answers 404 for an unknown slug, a draft, a deleted item, an old slug of a draft and the route words', async () => {
    const draft = await learn.created('article', { title: 'Pages Draft', status: 0 });
    const gone = await learn.created('blog', { title: 'Pages Gone' });
    await learn.remove('blog', gone.id);
    const hidden = await learn.created('video', { title: 'Pages Hidden Later' });
    answered(await pages.patch(hidden.slug, buildMeta('pages-hidden-now', 'videos')), PageTexts.submitSuccess);
    await learn.patch('video', hidden.id, { status: 0 });
    for (const slug of [
      'no-such-page',
      draft.slug,
      gone.slug,
      hidden.slug,
      'pages-hidden-now',
      'reorder',
      'Home',
      'caf%C3%A9',
      'x'.repeat(200),
    ]) {
      const res = await publicRead(slug, 404);
      expect(res.json(), slug).toEqual({ success: false, message: PageMessages.pageNotFound });
    }
    // /pages/count/ is the admin's count, not a page.
    expect((await pages.call('GET', '/api/pages/count/', undefined, false)).statusCode).toBe(401);
  });
});

describe('GET /api/pages/ and /api/pages/count/ (admin)', () => {
  it('lists a learn type’s items that are not deleted, drafts too, newest first, as pages with blank meta until saved', async () => {
    await emptyLearn();
    const older = await learn.created('blog', { title: 'Pages Older', created_at: '2025-01-01' });
    const draft = await learn.created('blog', { title: 'Pages Draft Blog', created_at: '2025-02-01', status: 0 });
    const newer = await learn.created('blog', { title: 'Pages Newer', created_at: '2025-03-01' });
    const gone = await learn.created('blog', { title: 'Pages Deleted', created_at: '2025-04-01' });
    await learn.remove('blog', gone.id);
    await learn.created('article', { title: 'Pages Article' });

    const list = await pages.list('pageType=blogs');
    expect(list.map((p) => p.itemId)).toEqual([newer.id, draft.id, older.id]);
    expect(list[1]).toEqual({
      id: 0,
      pageType: 'blogs',
      customUrl: draft.slug,
      metaTitle: '',
      metaDescription: '',
      metaOGTitle: '',
      metaOGDescription: '',
      metaKeywords: '',
      image: draft.BlogImage as string,
      videoUrl: null,
      folds: [],
      itemId: draft.id,
      title: 'Pages Draft Blog',
      status: 0,
      updated_at: null,
    } satisfies Page);

    // Meta can be prepared before publishing.
    const saved = answered(await pages.patch(draft.slug, buildMeta(draft.slug, 'blogs')), PageTexts.submitSuccess);
    expect(saved).toMatchObject({
      itemId: draft.id,
      customUrl: draft.slug,
      metaTitle: `Title of ${draft.slug}`,
      status: 0,
    });
    expect(saved.id).toBeGreaterThan(0);
    expect((await pages.list('pageType=blogs'))[1]).toMatchObject({ id: saved.id, metaTitle: saved.metaTitle });
    await publicRead(draft.slug, 404);
  });

  it('pages, filters by status and searches the items’ titles', async () => {
    const ids = (list: Page[]) => list.map((p) => p.itemId);
    const all = await pages.list('pageType=blogs');
    expect(ids(await pages.list('pageType=blogs&limit=2'))).toEqual(ids(all).slice(0, 2));
    expect(ids(await pages.list('pageType=blogs&limit=2&skip=2'))).toEqual(ids(all).slice(2, 4));
    expect(ids(await pages.list('pageType=blogs&status=0'))).toEqual(ids(all.filter((p) => p.status === 0)));
    expect(ids(await pages.list('pageType=blogs&sort_by=created_at'))).toEqual(ids(all).reverse());
    const found = await pages.list(`pageType=blogs&searchedText=${encodeURIComponent('NEWER')}`);
    expect(found.map((p) => p.title)).toEqual(['Pages Newer']);
    expect(await pages.count(`pageType=blogs&searchedText=newer`)).toBe(1);
    expect(await pages.list('pageType=blogs&searchedText=100%25')).toEqual([]);
  });

  it('gives videos and podcasts their player as the preview', async () => {
    const linked = await learn.created('video', { title: 'Pages Linked Video' });
    const [page] = await pages.list(`pageType=videos&searchedText=linked`);
    expect(page).toMatchObject({ itemId: linked.id, image: null, videoUrl: YOUTUBE_WATCH });
  });

  it('counts the real number of pages: the default ones and every learn item’s, or one type’s', async () => {
    const byType: Record<string, number> = {};
    for (const type of LearnTypes) {
      byType[type] = (await pages.list(`pageType=${LearnPageTypes[type]}&limit=100`)).length;
      expect(await pages.count(`pageType=${LearnPageTypes[type]}`), type).toBe(byType[type]);
    }
    const learnTotal = Object.values(byType).reduce((a, b) => a + b, 0);
    expect(learnTotal).toBeGreaterThan(2);
    expect(await pages.count()).toBe(4 + learnTotal);
    expect(await pages.count('pageType=default')).toBe(4);
    expect(await pages.count('pageType=default&searchedText=about')).toBe(1);
    expect((await pages.list('searchedText=about')).map((p) => p.customUrl)).toEqual(['about-us']);
    // A new item is one more page; a deleted one, one less.
    const extra = await learn.created('podcast', { title: 'Pages Counted' });
    expect(await pages.count()).toBe(5 + learnTotal);
    await learn.remove('podcast', extra.id);
    expect(await pages.count()).toBe(4 + learnTotal);
  });

  it('refuses queries it does not know', async () => {
    for (const query of [
      'pageType=events',
      'limit=0',
      'limit=101',
      'skip=-1',
      'sort_by=title',
      'status=2',
      'other=1',
    ]) {
      const res = await pages.call('GET', `/api/pages/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await pages.call('GET', '/api/pages/count/?pageType=events')).statusCode).toBe(400);
  });
});

describe('PATCH /api/pages/{customUrl}/ with meta', () => {
  it('saves a default page’s meta, keywords as chips joined once', async () => {
    const page = answered(
      await pages.patch('learn', buildMeta('learn', 'default', { metaKeywords: ' learn ,Blogs,, blogs , talks ' })),
      PageTexts.submitSuccess,
    );
    expect(page).toMatchObject({
      customUrl: 'learn',
      metaTitle: 'Title of learn',
      metaKeywords: 'learn, Blogs, talks',
    });
    expect(page.folds.length).toBeGreaterThan(0);
    expect((await publicPage('learn')).metaKeywords).toBe('learn, Blogs, talks');
  });

  it('keeps a default page’s address and type', async () => {
    refused(await pages.patch('home', buildMeta('home-page', 'default')), 'customUrl', PageMessages.defaultUrlReadOnly);
    refused(await pages.patch('home', buildMeta('home', 'blogs')), 'pageType', PageMessages.pageTypeMismatch);
    expect((await publicPage('home')).customUrl).toBe('home');
  });

  it('requires every field, with the spec’s words', async () => {
    const fields = ['customUrl', 'metaTitle', 'metaDescription', 'metaOGTitle', 'metaOGDescription', 'metaKeywords'];
    for (const field of fields) {
      for (const value of [undefined, '', '   ', null]) {
        const res = await pages.patch('about-us', buildMeta('about-us', 'default', { [field]: value }));
        refused(res, field, PageMessages.allRequired);
        expect(res.json().message).toBe(PageMessages.allRequired);
      }
    }
    const none = await pages.patch('about-us', { pageType: 'default' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: PageMessages.allRequired,
      errors: Object.fromEntries(fields.map((f) => [f, PageMessages.allRequired])),
    });
    refused(
      await pages.patch('about-us', buildMeta('about-us', 'default', { metaKeywords: ', ,' })),
      'metaKeywords',
      PageMessages.allRequired,
    );
    const many = Array.from({ length: 31 }, (_, i) => `k${i}`).join(',');
    refused(
      await pages.patch('about-us', buildMeta('about-us', 'default', { metaKeywords: many })),
      'metaKeywords',
      PageMessages.keywordsTooMany,
    );
    refused(
      await pages.patch('about-us', buildMeta('about-us', 'default', { metaTitle: 'x'.repeat(201) })),
      'metaTitle',
      'Must be at most 200 characters.',
    );
    refused(await pages.patch('about-us', buildMeta('About Us', 'default')), 'customUrl', LearnMessages.slugInvalid);
    expect((await publicPage('about-us')).metaTitle).not.toBe('x'.repeat(201));
  });

  it('creates a learn item’s meta on first save and updates the same row after', async () => {
    const item = await learn.created('article', { title: 'Pages Meta Article' });
    const first = answered(await pages.patch(item.slug, buildMeta(item.slug, 'articles')), PageTexts.submitSuccess);
    const second = answered(
      await pages.patch(item.slug, buildMeta(item.slug, 'articles', { id: first.id, metaTitle: 'Better title' })),
      PageTexts.submitSuccess,
    );
    expect(second).toMatchObject({ id: first.id, itemId: item.id, metaTitle: 'Better title', pageType: 'articles' });
    const rows = await ctx.t.db.selectFrom('pages').select('id').where('item_id', '=', item.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('changes a learn item’s slug when customUrl changes; the old one redirects on both APIs', async () => {
    const item = await learn.created('blog', { title: 'Pages Slug Before' });
    const page = answered(
      await pages.patch(item.slug, buildMeta('pages-slug-after', 'blogs')),
      PageTexts.submitSuccess,
    );
    expect(page).toMatchObject({ customUrl: 'pages-slug-after', itemId: item.id });
    expect((await learn.read<{ id: number }>('/api/learn-blogs/slug/pages-slug-after/')).data.id).toBe(item.id);
    const moved = await ctx.t.app.inject({ url: '/api/learn-blogs/slug/pages-slug-before/' });
    expect(moved.statusCode).toBe(301);
    // The old address is no longer the item's: the admin's next save names the new one.
    expect((await pages.patch(item.slug, buildMeta(item.slug, 'blogs'))).statusCode).toBe(404);
  });

  it('fixes a learn item’s address with its texts left empty; its page then reads the item’s own (decision 086)', async () => {
    const item = await learn.created('podcast', { title: 'Pages Slug Only' });
    const empty = {
      metaTitle: '',
      metaDescription: '  ',
      metaOGTitle: null,
      metaOGDescription: '',
      metaKeywords: ', ',
    };
    const page = answered(
      await pages.patch(item.slug, buildMeta('pages-slug-only-fixed', 'podcasts', empty)),
      PageTexts.submitSuccess,
    );
    expect(page).toMatchObject({
      customUrl: 'pages-slug-only-fixed',
      itemId: item.id,
      metaTitle: '',
      metaKeywords: '',
    });
    expect((await learn.read<{ id: number }>('/api/learn-podcasts/slug/pages-slug-only-fixed/')).data.id).toBe(item.id);
    // The address itself stays required, and a text still has its limit.
    refused(
      await pages.patch('pages-slug-only-fixed', buildMeta('', 'podcasts', empty)),
      'customUrl',
      PageMessages.allRequired,
    );
    refused(
      await pages.patch(
        'pages-slug-only-fixed',
        buildMeta('pages-slug-only-fixed', 'podcasts', { metaTitle: 'x'.repeat(201) }),
      ),
      'metaTitle',
      'Must be at most 200 characters.',
    );
  });

  it('refuses a slug another item has or had, or a reserved one, and then saves nothing', async () => {
    const other = await learn.created('video', { title: 'Pages Taken Slug' });
    answered(await pages.patch(other.slug, buildMeta('pages-taken-now', 'videos')), PageTexts.submitSuccess);
    const item = await learn.created('blog', { title: 'Pages Wants Slug' });
    for (const [slug, message] of [
      ['pages-taken-now', LearnMessages.slugTaken],
      ['pages-taken-slug', LearnMessages.slugTaken],
      ['home', LearnMessages.slugReserved],
      ['reorder', LearnMessages.slugReserved],
      ['count', LearnMessages.slugReserved],
    ] as const) {
      refused(
        await pages.patch(item.slug, buildMeta(slug, 'blogs', { metaTitle: 'Not saved' })),
        'customUrl',
        message,
        409,
      );
    }
    const [listed] = await pages.list(`pageType=blogs&searchedText=wants`);
    expect(listed).toMatchObject({ id: 0, customUrl: item.slug, metaTitle: '' });
    expect((await publicPage(item.slug)).metaTitle).toBe('Pages Wants Slug');
  });

  it('refuses a pageType that is not the item’s, and pages it does not know', async () => {
    const item = await learn.created('podcast', { title: 'Pages Typed Podcast' });
    refused(await pages.patch(item.slug, buildMeta(item.slug, 'videos')), 'pageType', PageMessages.pageTypeMismatch);
    refused(await pages.patch(item.slug, buildMeta(item.slug, 'default')), 'pageType', PageMessages.pageTypeMismatch);
    const gone = await learn.created('podcast', { title: 'Pages Gone Podcast' });
    await learn.remove('podcast', gone.id);
    for (const url of ['no-such-page', gone.slug, 'reorder', 'Home']) {
      const res = await pages.patch(url, buildMeta('anything', 'podcasts'));
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: PageMessages.pageNotFound });
    }
  });

  it('lists the type’s items in every group with the right pageType', async () => {
    for (const type of LearnTypes as readonly LearnType[]) {
      const item = await learn.created(type, { title: `Pages Group ${type}` });
      const [page] = await pages.list(
        `pageType=${LearnPageTypes[type]}&searchedText=${encodeURIComponent(`group ${type}`)}`,
      );
      expect(page, type).toMatchObject({ pageType: LearnPageTypes[type], itemId: item.id, customUrl: item.slug });
    }
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text at a word near the limit, with an ellipsis', () => {
    expect(excerpt('Short text.', 160)).toBe('Short text.');
    expect(excerpt('a'.repeat(160), 160)).toBe('a'.repeat(160));
    expect(excerpt('word '.repeat(50), 20)).toBe('word word word word…');
    expect(excerpt('One, two, three. Four five', 18)).toBe('One, two, three…');
    expect(excerpt('x'.repeat(300), 160)).toBe(`${'x'.repeat(159)}…`);
    expect(excerpt('x'.repeat(300), 160)).toHaveLength(160);
  });
});
