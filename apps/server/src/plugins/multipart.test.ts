import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { multipart, pngBytes } from '../testing/media-fixtures.ts';
import { listenOnLoopback, multipartHead, sendRaw } from '../testing/raw-http.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import { eventually } from '../testing/eventually.ts';

let t: TestApp;
let auth: { authorization: string };
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
  port = await listenOnLoopback(t.app);
});
afterAll(() => t?.close());

const tempDir = () => path.join(t.config.dataDir, 'tmp');

describe('temporary upload files', () => {
  it('are removed once the request is answered', async () => {
    const body = await multipart({
      title: 'Slide',
      briefDescription: 'Brief',
      selectedPage: 'home',
      heroSliderImage: { filename: 'a.png', content: await pngBytes(), type: 'image/png' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hero-sliders/',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(() => readdirSync(tempDir()).length === 0, 'the temporary folder to empty');
  });

  it('left by a crash are removed when the app starts', async () => {
    mkdirSync(path.join(tempDir(), 'stale-folder'), { recursive: true });
    writeFileSync(path.join(tempDir(), 'stale-upload'), 'half a video');
    writeFileSync(path.join(tempDir(), 'stale-folder', 'inner'), 'x');
    const restarted = await buildApp({ config: t.config, db: t.db });
    try {
      await restarted.ready();
      expect(readdirSync(tempDir())).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('are removed when the client goes away mid-upload, the finished file and the one being written alike', async () => {
    const image = await pngBytes();
    const { head, partStart, boundary } = multipartHead('/api/hero-sliders/', {
      field: 'heroSliderImage',
      contentLength: 8 * 1024 * 1024,
      headers: auth,
    });
    const complete = Buffer.concat([partStart, image, Buffer.from('\r\n')]);
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="heroSliderVideoFile"; filename="v.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => {});
    socket.write(head);
    socket.write(Buffer.concat([complete, second, Buffer.alloc(1024 * 1024, 0x61)]));
    // Both files are on disk, the second still growing, when the client disappears.
    await eventually(() => readdirSync(tempDir()).length === 2, 'two temporary files');
    socket.destroy();
    await eventually(() => readdirSync(tempDir()).length === 0, 'the temporary folder to empty');
  });

  it('are removed when a part is cut short by the end of the request', async () => {
    const { head, partStart } = multipartHead('/api/hero-sliders/', {
      field: 'heroSliderImage',
      contentLength: partStart0().length + 256 * 1024,
      headers: auth,
    });
    // The whole announced length arrives, but the part never ends: the form is cut short.
    const { socket } = await sendRaw(port, head, Buffer.concat([partStart, Buffer.alloc(256 * 1024, 0x61)]));
    socket.destroy();
    await eventually(() => readdirSync(tempDir()).length === 0, 'the temporary folder to empty');
  });
});

/** The part start multipartHead writes, to compute a Content-Length that matches the bytes sent. */
function partStart0(): Buffer {
  return multipartHead('/', { field: 'heroSliderImage', contentLength: 0 }).partStart;
}
