import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Stream, patternByte, streamedMultipart } from '../../testing/media-fixtures.ts';
import { listenOnLoopback, streamRequest } from '../../testing/raw-http.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { eventually } from '../../testing/eventually.ts';

/**
 * Large videos arrive slowly and must never pass through memory. The server here closes a
 * connection after 1 s of silence (2 minutes in production), so that "slower than every
 * timeout" fits in a test: only silence ends an upload, never its length.
 * faults/large-upload.fault.test.ts sends 300 MB to the real server process.
 */
const idleTimeoutMs = 1000;
const MB = 1024 * 1024;

let t: TestApp;
let auth: { authorization: string };
let base: string;

beforeAll(async () => {
  t = await createTestApp(() => ({ idleTimeoutMs }));
  auth = (await signedInAdmin(t)).headers;
  base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
});
afterAll(() => t?.close());

const tempDir = () => t.app.tempDir;
const videoDir = () => path.join(t.config.dataDir, 'media', 'videos');
const storedVideos = () => (existsSync(videoDir()) ? readdirSync(videoDir()) : []);

/** A hero slider with an uploaded video of `size` bytes, as the back office's form sends it. */
function videoSlider(size: number) {
  const body = streamedMultipart(
    {
      title: 'A long talk',
      briefDescription: 'Recorded at the gathering',
      selectedPage: 'home',
      heroSliderType: '1',
      heroSliderVideoType: '1',
    },
    { field: 'heroSliderVideoFile', filename: 'talk.mp4', type: 'video/mp4', size, chunks: mp4Stream(size) },
  );
  return { ...body, headers: { ...auth, ...body.headers } };
}

/** Runs `work` while sampling the process's resident memory; the largest growth seen, in bytes. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, process.memoryUsage.rss()) - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('a large video upload', () => {
  it('streams to a temporary file and into storage, never into memory', async () => {
    // A first upload loads code and grows the heap and buffer pools once (about 60 MB here);
    // later ones reuse them. Memory that grew with the file would show in the second.
    expect((await streamRequest(`${base}/api/hero-sliders/`, videoSlider(64 * MB))).status).toBe(201);

    const size = 256 * MB;
    const { result, growth } = await peakRssGrowth(() => streamRequest(`${base}/api/hero-sliders/`, videoSlider(size)));
    expect(result.status, result.body).toBe(201);
    // Held in memory, the file alone would add 256 MB; streamed, a few megabytes of garbage (up
    // to about 35 MB seen while other suites load the machine).
    expect(growth).toBeLessThan(size / 4);

    const file: string = JSON.parse(result.body).data.heroSlider.video.file;
    expect(statSync(path.join(t.config.dataDir, file)).size).toBe(size);
    const tail = await t.app.inject({ url: file, headers: { range: 'bytes=-1000' } });
    expect(tail.statusCode).toBe(206);
    expect([...tail.rawPayload]).toEqual(Array.from({ length: 1000 }, (_, i) => patternByte(size - 1000 + i)));
    await eventually(() => readdirSync(tempDir()).length === 0, 'the temporary folder to empty');
  });

  it('succeeds however long it takes, as long as bytes keep coming', async () => {
    const size = 8 * MB;
    const started = Date.now();
    // Quiet for 60% of the idle time after every megabyte: over 5 idle times in all.
    const res = await streamRequest(`${base}/api/hero-sliders/`, {
      ...videoSlider(size),
      pause: { everyBytes: MB, ms: idleTimeoutMs * 0.6 },
    });
    expect(res.status, res.body).toBe(201);
    expect(Date.now() - started).toBeGreaterThan(idleTimeoutMs * 4);
    expect(statSync(path.join(t.config.dataDir, JSON.parse(res.body).data.heroSlider.video.file)).size).toBe(size);
  });

  it('is closed once it stalls, leaving neither a temporary file nor a stored one', async () => {
    const videosBefore = storedVideos();
    const rowsBefore = await t.db.selectFrom('hero_sliders').select('id').execute();
    const upload = videoSlider(64 * MB);
    // Two megabytes, then silence: the rest never comes.
    const chunks = upload.chunks[Symbol.iterator]();
    const firstPart = (function* () {
      let sent = 0;
      for (let next = chunks.next(); !next.done && sent < 2 * MB; next = chunks.next()) {
        sent += next.value.length;
        yield next.value;
      }
    })();
    const stalled = streamRequest(`${base}/api/hero-sliders/`, {
      ...upload,
      chunks: firstPart,
      pause: { everyBytes: 2 * MB, ms: 60_000 },
    });
    await eventually(() => readdirSync(tempDir()).length === 1, 'the temporary file to appear');
    await expect(stalled).rejects.toThrow(/socket hang up|ECONNRESET/);
    await eventually(() => readdirSync(tempDir()).length === 0, 'the temporary folder to empty');
    expect(storedVideos()).toEqual(videosBefore);
    expect(await t.db.selectFrom('hero_sliders').select('id').execute()).toEqual(rowsBefore);
  });
});
