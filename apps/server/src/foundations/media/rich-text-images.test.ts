import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { imageVariantPaths } from './media.service.ts';

/** Two revisions kept per FAQ: the one before the last save still holds what that save removed. */
const ctx = useSignedInApp((config) => ({ ...config, revisionsKeep: 2 }));

async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const res = await ctx.t.app.inject({ method, url, headers: ctx.auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { data: { id: number } };
}

/** An image uploaded through the editor's image button, as the editor does. */
async function uploaded(): Promise<string> {
  const body = await multipart({ file: { filename: 'chart.png', content: await pngBytes(40, 30), type: 'image/png' } });
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/ckeditor/images/',
    headers: { ...ctx.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}

/** The image and its WebP variants are all on disk, or all gone. */
function onDisk(mediaPath: string): boolean {
  if (ctx.t.config.storage.driver !== 'local') throw new Error('local storage expected');
  const dir = ctx.t.config.storage.dir;
  const present = [mediaPath, ...imageVariantPaths(mediaPath)].map((p) =>
    existsSync(path.join(dir, p.replace(/^\/media\//, ''))),
  );
  expect(new Set(present).size, `${mediaPath}: some variants left`).toBe(1);
  return present[0]!;
}

const figure = (src: string) =>
  `<p>Clinics opened.</p><figure><img src="${src}" alt="Clinics by year" /><figcaption>Source: the annual report</figcaption></figure>`;

const faq = async (description: string) =>
  (await send('POST', '/api/faqs/', { title: 'Where?', Description: description })).data.id;

async function revisionPaths(id: number): Promise<string[]> {
  const rows = await ctx.t.db
    .selectFrom('revision_media')
    .innerJoin('revisions', 'revisions.id', 'revision_media.revision_id')
    .select('revision_media.path')
    .where('revisions.resource', '=', 'faqs')
    .where('revisions.record_id', '=', id)
    .execute();
  return rows.map((row) => row.path);
}

describe('images uploaded into rich text (decision 039)', () => {
  it('are recorded with the revisions and removed once neither the text nor a revision holds them', async () => {
    const src = await uploaded();
    const id = await faq(figure(src));
    expect(await revisionPaths(id)).toEqual([src]);

    // The text no longer shows it, but the revision before this save does.
    await send('PATCH', `/api/faqs/${id}/`, { Description: '<p>Clinics opened.</p>' });
    expect(onDisk(src)).toBe(true);

    // That revision is pruned (two kept): nothing holds the image any more.
    await send('PATCH', `/api/faqs/${id}/`, { title: 'Where, exactly?' });
    expect(await revisionPaths(id)).toEqual([]);
    expect(onDisk(src)).toBe(false);
  });

  it('are kept while another record holds them, and removed with the last one deleted forever', async () => {
    const src = await uploaded();
    const first = await faq(figure(src));
    // Copied with the text into a second FAQ.
    const second = await faq(`<p>See also:</p>${figure(src)}`);

    for (const title of ['Once', 'Twice'])
      await send('PATCH', `/api/faqs/${first}/`, { title, Description: '<p>x</p>' });
    expect(await revisionPaths(first)).toEqual([]);
    expect(onDisk(src)).toBe(true);

    // Deleted forever, the second FAQ takes its revisions with it: its image goes too.
    await send('DELETE', `/api/faqs/${second}/`);
    expect(onDisk(src)).toBe(true);
    await send('DELETE', `/api/faqs/${second}/permanent/`);
    expect(onDisk(src)).toBe(false);
  });

  it('of a record deleted forever stay while another record holds them', async () => {
    const shared = await uploaded();
    const own = await uploaded();
    const kept = await faq(figure(shared));
    const gone = await faq(`${figure(shared)}<p><img src="${own}" alt="" /></p>`);
    await send('DELETE', `/api/faqs/${gone}/`);
    await send('DELETE', `/api/faqs/${gone}/permanent/`);
    expect(onDisk(shared)).toBe(true);
    expect(onDisk(own)).toBe(false);
    expect(kept).toBeGreaterThan(0);
  });
});
