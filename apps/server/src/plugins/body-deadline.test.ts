import { connect, type Socket } from 'node:net';
import { RequestMessages } from '@atrium/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, multipartHead, parseResponse, type RawResponse } from '../testing/raw-http.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

/**
 * Decision 045 (issue 23, N5): a body trickled a byte at a time never trips the idle timeout, so
 * an unknown path held its connection for ever. Unknown paths answer before the body is read,
 * and every body has a deadline (shortened here), after which the answer is a 408 and the
 * connection closes.
 */
const DEADLINE_MS = 600;

let t: TestApp;
let auth: { authorization: string };
let port: number;
beforeAll(async () => {
  t = await createTestApp(() => ({ bodyDeadlines: { jsonMs: DEADLINE_MS, uploadMs: DEADLINE_MS } }));
  auth = (await signedInAdmin(t)).headers;
  port = await listenOnLoopback(t.app);
});
afterAll(() => t?.close());

type Trickle = { response: RawResponse; ms: number; closed: Promise<void> };

/**
 * Writes `head` and `first`, then one more byte every 100 ms (never the whole body), and resolves
 * with the first answer and a promise of the server closing the connection; rejects after 5 s.
 */
function trickle(head: string, first: Buffer = Buffer.from('{')): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    const drip = setInterval(() => socket.writable && socket.write('a'), 100);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const fail = setTimeout(() => {
      finish();
      reject(new Error(`no answer in 5 s (received ${JSON.stringify(received.slice(0, 200))})`));
    }, 5000);
    function finish() {
      clearInterval(drip);
      clearTimeout(fail);
    }
    socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(head), first])));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const response = parseResponse(received);
      if (response) {
        clearTimeout(fail);
        resolve({ response, ms: Date.now() - started, closed: closed.finally(() => clearInterval(drip)) });
      }
    });
    socket.on('error', () => {});
    socket.on('close', finish);
  });
}

const jsonHead = (path: string, headers = '') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;

async function expectClosedSoon(closed: Promise<void>) {
  await expect(Promise.race([closed.then(() => 'closed'), sleep(2000).then(() => 'open')])).resolves.toBe('closed');
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bodies with a deadline', () => {
  it('answers an unknown /api path 404 before its body arrives, and closes the connection', async () => {
    const { response, ms, closed } = await trickle(jsonHead('/api/no-such-endpoint/'));
    expect(response.status).toBe(404);
    expect(ms).toBeLessThan(DEADLINE_MS);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      message: RequestMessages.noSuchEndpoint('POST', '/api/no-such-endpoint/'),
    });
    expect(response.headers.connection).toBe('close');
    await expectClosedSoon(closed);
  });

  it('answers a multipart POST to an unknown /api path 404, not 415', async () => {
    const { head, partStart } = multipartHead('/api/no-such-upload/', { field: 'file', contentLength: 100_000 });
    const { response, closed } = await trickle(head, partStart);
    expect(response.status).toBe(404);
    await expectClosedSoon(closed);
  });

  it('answers 408 when a JSON body is still arriving at its deadline, and closes the connection', async () => {
    const { response, ms, closed } = await trickle(jsonHead('/api/mailinglists/'));
    expect(response.status).toBe(408);
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: RequestMessages.timeout });
    expect(response.headers.connection).toBe('close');
    await expectClosedSoon(closed);
  });

  it('answers 408 when an upload is still arriving at its deadline', async () => {
    const { head, partStart } = multipartHead('/api/hero-sliders/', {
      field: 'heroSliderImage',
      contentLength: 100_000,
      headers: auth,
    });
    const { response, closed } = await trickle(head, partStart);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: RequestMessages.timeout });
    await expectClosedSoon(closed);
  });
});
