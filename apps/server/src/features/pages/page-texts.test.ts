import { type AuditEntry, auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { LocaleTexts } from '@atrium/contract/locales';
import { PageMessages, type Page, type PublicPage, pageVersion } from '@atrium/contract/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, refused, saved } from '../../testing/learn-fixtures.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decisions 096 and 101: a page's meta texts per language (a default page's, a learn item's own
 * page's), written by the Pages screen's translation view and read by the public page's head
 * under the language's prefix (the public read's `?locale=`), the default language's where a text
 * is not translated; each save keeps a revision in its language, restored in that language alone.
 */
const ctx = useSignedInApp();
const pages = pagesApi(ctx);
const learn = learnApi(ctx);
const textsUrl = (page: string, locale: string) => `/api/pages/${page}/texts/?locale=${locale}`;
const saveTexts = (page: string, locale: string, body: object, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: textsUrl(page, locale),
    headers: { ...ctx.auth, ...headers },
    payload: body,
  });
const publicRead = async (url: string): Promise<PublicPage> => saved<PublicPage>(await ctx.t.app.inject({ url }));

async function latest(resource: string): Promise<AuditEntry> {
  const res = await ctx.t.app.inject({ url: `/api/audit-log/?resource=${resource}&limit=1`, headers: ctx.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.items[0];
}

const names = { en: 'English', fr: 'Français', ar: 'العربية' } as const;
/** The site's languages set to these, English the default. */
const siteIn = (...codes: Array<keyof typeof names>) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: '/api/locales/',
    headers: ctx.auth,
    payload: { defaultLocale: 'en', locales: codes.map((code) => ({ code, name: names[code] })) },
  });

type Entry = { id: number; locale: string | null; summary: string };
const get = async <T>(url: string, headers = ctx.auth): Promise<T> =>
  saved<T>(await ctx.t.app.inject({ url, headers }));
const revisionsOf = async (page: string, query = '') =>
  (await get<{ items: Entry[] }>(`/api/pages/${page}/revisions/?limit=50${query}`)).items;
const restore = (page: string, id: number) =>
  ctx.t.app.inject({ method: 'POST', url: `/api/pages/${page}/revisions/${id}/restore/`, headers: ctx.auth });
/** A form preview made, then read as the site reads it. */
async function previewOf(body: object): Promise<Record<string, unknown>> {
  const made = await ctx.t.app.inject({ method: 'POST', url: '/api/previews/', headers: ctx.auth, payload: body });
  expect(made.statusCode, made.body).toBe(201);
  const token = (made.json().data.url as string).split('/preview/')[1]!;
  return saved<Record<string, unknown>>(await ctx.t.app.inject({ url: `/api/preview/${token}/` }));
}

beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  const meta = buildMeta('about-us', 'default', { metaTitle: 'Who we are', metaOGTitle: 'The network' });
  expect((await pages.patch('about-us', meta)).statusCode).toBe(200);
});

