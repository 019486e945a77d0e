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
    expect(res.json().data).toEqual({ [a.path]: 'Nets drying on the quay', [b.path]: '' });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/media/alts/?other=1' })).statusCode).toBe(400);
  });
});
