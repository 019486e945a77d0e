import { LocaleTexts as T } from '@atrium/contract/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();
let editor: { authorization: string };
beforeAll(async () => {
  editor = (await signedInAdmin(ctx.t, 'editor')).headers;
});

const read = async () => (await ctx.t.app.inject({ url: '/api/locales/' })).json();
const put = (payload: unknown, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({ method: 'PUT', url: '/api/locales/', headers, payload: payload as object });

const threeLanguages = {
  defaultLocale: 'en',
  locales: [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'Français' },
    { code: 'ar', name: 'العربية' },
  ],
};

describe('the site languages (decision 081)', () => {
  it('is English alone until an administrator says otherwise, for anyone to read', async () => {
    const answer = await read();
    expect(answer).toEqual({
      success: true,
      data: { defaultLocale: 'en', locales: [{ code: 'en', name: 'English', dir: 'ltr' }] },
    });
  });

  it('needs an administrator to change them: 401 without a token, 403 for an editor, nothing changed', async () => {
    expect((await put(threeLanguages, {})).statusCode).toBe(401);
    const refused = await put(threeLanguages, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect((await read()).data.locales).toHaveLength(1);
  });

  it('keeps the list in order, tags canonical, the direction derived from the language unless given', async () => {
    const saved = await put({
      defaultLocale: 'EN',
      locales: [
        { code: 'en', name: ' English ' },
        { code: 'fr', name: 'Français' },
        { code: 'ar', name: 'العربية' },
        { code: 'he', name: 'עברית' },
        { code: 'pt-br', name: 'Português' },
        { code: 'az-Arab', name: 'Azərbaycan (Arab)' },
        { code: 'ur', name: 'اردو', dir: 'ltr' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(T.saved);
    const expected = {
      defaultLocale: 'en',
      locales: [
        { code: 'en', name: 'English', dir: 'ltr' },
        { code: 'fr', name: 'Français', dir: 'ltr' },
        { code: 'ar', name: 'العربية', dir: 'rtl' },
        { code: 'he', name: 'עברית', dir: 'rtl' },
        { code: 'pt-BR', name: 'Português', dir: 'ltr' },
        { code: 'az-Arab', name: 'Azərbaycan (Arab)', dir: 'rtl' },
        { code: 'ur', name: 'اردو', dir: 'ltr' },
      ],
    };
    expect(saved.json().data).toEqual(expected);
    expect((await read()).data).toEqual(expected);
  });

  it('refuses what is no language list with field messages and changes nothing', async () => {
    const before = (await read()).data;
    const cases: Array<[unknown, string, string]> = [
      [{ ...threeLanguages, locales: [{ code: 'not a tag', name: 'X' }] }, 'locales.0.code', T.codeInvalid],
      [
        {
          ...threeLanguages,
          locales: [
            { code: 'en', name: 'English' },
            { code: 'EN', name: 'Again' },
          ],
        },
        'locales.1.code',
        T.codeRepeated,
      ],
      [{ ...threeLanguages, locales: [{ code: 'en', name: ' ' }] }, 'locales.0.name', T.nameRequired],
      [{ ...threeLanguages, defaultLocale: 'de' }, 'defaultLocale', T.defaultNotListed],
      [{ defaultLocale: 'en', locales: [] }, 'locales', T.atLeastOne],
      [{ ...threeLanguages, locales: [{ code: 'en', name: 'English', dir: 'up' }] }, 'locales.0.dir', ''],
    ];
    for (const [body, field, message] of cases) {
      const answer = await put(body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().success).toBe(false);
      if (message) expect(answer.json().errors[field]).toBe(message);
      else expect(answer.json().errors[field]).toBeTruthy();
    }
    expect((await put({ ...threeLanguages, extra: 1 })).statusCode).toBe(400);
    expect((await read()).data).toEqual(before);
  });

  it('refuses to remove a language content is written in (409, naming what would be lost), and a new default while anything is translated', async () => {
    expect((await put(threeLanguages)).statusCode).toBe(200);
    await ctx.t.app.db
      .insertInto('translations')
      .values([
        { resource: 'faqs', record_id: 1, locale: 'fr', field: 'question', value: 'Pourquoi ?' },
        { resource: 'faqs', record_id: 1, locale: 'fr', field: 'answer', value: 'Parce que.' },
        { resource: 'faqs', record_id: 2, locale: 'fr', field: 'question', value: 'Comment ?' },
        { resource: 'learn-blogs', record_id: 5, locale: 'fr', field: 'title', value: 'Un titre' },
      ])
      .execute();
    const refused = await put({ ...threeLanguages, locales: threeLanguages.locales.filter((l) => l.code !== 'fr') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: T.hasContent('Français', '2 faqs records, 1 learn-blogs record'),
      errors: { 'locales.fr': '2 faqs records, 1 learn-blogs record' },
    });
    const newDefault = await put({ ...threeLanguages, defaultLocale: 'fr' });
    expect(newDefault.statusCode).toBe(409);
    expect(newDefault.json().errors.defaultLocale).toBe(T.defaultHasTranslations);
    expect((await read()).data.locales.map((l: { code: string }) => l.code)).toEqual(['en', 'fr', 'ar']);
    // A language with nothing written in it goes freely.
    const withoutArabic = await put({ ...threeLanguages, locales: threeLanguages.locales.slice(0, 2) });
    expect(withoutArabic.statusCode).toBe(200);
    expect(withoutArabic.json().data.locales.map((l: { code: string }) => l.code)).toEqual(['en', 'fr']);
    await ctx.t.app.db.deleteFrom('translations').execute();
  });

  it('a site written in French from the start may make French its default while nothing is translated', async () => {
    const answer = await put({ ...threeLanguages, defaultLocale: 'fr' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.defaultLocale).toBe('fr');
    expect((await put(threeLanguages)).statusCode).toBe(200);
  });
});
