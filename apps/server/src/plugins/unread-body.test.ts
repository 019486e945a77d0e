import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, multipartHead, sendRaw } from '../testing/raw-http.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

/** Each call gets this long; a connection left waiting behind an unread body took 30 s and more. */
const PROMPT_MS = 5000;

let t: TestApp;
let auth: { authorization: string };
let port: number;

beforeAll(async () => {
  t = await createTestApp((config) => ({ uploads: { ...config.uploads, maxImageBytes: 1024 * 1024 } }));
  auth = (await signedInAdmin(t)).headers;
  port = await listenOnLoopback(t.app);
});
afterAll(() => t?.close());

type Answer = { status: number; connection?: string; body: string; ms: number };

/** One request through `agent`, failing if no answer comes within PROMPT_MS. */
function call(
  agent: http.Agent,
  opts: { method: string; path: string; headers?: Record<string, string | number>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const request = http.request(
      { host: '127.0.0.1', port, agent, method: opts.method, path: opts.path, headers: opts.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            body,
            ms: Date.now() - started,
          }),
        );
      },
    );
    request.setTimeout(PROMPT_MS, () => request.destroy(new Error(`${opts.method} ${opts.path}: no answer in time`)));
    // Once the server has answered and closed, the rest of a large body cannot be written: the
    // answer, already on its way, still wins; without one the error fails the call.
    request.on('error', (error) => setTimeout(() => reject(error), 200));
    request.end(opts.body);
  });
}

/** A multipart body with one file part of `size` bytes. */
function upload(field: string, size: number) {
  const { partStart, boundary } = multipartHead('/', { field, contentLength: 0 });
  const body = Buffer.concat([partStart, Buffer.alloc(size, 0x61), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
  };
}

function expectEnvelope(answer: Answer, status: number) {
  expect(answer.status, answer.body).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({
    success: false,
    message: expect.any(String),
    ...(JSON.parse(answer.body).errors ? { errors: expect.any(Object) } : {}),
  });
}

describe('an answer sent before the body has arrived', () => {
  const count = { method: 'GET', path: '/api/faqs/count/' };

  it('after a 413 mid-upload: Connection: close, and the next request on a keep-alive agent answers at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = upload('heroSliderImage', 4 * 1024 * 1024);
      const refused = await call(agent, {
        method: 'POST',
        path: '/api/hero-sliders/',
        headers: { ...auth, ...big.headers },
        body: big.body,
      });
      expectEnvelope(refused, 413);
      expect(refused.connection).toBe('close');
      const next = await call(agent, { ...count, headers: auth });
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(PROMPT_MS);
    } finally {
      agent.destroy();
    }
  });

  it('after a 413 for a JSON body over the limit, and a 401 before an upload', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const json = Buffer.from(JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }));
      const tooLarge = await call(agent, {
        method: 'POST',
        path: '/api/faqs/',
        headers: { ...auth, 'content-type': 'application/json', 'content-length': json.length },
        body: json,
      });
      expectEnvelope(tooLarge, 413);
      expect(tooLarge.connection).toBe('close');
      expect((await call(agent, count)).status).toBe(200);

      const big = upload('heroSliderImage', 8 * 1024 * 1024);
      const anonymous = await call(agent, { method: 'POST', path: '/api/hero-sliders/', ...big });
      expectEnvelope(anonymous, 401);
      expect(anonymous.connection).toBe('close');
      expect((await call(agent, count)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('the server itself closes the connection once the 413 is flushed', async () => {
    const { head, partStart } = multipartHead('/api/hero-sliders/', {
      field: 'heroSliderImage',
      contentLength: 64 * 1024 * 1024,
      headers: auth,
    });
    const { response, socket } = await sendRaw(
      port,
      head,
      Buffer.concat([partStart, Buffer.alloc(2 * 1024 * 1024, 0x61)]),
    );
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    // The client keeps its end open and sends nothing more: only the server can close it.
    const closed = await new Promise<boolean>((resolve) => {
      if (socket.destroyed) return resolve(true);
      const timer = setTimeout(() => resolve(false), 2000);
      socket.on('error', () => {});
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    socket.destroy();
    expect(closed).toBe(true);
  });

  it('a Content-Length over the limit is answered 413 from the headers alone, before any body byte', async () => {
    // The hero slider's file fields allow 1 MB (image) and the video limit: more than both together cannot fit.
    const over = t.config.uploads.maxVideoBytes + 8 * 1024 * 1024;
    const { head } = multipartHead('/api/hero-sliders/', {
      field: 'heroSliderImage',
      contentLength: over,
      headers: auth,
    });
    const multipart = await sendRaw(port, head);
    multipart.socket.destroy();
    expect(multipart.response.status).toBe(413);
    expect(multipart.response.headers.connection).toBe('close');
    const body = JSON.parse(multipart.response.body);
    expect(body).toMatchObject({ success: false, message: expect.stringMatching(/^The file is too large \(at most/) });
    expect(Object.values(body.errors ?? {})).toEqual([body.message]);
    // Without a token the answer is still 401: the token is checked first.
    const anonymous = await sendRaw(
      port,
      multipartHead('/api/hero-sliders/', { field: 'x', contentLength: over }).head,
    );
    anonymous.socket.destroy();
    expect(anonymous.response.status).toBe(401);
    // A JSON body announced over the body limit: the same.
    const json = await sendRaw(
      port,
      `POST /api/faqs/ HTTP/1.1\r\nHost: localhost\r\nauthorization: ${auth.authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n`,
    );
    json.socket.destroy();
    expect(json.response.status).toBe(413);
    expect(JSON.parse(json.response.body)).toMatchObject({ success: false });
  });

  it('with Expect: 100-continue, invites the body only once the token has passed', async () => {
    const expect100 = (headers: Record<string, string>) =>
      multipartHead('/api/hero-sliders/', {
        field: 'heroSliderImage',
        contentLength: 50 * 1024 * 1024,
        headers: { ...headers, Expect: '100-continue' },
      }).head;
    // Nothing but the head is sent: the first thing back decides whether the body would follow.
    const anonymous = await sendRaw(port, expect100({}));
    anonymous.socket.destroy();
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.response.headers.connection).toBe('close');
    const admin = await sendRaw(port, expect100(auth));
    admin.socket.destroy();
    expect(admin.response.status).toBe(100);
  });

  it('keeps an ordinary connection alive', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await call(agent, { ...count, headers: auth });
      expect(first.connection).toBe('keep-alive');
      const body = Buffer.from(JSON.stringify({ title: 'Kept', Description: 'alive' }));
      const created = await call(agent, {
        method: 'POST',
        path: '/api/faqs/',
        headers: { ...auth, 'content-type': 'application/json', 'content-length': body.length },
        body,
      });
      expect(created.status).toBe(201);
      expect(created.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
