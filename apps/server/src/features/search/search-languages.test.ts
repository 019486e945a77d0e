import type { SearchResult } from '@atrium/contract/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSqliteDb } from '../../db/dialect.ts';
import type { LearnType } from '@atrium/contract/learn';
import { LearnKeys } from '@atrium/contract/learn';
import { learnApi, saved } from '../../testing/learn-fixtures.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Decision 091: the site search per language, on a site in English (default), French and Arabic. */
const ctx = useSignedInApp();
const learn = learnApi(ctx);

async function search(query: Record<string, string>, status = 200) {
  const response = await ctx.t.app.inject({ url: `/api/search/?${new URLSearchParams(query)}` });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { data: SearchResult[]; total: number; errors?: Record<string, string> };
}
const titles = async (q: string, locale?: string) =>
  (await search(locale ? { q, locale } : { q })).data.map((result) => result.data.title);

/** A write of an item's text in `locale` (decision 081). */
const inLanguage = (locale: string, type: LearnType, id: number, body: Record<string, unknown>) =>
  learn.send('PATCH', `/api/${LearnKeys[type]}/${id}/?locale=${locale}`, body);

let translatedId = 0;
beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  const water = await learn.created('blog', {
    title: 'Water networks',
    description: '<p>Municipal utilities share what they learned about leaking pipes.</p>',
  });
  translatedId = water.id;
  saved(
    await inLanguage('fr', 'blog', water.id, {
      title: 'Les réseaux d’eau',
      description: '<p>Les régies municipales partagent leurs connaissances sur les canalisations.</p>',
    }),
  );
  await learn.created('article', {
    title: 'Pooled funds',
    description: '<p>How municipal funds are pooled across a region.</p>',
  });
});

describe('site search per language (decision 091)', () => {
  it('reads a language’s own text with its stemming, and the default language’s text of the items not written in it', async () => {
    // PostgreSQL's French configuration finds an inflection by its stem; SQLite reads French
    // without stemming, its diacritics folded.
    const word = isSqliteDb(ctx.t.db) ? 'canalisations' : 'canalisation';
    const french = await search({ q: word, locale: 'fr' });
    expect(french.total).toBe(1);
    expect(french.data[0]!.data).toMatchObject({ id: translatedId, title: 'Les réseaux d’eau' });
    expect(french.data[0]!.snippet).toContain('<mark>canalisations</mark>');
    // SQLite folds diacritics away; PostgreSQL's configurations keep them (no unaccent).
    expect(await titles(isSqliteDb(ctx.t.db) ? 'reseaux' : 'réseaux', 'fr')).toEqual(['Les réseaux d’eau']);

    // An item with a French text is read in French only; one without answers in English.
    expect(await titles('pipes', 'fr')).toEqual([]);
    expect(await titles('funds', 'fr')).toEqual(['Pooled funds']);
    // "municipal" is the English item's word, and the stem of the French one's "municipales".
    expect((await titles('municipal', 'fr')).sort()).toEqual(
      isSqliteDb(ctx.t.db) ? ['Pooled funds'] : ['Les réseaux d’eau', 'Pooled funds'],
    );

    // The default language reads the items' own text, with English stemming ("pipe" finds "pipes").
    expect(await titles('pipe')).toEqual(['Water networks']);
    expect(await titles('réseaux')).toEqual([]);
    expect(await titles('funds', 'en')).toEqual(['Pooled funds']);
  });

  it('finds Arabic written with or without its vowel marks', async () => {
    const item = await learn.created('video', { title: 'Cities', description: '<p>Cities and their networks.</p>' });
    saved(await inLanguage('ar', 'video', item.id, { title: 'شَبَكَاتُ المُدُن', description: '<p>تَعَاوُن المدن</p>' }));
    expect((await search({ q: 'شبكات', locale: 'ar' })).data.map((r) => r.data.id)).toEqual([item.id]);
    expect((await search({ q: 'تَعَاوُن', locale: 'ar' })).data.map((r) => r.data.id)).toEqual([item.id]);
    // Not a French or English text: the other languages read its English one.
    expect((await search({ q: 'شبكات', locale: 'fr' })).total).toBe(0);
  });

  it('refuses a language the site does not have, and any tag that is none (400)', async () => {
    for (const locale of ['de', 'not a tag', 'x'.repeat(40)]) {
      const answer = await search({ q: 'funds', locale }, 400);
      expect(answer.errors).toHaveProperty('locale');
    }
  });
});
