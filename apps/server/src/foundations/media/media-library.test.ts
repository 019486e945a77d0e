import { existsSync } from 'node:fs';
import path from 'node:path';
import { MediaLibraryMessages } from '@atrium/contract/media-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { type FilePart, mp4Bytes, multipart, pngBytes, textPosingAsPng } from '../../testing/media-fixtures.ts';
import { signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Decision 038: the media library's calls, as an editor makes them. */
const ctx = useSignedInApp((config) => ({ uploads: { ...config.uploads, maxImageBytes: 200_000 } }));
let editor: { authorization: string };
let png: FilePart;
let otherPng: FilePart;

beforeAll(async () => {
  editor = (await signedInAdmin(ctx.t, 'editor')).headers;
  png = { filename: 'Harbour at dusk.png', content: await pngBytes(640, 360), type: 'image/png' };
  otherPng = { filename: 'harbour-2.png', content: await pngBytes(320, 200), type: 'image/png' };
});

const onDisk = (t: TestApp, mediaPath: string) =>
  t.config.storage.driver === 'local' &&
  existsSync(path.join(t.config.storage.dir, mediaPath.replace(/^\/media\//, '')));

async function send(
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  fields?: Record<string, string | FilePart>,
  headers = editor,
) {
  if (!fields) return ctx.t.app.inject({ method, url, headers });
  const body = await multipart(fields);
  return ctx.t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

type Item = {
  id: number;
  path: string;
  kind: string;
  alt: string;
  decorative: boolean;
  width: number | null;
  uses: Array<Record<string, unknown>>;
};
const list = async (query = '') =>
  (await send('GET', `/api/media/${query}`)).json().data as { items: Item[]; total: number };

describe('media library', () => {
  it('refuses a caller without a token before reading the body', async () => {
    const res = await send('POST', '/api/media/', { file: png }, {} as typeof editor);
    expect(res.statusCode).toBe(401);
    expect((await send('GET', '/api/media/', undefined, {} as typeof editor)).statusCode).toBe(401);
  });

  it('uploads an image with its alt text (an editor may), records its size and dimensions, and finds it by name, alt and kind', async () => {
    const res = await send('POST', '/api/media/', { file: png, alt: 'Fishing boats moored at dusk' });
    expect(res.statusCode).toBe(201);
    const item = res.json().data as Item & { bytes: number; height: number; thumbnail: string; original_name: string };
    expect(item).toMatchObject({
      kind: 'image',
      alt: 'Fishing boats moored at dusk',
      decorative: false,
      width: 640,
      height: 360,
      original_name: 'Harbour at dusk.png',
      uses: [],
    });
    expect(item.thumbnail).toMatch(/-480\.webp$/);
    expect(item.bytes).toBeGreaterThan(0);
    expect((await list('?searchedText=fishing boats')).items.map((i) => i.id)).toContain(item.id);
    expect((await list('?searchedText=harbour')).items.map((i) => i.id)).toContain(item.id);
    expect((await list('?kind=video')).items.map((i) => i.id)).not.toContain(item.id);
    expect((await list(`?paths=${encodeURIComponent(item.path)}`)).items).toHaveLength(1);
  });

  it('refuses a missing file, bytes that are no image or video, an oversize image, a bad kind or alt', async () => {
    const missing = await send('POST', '/api/media/', { alt: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false });
    const forged = await send('POST', '/api/media/', { file: textPosingAsPng() });
    expect(forged.statusCode).toBe(415);
    expect(forged.json().message).toBe(MediaLibraryMessages.unknownType);
    const big = await send('POST', '/api/media/', {
      file: { filename: 'big.png', content: Buffer.concat([png.content, Buffer.alloc(250_000)]), type: 'image/png' },
    });
    expect(big.statusCode).toBe(413);
    expect((await send('GET', '/api/media/?kind=pdf')).statusCode).toBe(400);
    const long = await send('POST', '/api/media/', { file: png, alt: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.alt).toBe(MediaLibraryMessages.altTooLong);
  });

  it('edits alt text; decorative empties it', async () => {
    const { id } = (await send('POST', '/api/media/', { file: otherPng })).json().data as Item;
    const patched = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/media/${id}/`,
      headers: editor,
      payload: { alt: 'A lighthouse' },
    });
    expect(patched.json().data).toMatchObject({ alt: 'A lighthouse', decorative: false });
    const decorative = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/media/${id}/`,
      headers: editor,
      payload: { decorative: true },
    });
    expect(decorative.json().data).toMatchObject({ alt: '', decorative: true });
    expect(
      (await ctx.t.app.inject({ method: 'PATCH', url: '/api/media/999999/', headers: editor, payload: { alt: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.t.app.inject({
          method: 'PATCH',
          url: `/api/media/${id}/`,
          headers: editor,
          payload: { colour: 'red' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is chosen in a form, shows where it is used, refuses deletion while used, and replaces every use at once', async () => {
    const learn = learnApi(ctx);
    const item = (await send('POST', '/api/media/', { file: png, alt: 'Boats' })).json().data as Item;
    const blog = await learn.created('blog', {
      BlogImage: item.path,
      description: `<p>Text</p><p><img src="${item.path}" alt="x"></p>`,
      title: 'Harbour notes',
    });
    expect(blog.BlogImage).toBe(item.path);
    const [found] = (await list(`?paths=${encodeURIComponent(item.path)}`)).items;
    expect(found!.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resource: 'learn-blogs',
          label: 'Blogs',
          record_id: blog.id,
          title: 'Harbour notes',
          admin_path: '/admin/blogs',
          where: 'file',
          in_trash: false,
        }),
      ]),
    );
    const refused = await send('DELETE', `/api/media/${item.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MediaLibraryMessages.inUse(found!.uses.length));

    expect(
      (
        await send('POST', `/api/media/${item.id}/replace/`, {
          file: { filename: 'v.mp4', content: mp4Bytes(), type: 'video/mp4' },
        })
      ).statusCode,
    ).toBe(415);
    const replaced = await send('POST', `/api/media/${item.id}/replace/`, { file: otherPng });
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json().data as Item;
    expect(next).toMatchObject({ id: item.id, alt: 'Boats', width: 320 });
    expect(next.path).not.toBe(item.path);
    const reread = (
      await ctx.t.app.inject({ method: 'GET', url: `/api/learn-blogs/${blog.id}/`, headers: ctx.auth })
    ).json().data;
    expect(reread.BlogImage).toBe(next.path);
    expect(reread.description).toContain(next.path);
    expect(reread.description).not.toContain(item.path);
    expect(onDisk(ctx.t, item.path)).toBe(false);
    expect(onDisk(ctx.t, next.path)).toBe(true);
  });

  it('refuses a library choice of another kind or not in the library', async () => {
    const learn = learnApi(ctx);
    const video = (
      await send('POST', '/api/media/', { file: { filename: 'clip.mp4', content: mp4Bytes(), type: 'video/mp4' } })
    ).json().data as Item;
    expect(video.kind).toBe('video');
    const wrongKind = await learn.create('blog', { BlogImage: video.path });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.BlogImage).toBe(MediaLibraryMessages.wrongKindPick('image'));
    const unknown = await learn.create('blog', { BlogImage: '/media/images/0123456789abcdef0123456789abcdef.jpg' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.BlogImage).toBe(MediaLibraryMessages.notInLibrary);
  });

  it("records a form's upload with the alt sent beside it, and edits it where it is used", async () => {
    const learn = learnApi(ctx);
    const blog = await learn.created('blog', { BlogImage: otherPng, BlogImage_alt: 'A chart of rising membership' });
    const row = (await list(`?paths=${encodeURIComponent(String(blog.BlogImage))}`)).items[0]!;
    expect(row).toMatchObject({ alt: 'A chart of rising membership', kind: 'image' });
    const res = await learn.patch('blog', blog.id, { BlogImage_decorative: 'true' });
    expect(res.statusCode).toBe(200);
    expect((await list(`?paths=${encodeURIComponent(String(blog.BlogImage))}`)).items[0]).toMatchObject({
      alt: '',
      decorative: true,
    });
  });

  it('deletes an unused file with its bytes; a second delete is 404', async () => {
    const item = (await send('POST', '/api/media/', { file: otherPng })).json().data as Item;
    const res = await send('DELETE', `/api/media/${item.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: item.id } });
    expect(onDisk(ctx.t, item.path)).toBe(false);
    expect((await send('DELETE', `/api/media/${item.id}/`)).statusCode).toBe(404);
  });

  it('records the files of a database from before the library when its table is empty', async () => {
    const before = (await list('?limit=100')).total;
    await ctx.t.db.deleteFrom('media').execute();
    const added = await ctx.t.app.mediaLibrary.backfill();
    expect(added).toBeGreaterThan(0);
    // Files only the library kept (no record used them) are not found again; every used one is.
    const after = await list('?limit=100');
    expect(after.total).toBeLessThanOrEqual(before);
    expect(after.items.every((i) => i.uses.length > 0)).toBe(true);
  });
});

describe('GET /api/media/alts/', () => {
  it('answers the written alt texts of the paths asked, without a token, in one read', async () => {
    const a = (await send('POST', '/api/media/', { file: png, alt: 'Nets drying on the quay' })).json().data as Item;
    const b = (await send('POST', '/api/media/', { file: otherPng, decorative: 'true' })).json().data as Item;
    const c = (await send('POST', '/api/media/', { file: otherPng })).json().data as Item;
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/media/alts/?paths=${[a.path, b.path, c.path].join(',')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ alts: { [a.path]: 'Nets drying on the quay', [b.path]: '' }, untranslated: [] });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/media/alts/?other=1' })).statusCode).toBe(400);
  });
});

describe('alt texts per language (decision 100)', () => {
  const putLocales = (codes: string[]) =>
    ctx.t.app.inject({
      method: 'PUT',
      url: '/api/locales/',
      headers: ctx.auth,
      payload: {
        defaultLocale: 'en',
        locales: codes.map((code) => ({ code, name: { en: 'English', fr: 'Français', ar: 'العربية' }[code] })),
      },
    });
  const patch = (id: number, query: string, payload: object, headers: Record<string, string> = editor) =>
    ctx.t.app.inject({ method: 'PATCH', url: `/api/media/${id}/${query}`, headers, payload });
  const one = async (item: Item, query = '') =>
    (await list(`?paths=${encodeURIComponent(item.path)}${query}`)).items[0] as Item & {
      locales?: string[];
      untranslated?: string[];
    };
  const alts = async (paths: string[], query = '') =>
    (await ctx.t.app.inject({ method: 'GET', url: `/api/media/alts/?paths=${paths.join(',')}${query}` })).json();

  it('keeps an alt per language beside the default one, read and written with ?locale=, the default untouched', async () => {
    expect((await putLocales(['en', 'fr', 'ar'])).statusCode).toBe(200);
    const nets = (await send('POST', '/api/media/', { file: png, alt: 'Nets drying on the quay' })).json().data as Item;
    const boats = (await send('POST', '/api/media/', { file: otherPng, alt: 'Boats at the harbour wall' })).json()
      .data as Item;

    const saved = await patch(nets.id, '?locale=FR', { alt: ' Des filets qui sèchent sur le quai ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      data: { id: nets.id, alt: 'Des filets qui sèchent sur le quai', locales: ['en', 'fr'], untranslated: [] },
    });
    // The default language's alt is as it was, and still found.
    expect(await one(nets)).toMatchObject({ alt: 'Nets drying on the quay', locales: ['en', 'fr'] });
    expect((await list('?searchedText=nets drying')).items.map((i) => i.id)).toContain(nets.id);
    // Arabic has none: the default language's answers, named untranslated.
    expect(await one(nets, '&locale=ar')).toMatchObject({ alt: 'Nets drying on the quay', untranslated: ['alt'] });

    // The public pages' one read: the language's alt, else the default's, its path named.
    expect(await alts([nets.path, boats.path], '&locale=fr')).toEqual({
      success: true,
      data: {
        alts: { [nets.path]: 'Des filets qui sèchent sur le quai', [boats.path]: 'Boats at the harbour wall' },
        untranslated: [boats.path],
      },
    });
    expect((await alts([nets.path, boats.path])).data).toEqual({
      alts: { [nets.path]: 'Nets drying on the quay', [boats.path]: 'Boats at the harbour wall' },
      untranslated: [],
    });

    // "Missing in Arabic": the images described in English and not in Arabic; French lacks boats only.
    const missingIn = async (code: string) =>
      (await list(`?missing=${code}&limit=100`)).items
        .map((i) => i.id)
        .filter((id) => [nets.id, boats.id].includes(id));
    expect(await missingIn('ar')).toEqual([boats.id, nets.id]);
    expect(await missingIn('fr')).toEqual([boats.id]);
    for (const code of ['en', 'de']) {
      const refused = await send('GET', `/api/media/?missing=${code}`);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors.missing, code).toBeTruthy();
    }

    // An emptied translation is none: the default language's shows again.
    expect((await patch(nets.id, '?locale=fr', { alt: '' })).json().data).toMatchObject({
      alt: 'Nets drying on the quay',
      locales: ['en'],
      untranslated: ['alt'],
    });
  });

  it('finds a file by a word of its alt in any language, folded as the default one’s, until that alt goes (decision 108)', async () => {
    expect((await putLocales(['en', 'fr', 'ar'])).statusCode).toBe(200);
    const quay = (await send('POST', '/api/media/', { file: png, alt: 'Crates stacked on the quay' })).json()
      .data as Item;
    const other = (await send('POST', '/api/media/', { file: otherPng, alt: 'Crates in a warehouse' })).json()
      .data as Item;
    const found = async (words: string, query = '') => {
      const res = await send('GET', `/api/media/?searchedText=${encodeURIComponent(words)}&limit=100${query}`);
      expect(res.statusCode, words).toBe(200);
      const body = res.json() as { success: boolean; data: { items: Item[]; total: number } };
      expect(body.success).toBe(true);
      const ids = body.data.items.map((i) => i.id).filter((id) => [quay.id, other.id].includes(id));
      expect(body.data.total, words).toBeGreaterThanOrEqual(ids.length);
      return ids;
    };
    expect(await found('cagettes')).toEqual([]);

    expect((await patch(quay.id, '?locale=fr', { alt: 'Des cagettes empilées sur le quai' })).statusCode).toBe(200);
    expect((await patch(quay.id, '?locale=ar', { alt: 'صناديق على الرصيف' })).statusCode).toBe(200);
    // Any case, with or without its accents, and in the list read in any language.
    expect(await found('cagettes')).toEqual([quay.id]);
    expect(await found('EMPILEES')).toEqual([quay.id]);
    expect(await found('empilées sur', '&locale=fr')).toEqual([quay.id]);
    expect(await found('الرصيف', '&locale=ar')).toEqual([quay.id]);
    // The default language's words and the name still find both.
    expect(await found('crates')).toEqual([other.id, quay.id]);
    expect(await found('harbour at dusk')).toEqual([quay.id]);

    // A translation rewritten or emptied takes its words with it; a replaced file keeps them.
    expect((await patch(quay.id, '?locale=fr', { alt: 'Des caisses sur le quai' })).statusCode).toBe(200);
    expect(await found('cagettes')).toEqual([]);
    expect(await found('caisses')).toEqual([quay.id]);
    expect((await send('POST', `/api/media/${quay.id}/replace/`, { file: otherPng })).statusCode).toBe(200);
    expect(await found('caisses')).toEqual([quay.id]);
    expect(await found('harbour-2')).toEqual([other.id, quay.id]);
    expect((await patch(quay.id, '?locale=fr', { alt: '' })).statusCode).toBe(200);
    expect(await found('caisses')).toEqual([]);
    // Decorative in every language: no alt in any is searched.
    expect((await patch(quay.id, '', { decorative: true })).statusCode).toBe(200);
    expect(await found('الرصيف')).toEqual([]);
    expect(await found('crates')).toEqual([other.id]);

    const long = await send('GET', `/api/media/?searchedText=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, errors: { searchedText: expect.any(String) } });
    expect((await send('GET', '/api/media/?searchedText=caisses', undefined, {} as typeof editor)).statusCode).toBe(
      401,
    );
  });

  it('checks the token before the body, the alt’s length, the language and the file: nothing changed', async () => {
    const item = (await send('POST', '/api/media/', { file: png, alt: 'A quay' })).json().data as Item;
    expect((await patch(item.id, '?locale=fr', { alt: 'Un quai' }, {})).statusCode).toBe(401);
    const long = await patch(item.id, '?locale=fr', { alt: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, errors: { alt: MediaLibraryMessages.altTooLong } });
    for (const url of [`/api/media/${item.id}/?locale=de`, `/api/media/?locale=de`, `/api/media/alts/?locale=de`]) {
      const res = url.startsWith(`/api/media/${item.id}`)
        ? await patch(item.id, '?locale=de', { alt: 'Ein Kai' })
        : await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.locale, url).toBeTruthy();
    }
    expect((await patch(999_999, '?locale=fr', { alt: 'Un quai' })).statusCode).toBe(404);
    expect(await one(item, '&locale=fr')).toMatchObject({ alt: 'A quay', untranslated: ['alt'] });
  });

  it('names the language in the audit log, empties every language’s alt when the image becomes decorative, and counts alts when a language goes', async () => {
    const item = (await send('POST', '/api/media/', { file: png, alt: 'A lighthouse' })).json().data as Item;
    expect((await patch(item.id, '?locale=ar', { alt: 'منارة' })).statusCode).toBe(200);
    const entry = (await ctx.t.app.inject({ url: '/api/audit-log/?resource=media&limit=1', headers: ctx.auth })).json()
      .data.items[0];
    expect(entry).toMatchObject({
      action: 'update',
      summary: { title: 'Harbour at dusk.png (Arabic)' },
    });

    // Removing Arabic would lose the alt written in it (decision 081's 409).
    const refused = await putLocales(['en', 'fr']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({ 'locales.ar': '1 media record' });

    // Decorative, from any language's form: no alt in any language, so Arabic holds nothing more.
    expect((await patch(item.id, '?locale=fr', { decorative: true })).json().data).toMatchObject({
      alt: '',
      decorative: true,
    });
    expect((await alts([item.path], '&locale=ar')).data).toEqual({ alts: { [item.path]: '' }, untranslated: [] });
    expect((await putLocales(['en', 'fr'])).statusCode).toBe(200);

    // A deleted file takes its translations with it.
    const gone = (await send('POST', '/api/media/', { file: otherPng, alt: 'A buoy' })).json().data as Item;
    expect((await patch(gone.id, '?locale=fr', { alt: 'Une bouée' })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/media/${gone.id}/`)).statusCode).toBe(200);
    expect((await putLocales(['en'])).statusCode).toBe(200);
  });
});
