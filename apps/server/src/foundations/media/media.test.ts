import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { Messages } from '@atrium/contract/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env.ts';
import type { UploadedFile } from './uploaded-file.ts';
import {
  corruptPngBytes,
  type FilePart,
  jpegWithGpsBytes,
  mp4Bytes,
  mp4OfSize,
  multipart,
  oggTheoraBytes,
  pngBytes,
  textPosingAsPng,
  webmBytes,
} from '../../testing/media-fixtures.ts';
import { storageFor, storageKinds } from '../../testing/s3-server.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { createStorage } from './create-storage.ts';
import type { StorageDriver } from './storage.ts';
import { imageVariantPaths, imageVariantWidths, maxImageWidth } from './media.service.ts';

const editorUpload = '/api/ckeditor/images/';
const longCache = 'public, max-age=31536000, immutable';

let t: TestApp;
let auth: { authorization: string };

/** The driver of an app's storage, read directly: what is in the bucket or on disk. */
function storageOf(app: TestApp = t): StorageDriver {
  return createStorage(app.config.storage);
}

/**
 * The file traversal attempts aim at: the SQLite database beside the media folder. On PostgreSQL
 * (npm test's second phase) or S3 there is none, so a file standing in for it is written.
 */
async function ensureBait(app: TestApp): Promise<string> {
  const file = path.join(app.config.dataDir, 'atrium.sqlite');
  if (!existsSync(file)) await writeFile(file, 'SQLite format 3\0 (a stand-in for the database file)');
  return file;
}

const keyOf = (mediaPath: string) => mediaPath.replace(/^\/media\//, '');

/** The stored bytes of a public media path; undefined when there is no such file. */
async function storedBytes(mediaPath: string, app: TestApp = t): Promise<Buffer | undefined> {
  const stream = await storageOf(app).get(keyOf(mediaPath));
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readStored(mediaPath: string): Promise<Buffer> {
  const bytes = await storedBytes(mediaPath);
  if (!bytes) throw new Error(`${mediaPath} is not stored`);
  return bytes;
}

async function isStored(mediaPath: string): Promise<boolean> {
  return (await storageOf().size(keyOf(mediaPath))) !== undefined;
}

/** Every stored file's key: to prove a refused upload left nothing. */
async function storedFiles(app: TestApp = t): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storageOf(app).list('')) keys.push(file.key);
  return keys.sort();
}

