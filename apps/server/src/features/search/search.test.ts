import { SEARCH_EXACT_TOTAL, SEARCH_QUERY_MAX, SearchTexts, type SearchResult } from '@atrium/contract/search';
import { describe, expect, it } from 'vitest';
import { isSqliteDb } from '../../db/dialect.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { createSearchRepository } from './search.repository.ts';

const ctx = useSignedInApp();
const api = learnApi(ctx);

type Answer = { success: boolean; message?: string; data: SearchResult[]; total: number; estimated?: true };

async function search(query: string, status = 200): Promise<Answer> {
  const response = await ctx.t.app.inject({ url: `/api/search/?${query}` });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
const found = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).data.map((r) => r.data.title);

describe('GET /api/search/', () => {
  it('ranks a title hit above a text hit, answers feed items with an escaped, marked extract', async () => {
    await api.created('blog', {
      title: 'Notes from the field',
      description: '<p>Before the kestrel: a &lt;b&gt;bold&lt;/b&gt; claim &amp; a kestrel sighting.</p>',
    });
    await api.created('article', { title: 'The kestrel survey', description: '<p>Counting birds of prey.</p>' });
    const body = await search('q=Kestrel');
    expect(body.success).toBe(true);
    expect(body.total).toBe(2);
    expect(body.data.map((r) => r.data.title)).toEqual(['The kestrel survey', 'Notes from the field']);
    const [, blog] = body.data;
    expect(blog).toMatchObject({ content_type: 'blog', data: { slug: 'notes-from-the-field' } });
    expect(blog!.data.categoryNames).toEqual(['Initiatives']);
    expect(blog!.snippet).toContain('<mark>kestrel</mark>');
    // The text's own angle brackets come back escaped: only the marks are markup.
    expect(blog!.snippet).toContain('&lt;b&gt;bold&lt;/b&gt; claim &amp; a');
    expect(blog!.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('ranks an item whose title holds every word above one whose text repeats them (decision 059)', async () => {
    await api.created('blog', {
      title: 'Notes',
      description: `<p>${'Osprey nesting: the osprey returns to nesting sites. '.repeat(4)}</p>`,
    });
    await api.created('podcast', { title: 'Osprey nesting season', description: '<p>A spring walk.</p>' });
    await api.created('video', { title: 'Along the coast', subtitle: 'Osprey nesting platforms' });
    expect(await found('osprey nesting')).toEqual(['Osprey nesting season', 'Along the coast', 'Notes']);
  });

  it('finds title matches first however common the words, and counts past the exact bound (decision 059)', async () => {
    // Index rows alone (no learn items): more text-only matches than a total is exact for, then
    // one title match written last, so it is not among the first matches in storage order.
    const db = ctx.t.db;
    const row = (n: number, title: string, body: string) => ({
      content_type: 'blog' as const,
      item_id: 900_000 + n,
      status: 1,
      publish_at: null,
      unpublish_at: null,
      title,
      subtitle: '',
      body,
      author: '',
      categories: '',
    });
    const rows = Array.from({ length: SEARCH_EXACT_TOTAL + 20 }, (_, n) => row(n, `Entry ${n}`, 'a wren sings'));
    for (let start = 0; start < rows.length; start += 200) {
      await db
        .insertInto('learn_search')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    await db
      .insertInto('learn_search')
      .values(row(rows.length, 'The wren', 'small birds'))
      .execute();
    try {
      const repository = createSearchRepository(db);
      const at = new Date().toISOString();
      const { hits, total, estimated } = await repository.page(
        { terms: ['wren'], types: ['blog'], at, locale: '', language: 'english', defaultLanguage: 'english' },
        { limit: 3, skip: 0 },
      );
      expect(hits[0]!.id).toBe(900_000 + rows.length);
      expect(hits).toHaveLength(3);
      // The API says when its total is an estimate, and the page says "About …".
      const answer = await search('q=wren&type=blog&limit=1');
      if (isSqliteDb(db)) {
        expect({ total, estimated }).toEqual({ total: rows.length + 1, estimated: undefined });
        expect(answer).toMatchObject({ total: rows.length + 1 });
        expect(answer).not.toHaveProperty('estimated');
      } else {
        expect(estimated).toBe(true);
        expect(total).toBeGreaterThan(SEARCH_EXACT_TOTAL);
        expect(answer).toMatchObject({ total, estimated: true });
        expect(SearchTexts.count(answer.total, answer.estimated)).toMatch(/^About [\d,]+ results$/);
      }
    } finally {
      await db.deleteFrom('learn_search').where('item_id', '>=', 900_000).execute();
    }
  });

  it('finds words of the subtitle, author and category names, every word required', async () => {
    const topic = await api.category('Wetland ecology');
    await api.created('video', {
      title: 'A walk by the river',
      subtitle: 'Reeds and herons',
      authorName: 'Octavia Quillfeather',
      categories: String(topic),
    });
    expect(await found('herons')).toEqual(['A walk by the river']);
    expect(await found('quillfeather')).toEqual(['A walk by the river']);
    expect(await found('wetland')).toEqual(['A walk by the river']);
    expect(await found('herons quillfeather')).toEqual(['A walk by the river']);
    expect(await found('herons zzzunknown')).toEqual([]);
  });

  it('keeps drafts, scheduled, ended and trashed items out, and follows every write', async () => {
    await api.created('blog', { title: 'Draft about quokkas', status: 0 });
    await api.created('blog', { title: 'Future quokkas', publish_at: '2999-01-01T00:00:00.000Z' });
    await api.created('blog', { title: 'Ended quokkas', unpublish_at: '2001-01-01T00:00:00.000Z' });
    const live = await api.created('podcast', { title: 'Live quokkas' });
    expect(await found('quokkas')).toEqual(['Live quokkas']);

    // Edited: the old words go, the new ones come.
    await api.patch('podcast', live.id, { title: 'Live wombats' });
    expect(await found('quokkas')).toEqual([]);
    expect(await found('wombats')).toEqual(['Live wombats']);
    // Unpublished, then published again.
    await api.patch('podcast', live.id, { status: 0 });
    expect(await found('wombats')).toEqual([]);
    await api.patch('podcast', live.id, { status: 1 });
    expect(await found('wombats')).toEqual(['Live wombats']);
    // To the trash, restored, then deleted forever.
    await api.remove('podcast', live.id);
    expect(await found('wombats')).toEqual([]);
    const headers = ctx.auth;
    const restore = await ctx.t.app.inject({ method: 'POST', url: `/api/learn-podcasts/${live.id}/restore/`, headers });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await found('wombats')).toEqual(['Live wombats']);
    await api.remove('podcast', live.id);
    const purge = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/learn-podcasts/${live.id}/permanent/`,
      headers,
    });
    expect(purge.statusCode, purge.body).toBe(200);
    const rows = await ctx.t.db
      .selectFrom('learn_search')
      .select('id')
      .where('content_type', '=', 'podcast')
      .where('item_id', '=', live.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('pages with limit and skip, filters by type, and counts them all', async () => {
    for (const type of ['blog', 'article', 'video'] as const) {
      for (let n = 1; n <= 2; n++) await api.created(type, { title: `Pangolin ${type} ${n}` });
    }
    const first = await search('q=pangolin&limit=4');
    expect(first.total).toBe(6);
    expect(first.data).toHaveLength(4);
    const rest = await search('q=pangolin&limit=4&skip=4');
    expect(rest.total).toBe(6);
    expect(rest.data).toHaveLength(2);
    const titles = [...first.data, ...rest.data].map((r) => r.data.title);
    expect(new Set(titles).size).toBe(6);
    const past = await search('q=pangolin&limit=4&skip=8');
    expect(past).toMatchObject({ data: [], total: 6 });
    const videos = await search('q=pangolin&type=video,Article');
    expect(videos.total).toBe(4);
    expect(videos.data.every((r) => r.content_type === 'video' || r.content_type === 'article')).toBe(true);
  });

  it('answers an empty query with no results, and refuses bad parameters with the envelope', async () => {
    expect(await search('q=')).toEqual({ success: true, data: [], total: 0 });
    expect(await search('')).toEqual({ success: true, data: [], total: 0 });
    // Punctuation alone holds no word; neither query language's operators get through.
    expect(await search(`q=${encodeURIComponent('"* OR -( NEAR')}`)).toMatchObject({ success: true });
    for (const [query, field] of [
      [`q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, 'q'],
      ['q=x&limit=0', 'limit'],
      ['q=x&limit=51', 'limit'],
      ['q=x&skip=-1', 'skip'],
      ['q=x&skip=1001', 'skip'],
      ['q=x&type=essay', 'type'],
      ['q=x&sort_by=title', 'sort_by'],
    ] as const) {
      const body = await search(query, 400);
      expect(body.success, query).toBe(false);
      expect(JSON.stringify(body), query).toContain(field);
    }
  });

  it('writes the searched text as sentences, so an extract never runs a heading into the next block (decision 080)', async () => {
    const article = await api.created('article', {
      title: 'Funding that lasts',
      description:
        '<h2>Models we have seen work</h2><ul><li>Pooled municipal funds</li><li>Multi-year grants</li></ul>',
    });
    const podcast = await api.created('podcast', {
      title: 'A wetland episode',
      description: '<p>What we heard</p>',
      podCastTranscript: 'Welcome to the marsh harrier episode\n\nThanks for listening',
    });
    // PostgreSQL's extract leaves out the last full stop; SQLite's keeps it.
    const snippetOf = async (q: string, title: string) =>
      (await search(`q=${encodeURIComponent(q)}`)).data.find((r) => r.data.title === title)?.snippet.replace(/\.$/, '');
    const sentences = {
      article: 'Models we have seen work. <mark>Pooled</mark> municipal funds. Multi-year grants',
      podcast: 'What we heard. Welcome to the marsh <mark>harrier</mark> episode. Thanks for listening',
    };
    expect(await snippetOf('pooled', 'Funding that lasts')).toBe(sentences.article);
    expect(await snippetOf('harrier', 'A wetland episode')).toBe(sentences.podcast);

    // The migration writes an older install's rows the same way (only marks added, the words unchanged).
    const db = ctx.t.db;
    for (const [type, id, body] of [
      ['article', article.id, 'Models we have seen work Pooled municipal funds Multi-year grants'],
      ['podcast', podcast.id, 'What we heard Welcome to the marsh harrier episode Thanks for listening'],
    ] as const) {
      await db
        .updateTable('learn_search')
        .set({ body })
        .where('content_type', '=', type)
        .where('item_id', '=', id)
        .execute();
    }
    expect(await snippetOf('pooled', 'Funding that lasts')).not.toBe(sentences.article);
    const { up } = await import('../../db/migrations/2026-12-06T1200-search-body-sentences.ts');
    await up(db as never);
    expect(await snippetOf('pooled', 'Funding that lasts')).toBe(sentences.article);
    expect(await snippetOf('harrier', 'A wetland episode')).toBe(sentences.podcast);
  });

  it('reads the default language with its own stemming once a site written in French makes French its default (decision 091)', async () => {
    await api.created('blog', { title: 'Réseaux', description: '<p>Les canalisations municipales.</p>' });
    const locales = (defaultLocale: string) =>
      ctx.t.app.inject({
        method: 'PUT',
        url: '/api/locales/',
        headers: ctx.auth,
        payload: { defaultLocale, locales: [{ code: defaultLocale, name: defaultLocale }] },
      });
    expect((await locales('fr')).statusCode).toBe(200);
    try {
      // PostgreSQL's French configuration finds the plural by its stem; SQLite's index without
      // stemming finds the word as written, its accents folded.
      if (isSqliteDb(ctx.t.db)) {
        expect(await found('canalisations')).toEqual(['Réseaux']);
        expect(await found('reseaux')).toEqual(['Réseaux']);
      } else expect(await found('canalisation')).toEqual(['Réseaux']);
    } finally {
      expect((await locales('en')).statusCode).toBe(200);
    }
    expect(await found('canalisations')).toEqual(['Réseaux']);
  });
});
