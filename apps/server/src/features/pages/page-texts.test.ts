import { type AuditEntry, auditSummaryLines } from '@atrium/contract/endpoints/audit';
import { LocaleTexts } from '@atrium/contract/locales';
import { PageMessages, type Page, type PublicPage, pageVersion } from '@atrium/contract/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, refused, saved } from '../../testing/learn-fixtures.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { buildMeta, pagesApi } from '../../testing/pages-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Decision 096: a default page's meta texts per language, written by the Pages screen's
 * translation view and read by the public page's head under the language's prefix (the public
 * read's `?locale=`), the default language's where a text is not translated.
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
    // A learn item's page and an unknown page have no texts of their own per language here.
    const item = await learn.created('blog', { title: 'Springs' });
    expect((await saveTexts(item.slug, 'fr', { metaTitle: 'Sources' })).statusCode).toBe(404);
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
    const res = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/locales/',
      headers: ctx.auth,
      payload: {
        defaultLocale: 'en',
        locales: [
          { code: 'en', name: 'English' },
          { code: 'ar', name: 'العربية' },
        ],
      },
    });
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
