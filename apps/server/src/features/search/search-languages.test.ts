import { SEARCH_EXACT_TOTAL, type SearchResult } from '@atrium/contract/search';
import { sql } from 'kysely';
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
  return response.json() as {
    data: SearchResult[];
    total: number;
    estimated?: true;
    errors?: Record<string, string>;
  };
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

  it('answers the cards as the learn feed does in the language: the item’s own slug there, what it lacks named', async () => {
    const slug = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/${LearnKeys.blog}/${translatedId}/slug/?locale=fr`,
      headers: ctx.auth,
      payload: { slug: 'reseaux-d-eau' },
    });
    expect(slug.statusCode, slug.body).toBe(200);
    const [water] = (await search({ q: 'régies', locale: 'fr' })).data;
    expect(water!.data).toMatchObject({ id: translatedId, slug: 'reseaux-d-eau', untranslated: ['subtitle'] });
    // Not translated at all: every text answered in English, and named so (the page marks it with lang="en").
    const [funds] = (await search({ q: 'funds', locale: 'fr' })).data;
    expect(funds!.data.untranslated).toEqual(['title', 'subtitle', 'description']);
    expect((await search({ q: 'régies' })).data).toEqual([]);
    expect((await search({ q: 'pipes' })).data[0]!.data).not.toHaveProperty('untranslated');
  });

  it('reads a podcast’s transcript in the language it is written in', async () => {
    const podcast = await learn.created('podcast', {
      title: 'Harbour voices',
      podCastTranscript: 'Dockworkers remember the cranes.',
    });
    saved(
      await inLanguage('fr', 'podcast', podcast.id, { podCastTranscript: 'Les dockers se souviennent des grues.' }),
    );
    expect((await search({ q: 'grues', locale: 'fr' })).data.map((r) => r.data.id)).toEqual([podcast.id]);
    // The French row has a transcript of its own: the English one is not read in French.
    expect((await search({ q: 'cranes', locale: 'fr' })).total).toBe(0);
    expect((await search({ q: 'cranes' })).data.map((r) => r.data.id)).toEqual([podcast.id]);
  });

  it('finds Arabic written with or without its vowel marks', async () => {
    const item = await learn.created('video', { title: 'Cities', description: '<p>Cities and their networks.</p>' });
    saved(await inLanguage('ar', 'video', item.id, { title: 'شَبَكَاتُ المُدُن', description: '<p>تَعَاوُن المدن</p>' }));
    expect((await search({ q: 'شبكات', locale: 'ar' })).data.map((r) => r.data.id)).toEqual([item.id]);
    expect((await search({ q: 'تَعَاوُن', locale: 'ar' })).data.map((r) => r.data.id)).toEqual([item.id]);
    // Not a French or English text: the other languages read its English one.
    expect((await search({ q: 'شبكات', locale: 'fr' })).total).toBe(0);
    // An Arabic row holds the English words it has no Arabic of (its title here): a French search
    // finds the item once, by its English row, never by another language's.
    const estuary = await learn.created('video', { title: 'Estuary cities', description: '<p>Ports.</p>' });
    saved(await inLanguage('ar', 'video', estuary.id, { description: '<p>الموانئ</p>' }));
    const french = await search({ q: 'estuary', locale: 'fr' });
    expect({ total: french.total, ids: french.data.map((r) => r.data.id) }).toEqual({ total: 1, ids: [estuary.id] });
  });

  it('counts a French search past the exact bound from both of its parts, within a fifth of the truth (decision 098)', async () => {
    // Index rows alone, as decision 059's test writes them: 3,000 items in English, every third
    // with a French row. The word is in three rows in five of each kind, the English rows of the
    // translated items too, which a French search leaves out: 600 French rows and 1,200 English.
    const db = ctx.t.db;
    const row = (n: number, locale: string) => ({
      content_type: 'blog' as const,
      item_id: 800_000 + n,
      status: 1,
      publish_at: null,
      unpublish_at: null,
      title: `Entry ${n}`,
      subtitle: '',
      body: (locale ? n / 3 : n) % 5 < 3 ? 'an ibis wading' : 'a heron waiting',
      author: '',
      categories: '',
      locale,
      translated: locale === '' && n % 3 === 0 ? 'xfrx' : '',
      language: locale ? 'french' : 'english',
    });
    const rows = Array.from({ length: 3000 }, (_, n) => [row(n, ''), ...(n % 3 === 0 ? [row(n, 'fr')] : [])]).flat();
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto('learn_search')
        .values(rows.slice(start, start + 500))
        .execute();
    try {
      // The planner's figures come from the statistics, as autovacuum would soon gather them.
      if (!isSqliteDb(db)) await sql`analyze learn_search`.execute(db);
      const truth = 1800;
      const answer = await search({ q: 'ibis', locale: 'fr', limit: '1' });
      if (isSqliteDb(db)) expect(answer).toMatchObject({ total: truth });
      else {
        expect(answer.estimated).toBe(true);
        expect(answer.total).toBeGreaterThan(SEARCH_EXACT_TOTAL);
        expect(Math.abs(answer.total - truth) / truth).toBeLessThan(0.2);
      }
    } finally {
      await db.deleteFrom('learn_search').where('item_id', '>=', 800_000).execute();
    }
  });

  it('refuses a language the site does not have, and any tag that is none (400)', async () => {
    for (const locale of ['de', 'not a tag', 'x'.repeat(40)]) {
      const answer = await search({ q: 'funds', locale }, 400);
      expect(answer.errors).toHaveProperty('locale');
    }
  });
});
