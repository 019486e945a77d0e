import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi, saved } from '../testing/learn-fixtures.ts';
import { useSignedInApp } from '../testing/use-test-app.ts';

/**
 * Decision 092: a record's translations in the back office: one version per record whatever the
 * language saved, revisions that say their language and restore it alone, audit entries that name it.
 */
const ctx = useSignedInApp();
const learn = learnApi(ctx);
const inject = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
  ctx.t.app.inject({ method, url, headers: { ...ctx.auth, ...headers }, ...(payload ? { payload } : {}) });

type Entry = { id: number; locale: string | null; summary: string; author: { name: string } | null };
const revisionsOf = async (url: string) => saved<{ items: Entry[]; total: number }>(await inject('GET', url));

beforeAll(async () => {
  const put = await inject('PUT', '/api/locales/', {
    defaultLocale: 'en',
    locales: [
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français' },
      { code: 'ar', name: 'العربية' },
    ],
  });
  expect(put.statusCode, put.body).toBe(200);
});

describe('one version per record, whatever the language saved (decision 092)', () => {
  it('makes a French save stale for an English form opened before it, and the other way round; a 412 answers in the save’s language', async () => {
    const blog = await learn.created('blog', { title: 'Rivers', subtitle: 'Shared banks' });
    const url = `/api/learn-blogs/${blog.id}/`;
    const opened = (await inject('GET', url)).headers.etag as string;
    // The same version read in French: the images, dates and status a French form sends are the record's.
    expect((await inject('GET', `${url}?locale=fr`)).headers.etag).toBe(opened);

    const french = await inject('PATCH', `${url}?locale=fr`, { title: 'Rivières' }, { 'if-match': opened });
    expect(saved(french)).toMatchObject({ title: 'Rivières', locales: ['en', 'fr'] });
    const afterFrench = french.headers.etag as string;
    expect(afterFrench).not.toBe(opened);

    // An English form opened before the French save is refused, and nothing of English changed.
    const english = await inject('PATCH', url, { subtitle: 'Overwritten' }, { 'if-match': opened });
    expect(english.statusCode, english.body).toBe(412);
    // Decision 097: the 412 says the other save was French's.
    expect(english.json().data).toMatchObject({ version: afterFrench, record: { title: 'Rivers' }, changedIn: 'fr' });
    expect(saved(await inject('GET', url))).toMatchObject({ title: 'Rivers', subtitle: 'Shared banks' });

    // An English save made since makes an open French form stale; its 412 shows the record in French.
    const englishNow = await inject('PATCH', url, { subtitle: 'Wide banks' }, { 'if-match': afterFrench });
    expect(englishNow.statusCode, englishNow.body).toBe(200);
    const stale = await inject('PATCH', `${url}?locale=fr`, { title: 'Fleuves' }, { 'if-match': afterFrench });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().data).toMatchObject({
      version: englishNow.headers.etag,
      record: { title: 'Rivières', subtitle: 'Wide banks', untranslated: ['subtitle', 'description'] },
    });
    expect(stale.json().data).not.toHaveProperty('changedIn');
    expect(saved(await inject('GET', `${url}?locale=fr`)).title).toBe('Rivières');
  });
});

describe('revisions and the audit log per language (decision 092)', () => {
  it('keeps a revision of the language saved, filters by it, shows it beside that language now and restores it alone', async () => {
    const blog = await learn.created('blog', { title: 'Wetlands' });
    const url = `/api/learn-blogs/${blog.id}/`;
    saved(await inject('PATCH', `${url}?locale=fr`, { title: 'Zones humides', subtitle: 'Un guide' }));
    saved(await inject('PATCH', `${url}?locale=fr`, { title: 'Marais' }));
    saved(await inject('PATCH', `${url}?locale=ar`, { title: 'الأراضي الرطبة' }));

    const all = await revisionsOf(`${url}revisions/?limit=50`);
    expect(all.items.map((entry) => entry.locale)).toEqual(['ar', 'fr', 'fr', null]);
    // A language's first revision changed every text it has; the next, what it changed.
    expect(all.items.map((entry) => entry.summary)).toEqual(['Title', 'Title', 'Title, Subtitle', 'First saved']);
    const french = await revisionsOf(`${url}revisions/?locale=fr`);
    expect(french.total).toBe(2);
    expect(french.items.every((entry) => entry.locale === 'fr')).toBe(true);
    // The default language's revisions are those of the record's own fields: the French saves changed none.
    const english = await revisionsOf(`${url}revisions/?locale=EN`);
    expect(english.items.map((entry) => entry.locale)).toEqual([null]);
    const unknown = await inject('GET', `${url}revisions/?locale=de`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.locale).toEqual(expect.any(String));

    const first = french.items[1]!;
    const detail = saved<{ data: Record<string, unknown>; current: Record<string, unknown>; locale: string }>(
      await inject('GET', `${url}revisions/${first.id}/`),
    );
    expect(detail).toMatchObject({
      locale: 'fr',
      data: { title: 'Zones humides', subtitle: 'Un guide', description: null },
      current: { title: 'Marais', subtitle: 'Un guide', description: null },
    });

    // Restoring the first French revision: French again as it was, English and Arabic untouched.
    const restored = saved(await inject('POST', `${url}revisions/${first.id}/restore/`));
    expect(restored).toMatchObject({ title: 'Zones humides', subtitle: 'Un guide' });
    expect(saved(await inject('GET', url))).toMatchObject({ title: 'Wetlands' });
    expect(saved(await inject('GET', `${url}?locale=ar`)).title).toBe('الأراضي الرطبة');
    const after = await revisionsOf(`${url}revisions/?limit=50`);
    expect(after.items.map((entry) => entry.locale)).toEqual(['fr', 'ar', 'fr', 'fr', null]);

    // The audit log names the language of each translation's edit, and not of the record's own.
    const log = saved<{ items: Array<{ action: string; summary?: { title?: string } }> }>(
      await inject('GET', `/api/audit-log/?resource=learn-blogs&limit=100`),
    ).items.filter((entry) => entry.summary?.title?.startsWith('Wetlands'));
    expect(log.map((entry) => [entry.action, entry.summary?.title])).toEqual([
      ['restore_revision', 'Wetlands (French)'],
      ['update', 'Wetlands (Arabic)'],
      ['update', 'Wetlands (French)'],
      ['update', 'Wetlands (French)'],
      ['create', 'Wetlands'],
    ]);
  });

  it('keeps a revision of the record’s own fields when a French save changes a shared one', async () => {
    const blog = await learn.created('blog', { title: 'Deltas', authorName: 'Ada' });
    const url = `/api/learn-blogs/${blog.id}/`;
    saved(await inject('PATCH', `${url}?locale=fr`, { title: 'Deltas (fr)', authorName: 'Grace' }));
    const { items } = await revisionsOf(`${url}revisions/`);
    expect(items.map((entry) => [entry.locale, entry.summary])).toEqual([
      ['fr', 'Title'],
      [null, 'Author name'],
      [null, 'First saved'],
    ]);
    expect(saved(await inject('GET', url))).toMatchObject({ title: 'Deltas', authorName: 'Grace' });
  });
});