async function upload(fields: Record<string, string | FilePart>, headers: Record<string, string> = auth, app = t) {
  const body = await multipart(fields);
  return app.app.inject({
    method: 'POST',
    url: editorUpload,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Bytes as the multipart plugin would hand them over, for calling the service directly. */
async function uploadedFile(app: TestApp, content: Buffer, field = 'file'): Promise<UploadedFile> {
  const folder = path.join(app.config.dataDir, 'tmp');
  await mkdir(folder, { recursive: true });
  const tempPath = path.join(folder, randomUUID());
  await writeFile(tempPath, content);
  return {
    kind: 'upload',
    field,
    filename: 'upload.bin',
    mimetype: 'application/octet-stream',
    tempPath,
    size: content.length,
  };
}

/** A tiny PNG whose header declares `width`×`height`: what a decompression bomb looks like before decoding. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GET written byte for byte, so the path reaches the server unnormalised. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Every test below runs against each storage driver (decision 042): local disk, and S3 (an
 * in-process s3rver) in the SQLite phase.
 */
describe.each(storageKinds)('on %s storage', (kind) => {
  let storage: Awaited<ReturnType<typeof storageFor>>;
  beforeAll(async () => {
    storage = await storageFor(kind);
    t = await createTestApp(() => storage.overrides);
    auth = (await signedInAdmin(t)).headers;
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  describe('POST /api/ckeditor/images/', () => {
    it('stores a PNG and answers 201 with its path, in data and at the top level', async () => {
      const res = await upload({ file: { filename: 'photo.png', content: await pngBytes(64, 48), type: 'image/png' } });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.url).toMatch(/^\/media\/images\/[0-9a-f]{32}\.png$/);
      expect(body).toEqual({ success: true, data: { url: body.url }, url: body.url });
      expect(await isStored(body.url)).toBe(true);
    });

    it('refuses a request without a token with the 401 envelope, storing nothing', async () => {
      const before = await storedFiles();
      const res = await upload({ file: { filename: 'a.png', content: await pngBytes(), type: 'image/png' } }, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: Messages.noToken });
      expect(await storedFiles()).toEqual(before);
    });

    it('decides the type by the bytes: a text file named x.png is a 415 with the spec message, storing nothing', async () => {
      const before = await storedFiles();
      const res = await upload({ file: textPosingAsPng() });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        message: Messages.imageTypes,
        errors: { file: Messages.imageTypes },
      });
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a PNG that cannot be decoded with the same 415', async () => {
      const before = await storedFiles();
      const res = await upload({
        file: { filename: 'broken.png', content: await corruptPngBytes(), type: 'image/png' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().errors).toEqual({ file: Messages.imageTypes });
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a video sent as an image', async () => {
      const res = await upload({ file: { filename: 'clip.png', content: mp4Bytes(), type: 'image/png' } });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(Messages.imageTypes);
    });

    it('answers 400 with errors.file when no file is sent', async () => {
      const missing = await upload({ caption: 'no file' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.file).toEqual(expect.any(String));
      const text = await upload({ file: 'not a file' });
      expect(text.statusCode).toBe(400);
      expect(text.json().errors.file).toEqual(expect.any(String));
    });
  });

  describe('stored images', () => {
    it('lose every metadata (EXIF, GPS) and are turned upright', async () => {
      const original = await jpegWithGpsBytes(60, 40);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload({ file: { filename: 'holiday.jpeg', content: original, type: 'image/jpeg' } });
      expect(res.statusCode).toBe(201);
      const url: string = res.json().url;
      expect(url).toMatch(/^\/media\/images\/[0-9a-f]{32}\.jpg$/);

      const stored = await readStored(url);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Orientation 6 means the camera stored it sideways: upright it is 40 wide and 60 high.
      expect([meta.width, meta.height]).toEqual([40, 60]);
      expect(stored.includes('AtriumCam')).toBe(false);
      for (const variant of imageVariantPaths(url)) {
        const variantMeta = await sharp(await readStored(variant)).metadata();
        expect([variantMeta.width, variantMeta.height], variant).toEqual([40, 60]);
      }
    });

    it('have WebP variants beside them, never upscaled', async () => {
      const res = await upload({
        file: { filename: 'small.png', content: await pngBytes(300, 200), type: 'image/png' },
      });
      const url: string = res.json().url;
      const variants = imageVariantPaths(url);
      expect(variants).toEqual(imageVariantWidths.map((w) => url.replace(/\.png$/, `-${w}.webp`)));
      for (const variant of variants) {
        const meta = await sharp(await readStored(variant)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(300);
      }
    });

    it('are capped at the largest width, with variants at their nominal widths', async () => {
      const res = await upload({
        file: { filename: 'wide.png', content: await pngBytes(3000, 150), type: 'image/png' },
      });
      const url: string = res.json().url;
      expect((await sharp(await readStored(url)).metadata()).width).toBe(maxImageWidth);
      const widths = await Promise.all(
        imageVariantPaths(url).map(async (v) => (await sharp(await readStored(v)).metadata()).width),
      );
      expect(widths).toEqual([...imageVariantWidths]);
    });
  });

  describe('pixel bombs', () => {
    it('refuse an image whose declared canvas is too large to decode, with 413', async () => {
      const file = await uploadedFile(t, pngDeclaring(40_000, 40_000), 'IndividualImage');
      await expect(t.app.media.store(file, 'image')).rejects.toMatchObject({
        statusCode: 413,
        errors: { IndividualImage: expect.stringContaining('megapixels') },
      });
    });
  });

  describe('GET /media/*', () => {
    let url: string;
    let bytes: Buffer;
    beforeAll(async () => {
      const res = await upload({
        file: { filename: 'served.png', content: await pngBytes(120, 80), type: 'image/png' },
      });
      url = res.json().url;
      bytes = await readStored(url);
    });

    it('serves a stored file with its type, long immutable caching and nosniff', async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe(longCache);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(bytes)).toBe(true);

      const variant = await t.app.inject({ method: 'GET', url: imageVariantPaths(url)[0]! });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
    });

    it('answers a Range request with 206 and exactly those bytes', async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=8-23' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 8-23/${bytes.length}`);
      expect(res.rawPayload.equals(bytes.subarray(8, 24))).toBe(true);
    });

    it('answers 404 for a file that does not exist', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/media/images/${'0'.repeat(32)}.png` });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    });

    it('never serves a file outside the media folder', async () => {
      // The database file sits one level above the media folder.
      expect(existsSync(await ensureBait(t))).toBe(true);
      for (const attempt of [
        '/media/../atrium.sqlite',
        '/media/%2e%2e/atrium.sqlite',
        '/media/..%2fatrium.sqlite',
        '/media/images/..%2f..%2fatrium.sqlite',
        '/media/images/%2e%2e%2f%2e%2e%2fjwt-secret',
        '/media/..%5catrium.sqlite',
      ]) {
        const res = await t.app.inject({ method: 'GET', url: attempt });
        expect(res.statusCode, attempt).toBeGreaterThanOrEqual(400);
        expect(res.rawPayload.includes('SQLite format'), attempt).toBe(false);
      }
    });

    it('sends dot segments sent as they are over a real connection out of /media, never to a file', async () => {
      // inject() normalises '/media/../x' to '/x' before routing; a raw client need not. The
      // request target is brought to its one spelling first (decision 070): a 301 to '/atrium.sqlite',
      // which no route serves.
      const server = await createTestApp(() => storage.overrides);
      try {
        await server.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = server.app.server.address() as AddressInfo;
        for (const attempt of ['/media/../atrium.sqlite', '/media/images/../../atrium.sqlite']) {
          const answer = await rawGet(port, attempt);
          expect(answer.split('\r\n')[0], attempt).toBe('HTTP/1.1 301 Moved Permanently');
          expect(answer, attempt).toMatch(/\r\nlocation: \/atrium\.sqlite\r\n/i);
          expect(answer.includes('SQLite format'), attempt).toBe(false);
          const followed = await rawGet(port, '/atrium.sqlite');
          expect(followed.split('\r\n')[0], attempt).toBe('HTTP/1.1 404 Not Found');
          expect(followed.includes('SQLite format'), attempt).toBe(false);
        }
      } finally {
        await server.close();
      }
    });
  });

  describe('GET /media/videos/*: what a video player asks for', () => {
    const size = 100_000;
    let url: string;
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = mp4OfSize(size);
      url = await t.app.media.store(await uploadedFile(t, bytes), 'video');
    });

    async function get(headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
      return t.app.inject({ method, url, headers });
    }

    function expectPart(res: Awaited<ReturnType<typeof get>>, start: number, end: number) {
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe(longCache);
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }

    it('answers a range with 206 and exactly those bytes', async () => {
      expectPart(await get({ range: 'bytes=1000-4999' }), 1000, 4999);
    });

    it('answers an open-ended range (bytes=N-) up to the last byte', async () => {
      expectPart(await get({ range: 'bytes=99000-' }), 99_000, size - 1);
    });

    it('answers a suffix range (bytes=-N) with the last N bytes', async () => {
      expectPart(await get({ range: 'bytes=-500' }), size - 500, size - 1);
    });

    it('clips a range that runs past the end to the end', async () => {
      expectPart(await get({ range: `bytes=${size - 10}-${size + 5000}` }), size - 10, size - 1);
    });

    it('answers an unsatisfiable range with 416, the length in Content-Range and none of the file', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await get({ range: `bytes=${size}-` }, method);
        expect(res.statusCode, method).toBe(416);
        expect(res.headers['content-range'], method).toBe(`bytes */${size}`);
        expect(res.rawPayload.includes(bytes.subarray(0, 16)), method).toBe(false);
      }
      expect((await get({ range: `bytes=${size}-` })).json()).toEqual({ success: false, message: expect.any(String) });
    });

    it('honours If-Range: the current validator gets the range, an outdated one the whole file', async () => {
      const whole = await get({});
      for (const validator of [whole.headers.etag, whole.headers['last-modified']] as string[]) {
        expectPart(await get({ range: 'bytes=0-99', 'if-range': validator }), 0, 99);
      }
      for (const stale of ['"an-older-version"', 'Thu, 01 Jan 2015 00:00:00 GMT']) {
        const res = await get({ range: 'bytes=0-99', 'if-range': stale });
        expect(res.statusCode, stale).toBe(200);
        expect(res.rawPayload.equals(bytes), stale).toBe(true);
      }
    });

    it('answers several ranges at once with the whole file, which HTTP allows', async () => {
      const res = await get({ range: 'bytes=0-9,500-599' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    });

    it("answers HEAD with the whole file's headers and no body", async () => {
      const res = await get({}, 'HEAD');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(size));
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe(longCache);
      expect(res.rawPayload.length).toBe(0);

      const part = await get({ range: 'bytes=10-19' }, 'HEAD');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
      expect(part.rawPayload.length).toBe(0);
    });
  });

  describe('media service', () => {
    it('stores MP4, WebM and Ogg videos as sent, moved under generated names', async () => {
      const cases = [
        [mp4Bytes(), 'mp4', 'video/mp4'],
        [webmBytes(), 'webm', 'video/webm'],
        [oggTheoraBytes(), 'ogv', 'video/ogg'],
      ] as const;
      for (const [content, ext, type] of cases) {
        const upload = await uploadedFile(t, content);
        const stored = await t.app.media.store(upload, 'video');
        expect(stored).toMatch(new RegExp(`^/media/videos/[0-9a-f]{32}\\.${ext}$`));
        // Moved, not copied: a large video is not written twice.
        expect(existsSync(upload.tempPath)).toBe(false);
        expect((await readStored(stored)).equals(content)).toBe(true);
        const res = await t.app.inject({ method: 'GET', url: stored });
        expect(res.headers['content-type']).toBe(type);
      }
    });

    it('refuses an image as a video with the spec message, keyed by the field', async () => {
      const file = await uploadedFile(t, await pngBytes(), 'heroSliderVideoFile');
      await expect(t.app.media.store(file, 'video')).rejects.toMatchObject({
        statusCode: 415,
        message: Messages.videoTypes,
        errors: { heroSliderVideoFile: Messages.videoTypes },
      });
    });

    it('removes an image with its variants, and a video', async () => {
      const image = await t.app.media.store(await uploadedFile(t, await pngBytes(40, 40)), 'image');
      const files = [image, ...imageVariantPaths(image)];
      for (const file of files) expect(await isStored(file), file).toBe(true);
      await t.app.media.remove(image);
      for (const file of files) expect(await isStored(file), file).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);

      const video = await t.app.media.store(await uploadedFile(t, webmBytes()), 'video');
      await t.app.media.remove(video);
      expect(await isStored(video)).toBe(false);
    });

    it('ignores paths it did not hand out, including traversal attempts', async () => {
      const bait = await ensureBait(t);
      const before = await storedFiles();
      for (const foreign of [
        '/media/../atrium.sqlite',
        '/media/images/../../atrium.sqlite',
        '/etc/passwd',
        'https://example.org/media/images/a.png',
        `/media/images/${'a'.repeat(32)}.png`,
        '',
      ]) {
        await expect(t.app.media.remove(foreign)).resolves.toBeUndefined();
      }
      expect(await storedFiles()).toEqual(before);
      expect(existsSync(bait)).toBe(true);
    });
  });

  describe.runIf(kind === 's3')('in a bucket', () => {
    it('streams a large video in parts (multipart upload) and serves ranges of it', async () => {
      // Larger than one 8 MB part: lib-storage sends it as a multipart upload, part by part.
      const size = 9 * 1024 * 1024;
      const content = mp4OfSize(size);
      const url = await t.app.media.store(await uploadedFile(t, content), 'video');
      expect((await readStored(url)).equals(content)).toBe(true);
      const res = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size - 100}-` } });
      expect(res.statusCode).toBe(206);
      expect(res.rawPayload.equals(content.subarray(size - 100))).toBe(true);
      await t.app.media.remove(url);
      expect(await isStored(url)).toBe(false);
    });

    it('with S3_PUBLIC_URL, sends readers there: the stored path stays /media/…', async () => {
      if (storage.overrides.storage?.driver !== 's3') throw new Error('S3 storage expected');
      const cdn = await createTestApp(() => ({
        storage: { ...storage.overrides.storage!, publicUrl: 'https://cdn.example.org/atrium/' },
      }));
      try {
        const res = await upload({ file: { filename: 'a.png', content: await pngBytes(), type: 'image/png' } }, auth);
        const url: string = res.json().url;
        expect(url).toMatch(/^\/media\/images\//);
        const answer = await cdn.app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(302);
        expect(answer.headers.location).toBe(`https://cdn.example.org/atrium/${url.slice('/media/'.length)}`);
        expect((await cdn.app.inject({ method: 'GET', url: '/media/../atrium.sqlite' })).statusCode).toBe(404);
      } finally {
        await cdn.close();
      }
    });
  });

  describe('size limits', () => {
    let small: TestApp;
    let smallAuth: { authorization: string };
    let smallStorage: Awaited<ReturnType<typeof storageFor>>;
    beforeAll(async () => {
      // Its own bucket or folder, so that "nothing stored" means nothing.
      smallStorage = await storageFor(kind);
      small = await createTestApp(() => ({
        ...smallStorage.overrides,
        uploads: { maxImageBytes: 1000, maxVideoBytes: 20 },
      }));
      smallAuth = (await signedInAdmin(small)).headers;
    });
    afterAll(async () => {
      await small?.close();
      await smallStorage?.close();
    });

    it('refuses an oversize image with 413, storing nothing', async () => {
      const content = await pngBytes(400, 400);
      expect(content.length).toBeGreaterThan(1000);
      const res = await upload({ file: { filename: 'big.png', content, type: 'image/png' } }, smallAuth, small);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, errors: { file: expect.any(String) } });
      expect(await storedFiles(small)).toEqual([]);
    });

    it('checks the size again in the service, whoever calls it', async () => {
      await expect(
        small.app.media.store(await uploadedFile(small, await pngBytes(400, 400)), 'image'),
      ).rejects.toMatchObject({ statusCode: 413 });
      await expect(
        small.app.media.store(await uploadedFile(small, mp4Bytes(), 'video_file'), 'video'),
      ).rejects.toMatchObject({
        statusCode: 413,
        errors: { video_file: expect.any(String) },
      });
      expect(await storedFiles(small)).toEqual([]);
    });
  });
});

describe('storage configuration', () => {
  it('refuses to start with STORAGE=s3 and an S3 setting missing, naming each one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-s3-'));
    try {
      const load = () =>
        loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), STORAGE: 's3', S3_BUCKET: 'media' });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/S3_REGION: is required when STORAGE=s3/);
      expect(load).toThrow(/S3_ACCESS_KEY_ID: is required when STORAGE=s3/);
      expect(load).toThrow(/S3_SECRET_ACCESS_KEY: is required when STORAGE=s3/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
