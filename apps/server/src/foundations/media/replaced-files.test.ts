import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { HeroSliderMessages } from '@atrium/contract/hero-sliders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mp4Bytes, multipart, pngBytes, type FilePart } from '../../testing/media-fixtures.ts';
import { storageFor, storageKinds } from '../../testing/s3-server.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { createStorage } from './create-storage.ts';
import { imageVariantPaths } from './media.service.ts';

let t: TestApp;
let headers: { authorization: string };

function mediaDir(): string {
  if (t.config.storage.driver !== 'local') throw new Error('this test uses local storage');
  return t.config.storage.dir;
}

/** The files on disk for a media path: the file itself and, for an image, its WebP variants. */
function filesOf(mediaPath: string): string[] {
  return [mediaPath, ...imageVariantPaths(mediaPath)].map((p) => path.join(mediaDir(), p.replace(/^\/media\//, '')));
}

/** Whether a media path's file and, for an image, its WebP variants are stored (on disk or in the bucket). */
async function expectStored(mediaPath: string, present: boolean) {
  const storage = createStorage(t.config.storage);
  const paths = [mediaPath, ...imageVariantPaths(mediaPath)];
  for (const p of paths) expect((await storage.size(p.replace(/^\/media\//, ''))) !== undefined, p).toBe(present);
}

async function storedFiles(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of createStorage(t.config.storage).list('')) keys.push(file.key);
  return keys.sort();
}

async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, fields?: Record<string, string | FilePart>) {
  if (!fields) return t.app.inject({ method, url, headers });
  const body = await multipart(fields);
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const png = async (): Promise<FilePart> => ({ filename: 'a.png', content: await pngBytes(40, 30), type: 'image/png' });

type Slider = { id: number; heroSlider: { image: string | null; video: { file: string | null } } };

async function imageSlider(): Promise<Slider> {
  const res = await send('POST', '/api/hero-sliders/', {
    title: '<p>Slide</p>',
    briefDescription: 'Brief',
    selectedPage: 'home',
    heroSliderType: '0',
    cta_status: '0',
    heroSliderImage: await png(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const slider = res.json().data as Slider;
  await expectStored(slider.heroSlider.image!, true);
  return slider;
}

/** On each storage driver (decision 042): local disk, and an in-process s3rver in the SQLite phase. */
describe.each(storageKinds)('replaced and deleted media files on %s storage', (kind) => {
  let storage: Awaited<ReturnType<typeof storageFor>>;
  beforeAll(async () => {
    storage = await storageFor(kind);
    // One revision kept per record: the one of the save itself, so a replaced file has no revision
    // left to keep it (decision 033; revisions.test.ts shows files kept while revisions point at them).
    t = await createTestApp(() => ({ ...storage.overrides, revisionsKeep: 1 }));
    headers = (await signedInAdmin(t)).headers;
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('hero_sliders').execute();
  });

  it('a replaced slider image is removed with its variants once the update is saved', async () => {
    const slider = await imageSlider();
    const res = await send('PATCH', `/api/hero-sliders/${slider.id}/`, { heroSliderImage: await png() });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data as Slider;
    expect(updated.heroSlider.image).not.toBe(slider.heroSlider.image);
    await expectStored(slider.heroSlider.image!, false);
    await expectStored(updated.heroSlider.image!, true);
  });

  // A failing removal is staged on disk; the S3 driver's failures take the same path in the service.
  it.runIf(kind === 'local')('a replaced file that cannot be removed does not fail the saved update', async () => {
    const slider = await imageSlider();
    // A folder where the file was: removing it fails (EISDIR) after the row is already saved.
    const [main] = filesOf(slider.heroSlider.image!);
    await rm(main!);
    await mkdir(main!);
    const res = await send('PATCH', `/api/hero-sliders/${slider.id}/`, { heroSliderImage: await png() });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(main!)).toBe(true);
    await expectStored((res.json().data as Slider).heroSlider.image!, true);
  });

  it('a cleared image (the slider becomes a video) and a replaced video file are removed', async () => {
    const slider = await imageSlider();
    const toVideo = await send('PATCH', `/api/hero-sliders/${slider.id}/`, {
      heroSliderType: '1',
      heroSliderVideoType: '1',
      heroSliderVideoFile: { filename: 'v.mp4', content: mp4Bytes(), type: 'video/mp4' },
    });
    expect(toVideo.statusCode, toVideo.body).toBe(200);
    const video = toVideo.json().data as Slider;
    expect(video.heroSlider.image).toBeNull();
    await expectStored(slider.heroSlider.image!, false);
    await expectStored(video.heroSlider.video.file!, true);

    const replaced = await send('PATCH', `/api/hero-sliders/${slider.id}/`, {
      heroSliderVideoFile: { filename: 'w.mp4', content: mp4Bytes(), type: 'video/mp4' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await expectStored(video.heroSlider.video.file!, false);
    await expectStored((replaced.json().data as Slider).heroSlider.video.file!, true);
  });

  it('an update that fails keeps the old file (and leaves none of the new one)', async () => {
    const slider = await imageSlider();
    const before = await storedFiles();
    // The new image is stored, then the rules refuse the record: nothing may change on disk.
    const res = await send('PATCH', `/api/hero-sliders/${slider.id}/`, {
      heroSliderImage: await png(),
      cta_status: '1',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ cta_url: HeroSliderMessages.ctaUrlRequired });
    await expectStored(slider.heroSlider.image!, true);
    expect(await storedFiles()).toEqual(before);
  });

  it('an update that leaves the file alone keeps it', async () => {
    const slider = await imageSlider();
    const res = await send('PATCH', `/api/hero-sliders/${slider.id}/`, { briefDescription: 'Changed' });
    expect(res.statusCode, res.body).toBe(200);
    await expectStored(slider.heroSlider.image!, true);
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/hero-sliders/${slider.id}/`,
      headers,
      payload: { status: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    await expectStored(slider.heroSlider.image!, true);
  });

  it('a soft delete keeps the files: the trash still points at them', async () => {
    const one = await imageSlider();
    const two = await imageSlider();
    expect((await send('DELETE', `/api/hero-sliders/${one.id}/`)).statusCode).toBe(200);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: '/api/hero-sliders/bulk-delete/',
      headers,
      payload: { ids: [two.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await expectStored(one.heroSlider.image!, true);
    await expectStored(two.heroSlider.image!, true);
  });

  it('a replaced or cleared profile picture is removed with its variants', async () => {
    const admin = await signedInAdmin(t);
    const picture = async () => {
      const body = await multipart({ email: admin.email, profile_image: await png() });
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin-profile/update/',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.profile_image as string;
    };
    const first = await picture();
    const second = await picture();
    await expectStored(first, false);
    await expectStored(second, true);

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin-profile/update/',
      headers: admin.headers,
      payload: { email: admin.email, profile_image: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await expectStored(second, false);
  });
});