describe('the preview of a translation (decision 092)', () => {
  it('shows the texts typed in the language over the item, the default language’s where it lacks one, and says which', async () => {
    const blog = await learn.created('blog', { title: 'Estuaries', subtitle: 'Where rivers end' });
    const preview = async (body: object) => {
      const made = await inject('POST', '/api/previews/', { type: 'blog', id: blog.id, ...body });
      expect(made.statusCode, made.body).toBe(201);
      const token = (made.json().data.url as string).split('/preview/')[1]!;
      return saved<Record<string, unknown>>(await ctx.t.app.inject({ url: `/api/preview/${token}/` }));
    };
    expect(
      await preview({ locale: 'fr', values: { title: 'Estuaires', subtitle: ' ', description: '<p></p>' } }),
    ).toMatchObject({
      locale: 'fr',
      untranslated: ['subtitle', 'description'],
      item: { title: 'Estuaires', subtitle: 'Where rivers end', description: '<p>What it is about.</p>' },
    });
    // The default language's preview is the one it was.
    const english = await preview({ locale: 'en', values: { title: 'Estuaries, again' } });
    expect(english).toMatchObject({ item: { title: 'Estuaries, again' } });
    expect(english).not.toHaveProperty('locale');

    const unknown = await inject('POST', '/api/previews/', { type: 'blog', id: blog.id, locale: 'de', values: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.locale).toEqual(expect.any(String));
    // A translation is of a record that exists: a new item is previewed in the default language.
    const unsaved = await inject('POST', '/api/previews/', { type: 'blog', locale: 'fr', values: { title: 'Neuf' } });
    expect(unsaved.statusCode).toBe(400);
  });

  it('puts the item at its slug in the language and names its slug in each; a language taken away since is gone (decision 097)', async () => {
    const blog = await learn.created('blog', { title: 'Lagoons' });
    const slug = await inject('PUT', `/api/learn-blogs/${blog.id}/slug/?locale=fr`, { slug: `lagunes-${blog.id}` });
    expect(slug.statusCode, slug.body).toBe(200);
    const read = async (made: { json: () => { data: { url: string } } }) => {
      const token = made.json().data.url.split('/preview/')[1]!;
      return ctx.t.app.inject({ url: `/api/preview/${token}/` });
    };
    const french = await inject('POST', '/api/previews/', {
      type: 'blog',
      id: blog.id,
      locale: 'fr',
      values: { title: 'Lagunes' },
    });
    expect(french.statusCode, french.body).toBe(201);
    expect(saved(await read(french))).toMatchObject({
      locale: 'fr',
      item: { title: 'Lagunes', slug: `lagunes-${blog.id}`, slugs: { en: blog.slug, fr: `lagunes-${blog.id}` } },
    });
    // A saved state's link names the slugs too, the default's first.
    const link = await inject('POST', '/api/preview-links/', { type: 'blog', id: blog.id });
    expect(saved(await read(link))).toMatchObject({ item: { slug: blog.slug, slugs: { fr: `lagunes-${blog.id}` } } });

    // Spanish, added, previewed, then taken away: its preview is gone with it.
    const languages = async (codes: string[]) =>
      inject('PUT', '/api/locales/', {
        defaultLocale: 'en',
        locales: codes.map((code) => ({ code, name: code })),
      });
    expect((await languages(['en', 'fr', 'ar', 'es'])).statusCode).toBe(200);
    const spanish = await inject('POST', '/api/previews/', {
      type: 'blog',
      id: blog.id,
      locale: 'es',
      values: { title: 'Lagunas' },
    });
    expect(saved(await read(spanish))).toMatchObject({ locale: 'es', item: { title: 'Lagunas' } });
    expect((await languages(['en', 'fr', 'ar'])).statusCode).toBe(200);
    expect((await read(spanish)).statusCode).toBe(404);
    expect((await read(french)).statusCode).toBe(200);
  });
});
