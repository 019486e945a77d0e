import { LocaleTexts as T } from '@atrium/contract/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLearnItem, learnApi, saved } from '../testing/learn-fixtures.ts';
import { useSignedInApp } from '../testing/use-test-app.ts';

/** Decision 081: a resource's `localized` fields, read and written per language by the kit itself. */
const ctx = useSignedInApp();
const learn = learnApi(ctx);
const get = (url: string, headers: Record<string, string> = ctx.auth) => ctx.t.app.inject({ url, headers });
const patch = (url: string, payload: object) => ctx.t.app.inject({ method: 'PATCH', url, headers: ctx.auth, payload });

const english = { code: 'en', name: 'English' };
const french = { code: 'fr', name: 'Français' };
const putLocales = (locales: object[]) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: '/api/locales/',
    headers: ctx.auth,
    payload: { defaultLocale: 'en', locales },
  });

beforeAll(async () => {
  expect((await putLocales([english, french, { code: 'ar', name: 'العربية' }])).statusCode).toBe(200);
});

describe('content per language (decision 081)', () => {
  it('keeps each language’s text of a record, shares the rest, and falls back to the default language, saying so', async () => {
    const blog = await learn.created('blog', { title: 'Water rights', subtitle: 'A field guide' });
    expect(blog.locales).toEqual(['en']);
    const url = `/api/learn-blogs/${blog.id}/`;

    const inFrench = saved(
      await patch(`${url}?locale=fr`, {
        title: 'Droits de l’eau',
        description: '<p>Ce dont il s’agit.<script>alert(1)</script></p>',
        authorName: 'Ada',
      }),
    );
    expect(inFrench).toMatchObject({
      title: 'Droits de l’eau',
      description: '<p>Ce dont il s’agit.</p>',
      subtitle: 'A field guide',
      untranslated: ['subtitle'],
      locales: ['en', 'fr'],
      authorName: 'Ada',
    });

    // The default language's text is the record's own, untouched; what is shared changed for all.
    const inEnglish = saved(await get(url));
    expect(inEnglish).toMatchObject({
      title: 'Water rights',
      description: '<p>What it is about.</p>',
      authorName: 'Ada',
    });
    expect(inEnglish.locales).toEqual(['en', 'fr']);
    expect(inEnglish).not.toHaveProperty('untranslated');

    // Arabic has nothing yet: every text is the default language's, each one named.
    const arabic = saved(await get(`${url}?locale=ar`));
    expect(arabic).toMatchObject({ title: 'Water rights', untranslated: ['title', 'subtitle', 'description'] });

    // Any letter case of the tag; the list reads in the language too.
    const list = saved<Array<Record<string, unknown>>>(await get('/api/learn-blogs/?locale=FR&limit=100'));
    expect(list.find((record) => record.id === blog.id)).toMatchObject({
      title: 'Droits de l’eau',
      locales: ['en', 'fr'],
    });
    const englishList = saved<Array<Record<string, unknown>>>(await get('/api/learn-blogs/?limit=100'));
    expect(englishList.find((record) => record.id === blog.id)).toMatchObject({ title: 'Water rights' });

    // An emptied translation is gone: the default language's text shows again.
    expect(saved(await patch(`${url}?locale=fr`, { subtitle: 'Un guide' })).untranslated).toEqual([]);
    expect(saved(await patch(`${url}?locale=fr`, { subtitle: '' }))).toMatchObject({
      subtitle: 'A field guide',
      untranslated: ['subtitle'],
    });
    expect(saved(await patch(`${url}?locale=fr`, { description: '<p></p>' })).untranslated).toEqual([
      'subtitle',
      'description',
    ]);
  });

  it('answers an unknown language 400 on every read and write, and a create in another language 400, changing nothing', async () => {
    const blog = await learn.created('blog', { title: 'Only English' });
    const url = `/api/learn-blogs/${blog.id}/`;
    for (const answer of [
      await get(`${url}?locale=de`),
      await get('/api/learn-blogs/?locale=de'),
      await get('/api/learn-blogs/count/?locale=de'),
      await get('/api/learn-blogs/?locale=not%20a%20tag', {}),
      await patch(`${url}?locale=de`, { title: 'Nur Deutsch' }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errors: { locale: expect.any(String) } });
    }
    expect((await get(`${url}?locale=de`)).json().errors.locale).toBe(T.unknownLocale('de'));
    const created = await learn.send('POST', '/api/learn-blogs/?locale=fr', buildLearnItem('blog'));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors.locale).toBe(T.createInDefault);
    expect(saved(await get(url)).title).toBe('Only English');
    // Resources without per-language fields take no locale at all.
    expect((await get('/api/redirects/?locale=fr')).statusCode).toBe(400);
  });

  it('reads published translations without a token, and refuses to drop a language that holds them (409)', async () => {
    const blog = await learn.created('blog', { title: 'Public water' });
    saved(await patch(`/api/learn-blogs/${blog.id}/?locale=ar`, { title: 'حقوق المياه' }));
    const visitor = saved<Array<Record<string, unknown>>>(await get('/api/learn-blogs/?locale=ar&limit=100', {}));
    expect(visitor.find((record) => record.id === blog.id)).toMatchObject({ title: 'حقوق المياه' });
    const refused = await putLocales([english, french]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors['locales.ar']).toBe(T.records('learn-blogs', 1));
  });

  it('lists and counts the records a language lacks text in (?missing=), and refuses the default or an unknown one', async () => {
    const faq = async (title: string) =>
      saved<{ id: number }>(
        await ctx.t.app.inject({
          method: 'POST',
          url: '/api/faqs/',
          headers: ctx.auth,
          payload: { title, Description: '<p>An answer.</p>' },
        }),
        201,
      ).id;
    const [whole, half, none] = [await faq('Zebra one'), await faq('Zebra two'), await faq('Zebra three')];
    saved(await patch(`/api/faqs/${whole}/?locale=fr`, { title: 'Zèbre un', Description: '<p>Une réponse.</p>' }));
    saved(await patch(`/api/faqs/${half}/?locale=fr`, { title: 'Zèbre deux' }));
    const ids = async (url: string) =>
      saved<Array<{ id: number }>>(await get(url))
        .map((record) => record.id)
        .sort();
    expect(await ids('/api/faqs/?searchedText=zebra&missing=fr&limit=100')).toEqual([half, none].sort());
    expect(await ids('/api/faqs/?searchedText=zebra&missing=ar&limit=100')).toEqual([whole, half, none].sort());
    expect(saved(await get('/api/faqs/count/?searchedText=zebra&missing=fr')).count).toBe(2);
    const defaultOne = await get('/api/faqs/?missing=en');
    expect(defaultOne.statusCode).toBe(400);
    expect(defaultOne.json().errors.missing).toBe(T.missingInDefault);
    const unknown = await get('/api/faqs/count/?missing=de');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.missing).toBe(T.unknownLocale('de'));
  });

  it('forgets a record’s translations when it is deleted for good', async () => {
    const blog = await learn.created('blog', { title: 'Short lived' });
    saved(await patch(`/api/learn-blogs/${blog.id}/?locale=fr`, { title: 'Éphémère' }));
    await learn.remove('blog', blog.id);
    const gone = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/learn-blogs/${blog.id}/permanent/`,
      headers: ctx.auth,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const left = await ctx.t.app.db
      .selectFrom('translations')
      .select('field')
      .where('resource', '=', 'learn-blogs')
      .where('record_id', '=', blog.id)
      .execute();
    expect(left).toEqual([]);
  });
});
