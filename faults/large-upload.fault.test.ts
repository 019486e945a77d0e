import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Stream, patternByte, streamedMultipart } from '../apps/server/src/testing/media-fixtures.ts';
import { streamRequest } from '../apps/server/src/testing/raw-http.ts';
import { eventually } from '../apps/server/src/testing/eventually.ts';
import { type ServerProcess, signIn, startServer } from './server.ts';

/**
 * A 300 MB video uploaded to the real server process, as the back office sends it, with its
 * start-up defaults: it streams to disk (the server's resident memory is read from /proc), it
 * survives pauses and a length of about 40 s (past Node's 30 s timeout-checking interval, so a
 * whole-request limit would show), and a client that goes away leaves nothing behind.
 * apps/server/src/foundations/media/large-upload.test.ts covers the same path in the API suite,
 * with a smaller file and a 1 s idle timeout.
 */
const MB = 1024 * 1024;
const hasProc = existsSync('/proc/self/status');

let dataDir: string;
let server: ServerProcess;
let auth: { authorization: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-faults-upload-'));
  server = await startServer({ dataDir });
  auth = await signIn(server);
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// Each process keeps its uploads in a folder of its own under tmp/ (decision 043): the files count.
const tempFiles = () =>
  readdirSync(path.join(dataDir, 'tmp'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
const videoDir = () => path.join(dataDir, 'media', 'videos');
const storedVideos = () => (existsSync(videoDir()) ? readdirSync(videoDir()) : []);

function videoSlider(size: number, chunks: Iterable<Buffer> = mp4Stream(size)) {
  const body = streamedMultipart(
    {
      title: 'Annual lecture',
      briefDescription: 'The full recording',
      selectedPage: 'home',
      heroSliderType: '1',
      heroSliderVideoType: '1',
    },
    { field: 'heroSliderVideoFile', filename: 'lecture.mp4', type: 'video/mp4', size, chunks },
  );
  return { ...body, headers: { ...auth, ...body.headers } };
}

/** The server's resident memory, in bytes. */
function serverRss(): number {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error('no VmRSS in /proc/<pid>/status');
  return Number(line[1]) * 1024;
}

describe('a 300 MB video upload to the real server', () => {
  it.skipIf(!hasProc)(
    `streams to disk in bounded memory, through pauses and over 30 s${hasProc ? '' : ' (skipped: no /proc to read the memory from)'}`,
    async () => {
      // The first upload grows the heap and buffer pools once; the one measured reuses them.
      const warmUp = await streamRequest(`${server.url}/api/hero-sliders/`, videoSlider(64 * MB));
      expect(warmUp.status, warmUp.body).toBe(201);

      const size = 300 * MB;
      const before = serverRss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 50);
      const started = Date.now();
      let res: { status: number; body: string };
      try {
        // Seven quiet spells of 5 s, one after every 40 MB: a patchy line, not a fast disk.
        res = await streamRequest(`${server.url}/api/hero-sliders/`, {
          ...videoSlider(size),
          pause: { everyBytes: 40 * MB, ms: 5000 },
        });
      } finally {
        clearInterval(sampler);
      }
      const seconds = (Date.now() - started) / 1000;
      expect(res.status, res.body).toBe(201);
      expect(seconds).toBeGreaterThan(30);
      console.log(
        `[faults] 300 MB video upload: 300 MB in ${seconds.toFixed(1)} s; the server grew by ${((peak - before) / MB).toFixed(1)} MB`,
      );
      // Held in memory the file would add 300 MB; streamed, the server grows by what its heap
      // takes before a collection: 21-23 MB with this file alone, 35-37 with the other fault
      // files loading a slow machine beside it, under V8's defaults and npm start's options
      // alike (session 34: 32 MB failed there). Buffering a sixth of the file still fails.
      expect(peak - before, `the server's memory grew by ${((peak - before) / MB).toFixed(1)} MB`).toBeLessThan(
        48 * MB,
      );

      const file: string = JSON.parse(res.body).data.heroSlider.video.file;
      expect(statSync(path.join(dataDir, file)).size).toBe(size);
      const tail = await fetch(`${server.url}${file}`, { headers: { range: 'bytes=-4096' } });
      expect(tail.status).toBe(206);
      const bytes = new Uint8Array(await tail.arrayBuffer());
      expect([...bytes]).toEqual(Array.from({ length: 4096 }, (_, i) => patternByte(size - 4096 + i)));
      await eventually(() => tempFiles().length === 0, 'the temporary folder to empty', 10_000);
    },
  );

  it('leaves nothing behind when the client goes away half-way', async () => {
    const videosBefore = storedVideos();
    const size = 300 * MB;
    const controller = new AbortController();
    let sent = 0;
    const chunks = (function* () {
      for (const chunk of mp4Stream(size)) {
        sent += chunk.length;
        if (sent > 100 * MB) {
          controller.abort();
          return;
        }
        yield chunk;
      }
    })();
    const upload = videoSlider(size, chunks);
    const cut = streamRequest(`${server.url}/api/hero-sliders/`, { ...upload, signal: controller.signal });
    await expect(cut).rejects.toThrow();
    await eventually(() => tempFiles().length === 0, 'the temporary folder to empty', 10_000);
    expect(storedVideos()).toEqual(videosBefore);
    expect(server.exit(), 'the server process').toBeNull();
  });
});
