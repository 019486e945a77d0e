import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { multipart, pngBytes } from '../testing/media-fixtures.ts';
import { STALE_MS } from './process-temp-dir.ts';
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

const tempDir = () => t.app.tempDir;

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

  it('left by a gone process are removed when an app starts; a live one’s, this process’s other apps’ and recent strays stay', async () => {
    const root = path.join(t.config.dataDir, 'tmp');
    const host = path.basename(t.app.tempDir).split('@')[1]!;
    // A process that has exited, and one that runs (this one's parent), on this host.
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid;
    const gone = path.join(root, `${gonePid}-1700000000000-0a0b0c0d@${host}`);
    const live = path.join(root, `${process.ppid}-1700000000000-0a0b0c0d@${host}`);
    // This process's id with another start time: an earlier process that had the id (a container's pid 1).
    const earlier = path.join(root, `${process.pid}-1700000000000-0a0b0c0d@${host}`);
    for (const dir of [gone, live, earlier]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'half-a-video'), 'x');
    }
    // A file in the layout before per-process folders: removed once a day old, not before.
    const oldStray = path.join(root, 'stale-upload');
    const newStray = path.join(root, 'recent-upload');
    writeFileSync(oldStray, 'half a video');
    writeFileSync(newStray, 'half a video');
    const dayAgo = new Date(Date.now() - STALE_MS - 60_000);
    utimesSync(oldStray, dayAgo, dayAgo);
    // The first app's file in flight.
    const inFlight = path.join(t.app.tempDir, 'upload-in-flight');
    writeFileSync(inFlight, 'x');
    const restarted = await buildApp({ config: t.config, db: t.db });
    try {
      await restarted.ready();
      expect(readdirSync(root).sort()).toEqual(
        [path.basename(live), path.basename(t.app.tempDir), path.basename(restarted.tempDir), 'recent-upload'].sort(),
      );
      expect(existsSync(inFlight)).toBe(true);
    } finally {
      await restarted.close();
      rmSync(live, { recursive: true });
      rmSync(newStray);
      rmSync(inFlight);
    }
    // An app removes its own folder when it closes.
    expect(existsSync(restarted.tempDir)).toBe(false);
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