describe('a default page’s meta texts in a language (decision 096)', () => {
  it('are written per language and read with ?locale=, the default language’s where not translated', async () => {
    const answer = await saveTexts('about-us', 'fr', { metaTitle: 'Qui nous sommes', metaOGTitle: 'Le réseau' });
    const page = saved<Page>(answer);
    expect(answer.headers.etag).toBe(pageVersion(page));
    expect(page).toMatchObject({ customUrl: 'about-us', metaTitle: 'Who we are' });

    const french = await publicRead('/api/pages/about-us/?locale=fr');
    expect(french).toMatchObject({
      metaTitle: 'Qui nous sommes',
      metaOGTitle: 'Le réseau',
      metaDescription: 'Description of about-us',
    });
    expect(french.untranslated).toEqual(['metaDescription', 'metaOGDescription', 'metaKeywords']);
    expect(french.folds.length).toBeGreaterThan(0);
    // The default language's read is the one it was; Arabic has nothing of its own.
    const english = await publicRead('/api/pages/about-us/');
    expect(english).toMatchObject({ metaTitle: 'Who we are' });
    expect(english).not.toHaveProperty('untranslated');
    expect((await publicRead('/api/pages/about-us/?locale=ar')).metaTitle).toBe('Who we are');

    // Emptied: no translation, the default language's shows again.
    saved(await saveTexts('about-us', 'fr', { metaOGTitle: '' }));
    expect((await publicRead('/api/pages/about-us/?locale=fr')).metaOGTitle).toBe('The network');
  });

  it('says the save in the audit log’s words, in the language', async () => {
    saved(await saveTexts('about-us', 'fr', { metaDescription: 'Un réseau de savoirs.' }));
    const entry = await latest('pages');
    expect(entry).toMatchObject({ action: 'update', summary: { title: 'About Us page (French)' } });
    expect(auditSummaryLines(entry.summary)).toEqual(['Meta description: (empty) → Un réseau de savoirs.']);
  });

  it('keep the meta form’s rules, and refuse the default language and one the site does not have', async () => {
    refused(
      await saveTexts('about-us', 'fr', { metaTitle: 'x'.repeat(201) }),
      'metaTitle',
      'Must be at most 200 characters.',
    );
    const many = Array.from({ length: 31 }, (_, i) => `k${i}`).join(', ');
    refused(await saveTexts('about-us', 'fr', { metaKeywords: many }), 'metaKeywords', PageMessages.keywordsTooMany);
    expect((await saveTexts('about-us', 'fr', { customUrl: 'elsewhere' })).statusCode).toBe(400);
    refused(await saveTexts('about-us', 'en', { metaTitle: 'Who' }), 'locale', PageMessages.textsInDefault);
    refused(await saveTexts('about-us', 'de', { metaTitle: 'Wer' }), 'locale', LocaleTexts.unknownLocale('de'));
    refused(
      await ctx.t.app.inject({ url: '/api/pages/about-us/?locale=de' }),
      'locale',
      LocaleTexts.unknownLocale('de'),
    );
    // An unknown page has no texts (a learn item's page has: decision 101, below).
    expect((await saveTexts('nowhere', 'fr', { metaTitle: 'Nulle part' })).statusCode).toBe(404);
    // Nothing of these was written.
    expect((await publicRead('/api/pages/about-us/?locale=fr')).metaTitle).toBe('Qui nous sommes');
  });

  it('asks for a signed-in editor before reading the body', async () => {
    const anonymous = await ctx.t.app.inject({
      method: 'PATCH',
      url: textsUrl('about-us', 'fr'),
      payload: { nonsense: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('are made against the page’s version, which they move on', async () => {
    const [page] = (await pages.list()).filter((one) => one.customUrl === 'about-us');
    const version = pageVersion(page!);
    const first = saved<Page>(
      await saveTexts('about-us', 'fr', { metaTitle: 'Qui sommes-nous' }, { 'if-match': version }),
    );
    // The same version again is stale now: 412, nothing changed.
    const stale = await saveTexts('about-us', 'fr', { metaTitle: 'Autre' }, { 'if-match': version });
    expect(stale.statusCode).toBe(412);
    expect((await publicRead('/api/pages/about-us/?locale=fr')).metaTitle).toBe('Qui sommes-nous');
    // An English meta form opened before the French save is stale too.
    const english = await ctx.t.app.inject({
      method: 'PATCH',
      url: '/api/pages/about-us/',
      headers: { ...ctx.auth, 'if-match': version },
      payload: buildMeta('about-us', 'default'),
    });
    expect(english.statusCode).toBe(412);
    saved(await saveTexts('about-us', 'fr', { metaTitle: 'Qui sommes-nous ?' }, { 'if-match': pageVersion(first) }));
  });

  it('keep French from being removed while written in it', async () => {
    const res = await siteIn('en', 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors['locales.fr']).toContain(LocaleTexts.records('pages', 1));
  });
});

describe('a learn item’s page meta in a language (decision 096)', () => {
  it('is found by its slug there and made from its texts there until its meta is saved', async () => {
    const item = await learn.created('blog', { title: 'Rainwater', description: '<p>Catch it.</p>' });
    saved(
      await learn.send('PATCH', `/api/learn-blogs/${item.id}/?locale=fr`, {
        title: 'Eau de pluie',
        description: '<p>Recueillez-la.</p>',
      }),
    );
    const slug = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/learn-blogs/${item.id}/slug/?locale=fr`,
      headers: ctx.auth,
      payload: { slug: 'eau-de-pluie' },
    });
    expect(slug.statusCode, slug.body).toBe(200);

    const french = await publicRead('/api/pages/eau-de-pluie/?locale=fr');
    expect(french).toMatchObject({ metaTitle: 'Eau de pluie', metaDescription: 'Recueillez-la.', untranslated: [] });
    // The French slug is French only.
    expect((await ctx.t.app.inject({ url: '/api/pages/eau-de-pluie/' })).statusCode).toBe(404);

    // A saved meta has no texts per language: the read says so, and the page prefers the item's own.
    expect(
      (await pages.patch(item.slug, buildMeta(item.slug, 'blogs', { metaTitle: 'Rainwater harvesting' }))).statusCode,
    ).toBe(200);
    const after = await publicRead('/api/pages/eau-de-pluie/?locale=fr');
    expect(after).toMatchObject({ metaTitle: 'Rainwater harvesting' });
    expect(after.untranslated).toEqual([
      'metaTitle',
      'metaDescription',
      'metaOGTitle',
      'metaOGDescription',
      'metaKeywords',
    ]);
  });
});

describe('a learn item’s own page meta in a language (decision 101)', () => {
  it('is written per language, read under the item’s slug there, the default language’s where not translated', async () => {
    const item = await learn.created('blog', { title: 'Wells', description: '<p>Deep water.</p>' });
    const slug = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/learn-blogs/${item.id}/slug/?locale=fr`,
      headers: ctx.auth,
      payload: { slug: `puits-${item.id}` },
    });
    expect(slug.statusCode, slug.body).toBe(200);
    // Its meta was never saved: the translation's first save makes the page's row, its own texts empty.
    const answer = await saveTexts(item.slug, 'fr', { metaTitle: 'Les puits', metaKeywords: 'eau,  puits,' });
    const page = saved<Page>(answer);
    expect(answer.headers.etag).toBe(pageVersion(page));
    expect(page).toMatchObject({ pageType: 'blogs', customUrl: item.slug, itemId: item.id, metaTitle: '' });
    expect(page.id).toBeGreaterThan(0);

    const french = await publicRead(`/api/pages/puits-${item.id}/?locale=fr`);
    expect(french).toMatchObject({ metaTitle: 'Les puits', metaKeywords: 'eau, puits', metaDescription: '' });
    expect(french.untranslated).toEqual(['metaDescription', 'metaOGTitle', 'metaOGDescription']);
    expect((await publicRead(`/api/pages/${item.slug}/?locale=ar`)).metaTitle).toBe('');
    expect((await publicRead(`/api/pages/${item.slug}/`)).metaTitle).toBe('');

    // Over a meta saved in English: the French texts where written, the English ones named as such.
    saved(await pages.patch(item.slug, buildMeta(item.slug, 'blogs', { metaTitle: 'Wells of the valley' })));
    const after = await publicRead(`/api/pages/puits-${item.id}/?locale=fr`);
    expect(after).toMatchObject({ metaTitle: 'Les puits', metaDescription: `Description of ${item.slug}` });
    expect(after.untranslated).toEqual(['metaDescription', 'metaOGTitle', 'metaOGDescription']);
    expect((await publicRead(`/api/pages/${item.slug}/`)).metaTitle).toBe('Wells of the valley');

    // The answer is the page as the Pages screen lists it; the audit log says the language.
    expect(saved<Page>(await saveTexts(item.slug, 'fr', { metaOGTitle: 'Puits' })).metaTitle).toBe(
      'Wells of the valley',
    );
    const entry = await latest('pages');
    expect(entry).toMatchObject({ action: 'update', summary: { title: 'Wells (French)' } });
    expect(auditSummaryLines(entry.summary)).toEqual(['OG title: (empty) → Puits']);
  });

  it('follows its item’s schedule in every language: written before, shown once the item is live', async () => {
    const item = await learn.created('blog', { title: 'Tides', publish_at: '2031-05-01T10:00:00Z' });
    saved(await saveTexts(item.slug, 'fr', { metaTitle: 'Les marées' }));
    expect((await ctx.t.app.inject({ url: `/api/pages/${item.slug}/?locale=fr` })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ url: `/api/pages/${item.slug}/` })).statusCode).toBe(404);
    saved(await learn.patch('blog', item.id, { publish_at: '' }));
    expect((await publicRead(`/api/pages/${item.slug}/?locale=fr`)).metaTitle).toBe('Les marées');
  });

  it('is read for its translation view by editors, a draft’s too; refused without a token, in the default language or one the site lacks', async () => {
    const draft = await learn.created('article', { title: 'Dams', status: 0 });
    saved(await saveTexts(draft.slug, 'ar', { metaDescription: 'السدود' }));
    const url = `/api/pages/${draft.slug}/texts/?locale=ar`;
    expect(await get(url)).toEqual({
      locale: 'ar',
      metaTitle: '',
      metaDescription: 'السدود',
      metaOGTitle: '',
      metaOGDescription: '',
      metaKeywords: '',
      untranslated: ['metaTitle', 'metaOGTitle', 'metaOGDescription', 'metaKeywords'],
    });
    // The public read knows no draft.
    expect((await ctx.t.app.inject({ url: `/api/pages/${draft.slug}/?locale=ar` })).statusCode).toBe(404);
    expect((await ctx.t.app.inject({ url })).statusCode).toBe(401);
    refused(
      await ctx.t.app.inject({ url: `/api/pages/${draft.slug}/texts/?locale=en`, headers: ctx.auth }),
      'locale',
      PageMessages.textsInDefault,
    );
    refused(
      await ctx.t.app.inject({ url: `/api/pages/${draft.slug}/texts/?locale=de`, headers: ctx.auth }),
      'locale',
      LocaleTexts.unknownLocale('de'),
    );
    expect((await ctx.t.app.inject({ url: '/api/pages/nowhere/texts/?locale=fr', headers: ctx.auth })).statusCode).toBe(
      404,
    );
    // The default pages' too: the translation view reads both the same way.
    expect(await get('/api/pages/about-us/texts/?locale=fr')).toMatchObject({
      locale: 'fr',
      metaTitle: 'Qui sommes-nous ?',
    });
    // A learn item's page is named by its default slug; an anonymous write is refused before its body is read.
    const anonymous = await ctx.t.app.inject({
      method: 'PATCH',
      url: textsUrl(draft.slug, 'fr'),
      payload: { nonsense: true },
    });
    expect(anonymous.statusCode).toBe(401);
    refused(await saveTexts(draft.slug, 'de', { metaTitle: 'Dämme' }), 'locale', LocaleTexts.unknownLocale('de'));

    // Its Arabic text keeps Arabic from being removed until the item is deleted forever, its page's texts with it.
    const withoutArabic = () => siteIn('en', 'fr');
    const refusedLocale = await withoutArabic();
    expect(refusedLocale.statusCode).toBe(409);
    expect(refusedLocale.json().errors['locales.ar']).toContain(LocaleTexts.records('pages', 1));
    await learn.remove('article', draft.id);
    const gone = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/learn-articles/${draft.id}/permanent/`,
      headers: ctx.auth,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await withoutArabic()).statusCode).toBe(200);
    await inEnglishFrenchArabic(ctx);
  });
});

describe('revisions of a page’s texts per language (decision 101)', () => {
  it('keeps one per save in its language, lists them by language, shows one beside the language now and restores it alone', async () => {
    saved(await pages.patch('learn', buildMeta('learn', 'default', { metaTitle: 'Learn with us' })));
    saved(await saveTexts('learn', 'fr', { metaTitle: 'Apprendre', metaDescription: 'Des ressources.' }));
    saved(await saveTexts('learn', 'fr', { metaTitle: 'Apprendre avec nous' }));
    saved(await saveTexts('learn', 'ar', { metaTitle: 'تعلم' }));

    const all = await revisionsOf('learn');
    expect(all.map((entry) => entry.locale)).toEqual(['ar', 'fr', 'fr', null, null]);
    expect(all.slice(0, 3).map((entry) => entry.summary)).toEqual([
      'Meta title',
      'Meta title',
      'Meta title, Meta description',
    ]);
    const french = await revisionsOf('learn', '&locale=fr');
    expect(french.map((entry) => entry.locale)).toEqual(['fr', 'fr']);
    expect((await revisionsOf('learn', '&locale=en')).map((entry) => entry.locale)).toEqual([null, null]);
    refused(
      await ctx.t.app.inject({ url: '/api/pages/learn/revisions/?locale=de', headers: ctx.auth }),
      'locale',
      LocaleTexts.unknownLocale('de'),
    );
    expect((await ctx.t.app.inject({ url: '/api/pages/learn/revisions/?locale=fr' })).statusCode).toBe(401);

    const first = french[1]!;
    const detail = await get<{ locale: string; data: object; current: object }>(
      `/api/pages/learn/revisions/${first.id}/`,
    );
    expect(detail).toMatchObject({
      locale: 'fr',
      data: { metaTitle: 'Apprendre', metaDescription: 'Des ressources.', metaOGTitle: null },
      current: { metaTitle: 'Apprendre avec nous', metaDescription: 'Des ressources.' },
    });

    // Restored in French alone: English and Arabic stay, and the restore keeps a French revision.
    const restored = await restore('learn', first.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.headers.etag).toBe(pageVersion(restored.json().data));
    expect((await publicRead('/api/pages/learn/?locale=fr')).metaTitle).toBe('Apprendre');
    expect((await publicRead('/api/pages/learn/?locale=ar')).metaTitle).toBe('تعلم');
    expect((await publicRead('/api/pages/learn/')).metaTitle).toBe('Learn with us');
    expect((await revisionsOf('learn')).map((entry) => entry.locale)).toEqual(['fr', 'ar', 'fr', 'fr', null, null]);
    const entry = await latest('pages');
    expect(entry).toMatchObject({ action: 'restore_revision', summary: { title: 'Learn page (French)' } });
    expect(auditSummaryLines(entry.summary)).toEqual(['Meta title: Apprendre avec nous → Apprendre']);

    // A text the revision did not have is removed again.
    saved(await saveTexts('learn', 'fr', { metaOGTitle: 'Apprendre ensemble' }));
    saved(await restore('learn', first.id));
    expect((await publicRead('/api/pages/learn/?locale=fr')).metaOGTitle).toBe(`OG title of learn`);

    // The page's own revision restores the English meta and leaves the French texts be.
    const [own] = await revisionsOf('learn', '&locale=en');
    saved(await pages.patch('learn', buildMeta('learn', 'default', { metaTitle: 'Learn, changed' })));
    saved(await restore('learn', own!.id));
    expect((await publicRead('/api/pages/learn/')).metaTitle).toBe('Learn with us');
    expect((await publicRead('/api/pages/learn/?locale=fr')).metaTitle).toBe('Apprendre');
  });

  it('keeps a learn item’s: its page’s first save in French keeps the page’s own state too; a 412 says the language', async () => {
    const item = await learn.created('blog', { title: 'Rain' });
    const first = saved<Page>(await saveTexts(item.slug, 'fr', { metaTitle: 'Pluie' }));
    expect((await revisionsOf(item.slug)).map((entry) => [entry.locale, entry.summary])).toEqual([
      ['fr', 'Meta title'],
      [null, 'First saved'],
    ]);
    saved(await saveTexts(item.slug, 'fr', { metaTitle: 'La pluie' }, { 'if-match': pageVersion(first) }));
    const stale = await saveTexts(item.slug, 'fr', { metaTitle: 'Pluies' }, { 'if-match': pageVersion(first) });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data).toMatchObject({ changedIn: 'fr', changedBy: { name: expect.any(String) } });
    // A version before the row existed is stale too.
    expect((await saveTexts(item.slug, 'ar', { metaTitle: 'مطر' }, { 'if-match': '"0@"' })).statusCode).toBe(412);

    const [older] = (await revisionsOf(item.slug, '&locale=fr')).slice(-1);
    saved(await restore(item.slug, older!.id));
    expect(await get(`/api/pages/${item.slug}/texts/?locale=fr`)).toMatchObject({ metaTitle: 'Pluie' });
    expect(await latest('pages')).toMatchObject({ action: 'restore_revision', summary: { title: 'Rain (French)' } });
  });
});

describe('previews of a page’s meta in a language (decision 101)', () => {
  it('shows a default page’s meta typed in the language over its saved texts there, in that language', async () => {
    const preview = await previewOf({
      type: 'page',
      id: 'about-us',
      locale: 'fr',
      values: { metaDescription: 'Un aperçu.' },
    });
    expect(preview).toMatchObject({
      type: 'page',
      locale: 'fr',
      meta: { metaTitle: 'Qui sommes-nous ?', metaDescription: 'Un aperçu.' },
    });
    expect((preview.meta as PublicPage).untranslated).not.toContain('metaDescription');
    expect(await previewOf({ type: 'page', id: 'about-us', locale: 'en', values: {} })).not.toHaveProperty('locale');
    const unknown = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/previews/',
      headers: ctx.auth,
      payload: { type: 'page', id: 'about-us', locale: 'de', values: {} },
    });
    refused(unknown, 'locale', LocaleTexts.unknownLocale('de'));
  });

  it('shows a learn item’s page meta in the language, with its texts there, from the Pages screen and from its translation form', async () => {
    const item = await learn.created('blog', { title: 'Springs', subtitle: 'Fresh' });
    saved(await learn.send('PATCH', `/api/learn-blogs/${item.id}/?locale=fr`, { title: 'Sources' }));
    saved(await pages.patch(item.slug, buildMeta(item.slug, 'blogs', { metaTitle: 'Springs and wells' })));
    saved(await saveTexts(item.slug, 'fr', { metaOGTitle: 'Les sources' }));

    // The Pages screen's translation view sends the meta alone: the item's texts are its saved French ones.
    const fromPages = await previewOf({
      type: 'blog',
      id: item.id,
      locale: 'fr',
      values: {},
      meta: { metaTitle: 'Sources vives' },
    });
    expect(fromPages).toMatchObject({
      locale: 'fr',
      item: { title: 'Sources', subtitle: 'Fresh' },
      page: { metaTitle: 'Sources vives', metaOGTitle: 'Les sources' },
    });
    expect(fromPages.untranslated).toEqual(expect.arrayContaining(['subtitle', 'description']));
    expect((fromPages.page as PublicPage).untranslated).toEqual([
      'metaDescription',
      'metaOGDescription',
      'metaKeywords',
    ]);

    // The translation form's preview has the page's meta in its language too, not the English one alone.
    const fromForm = await previewOf({ type: 'blog', id: item.id, locale: 'fr', values: { title: 'Sources' } });
    expect(fromForm).toMatchObject({ page: { metaTitle: 'Springs and wells', metaOGTitle: 'Les sources' } });
    expect((fromForm.page as PublicPage).untranslated).toContain('metaTitle');
  });
});
