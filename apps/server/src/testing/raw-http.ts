import http from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port (for tests that need a real socket) and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A response read off a raw socket: status, lower-cased headers and body. */
export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Parses one HTTP/1.1 response (Content-Length framed) from the start of `text`; null while incomplete. */
export function parseResponse(text: string): RawResponse | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = Buffer.from(text.slice(end + 4), 'latin1');
  if (body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}

/**
 * Opens a connection, writes `head` and then `body` (which may be only the start of what the
 * head announces) and resolves with the first response, or rejects after `timeoutMs`. The
 * socket stays open: the caller ends it.
 */
export function sendRaw(
  port: number,
  head: string,
  body: Buffer = Buffer.alloc(0),
  timeoutMs = 5000,
): Promise<{ response: RawResponse; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no response within ${timeoutMs} ms (received: ${JSON.stringify(received.slice(0, 200))})`));
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(head);
      // A server that stops reading leaves the write pending: that is the point, not an error.
      if (body.length) socket.write(body, () => {});
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const response = parseResponse(received);
      if (response) {
        clearTimeout(timer);
        resolve({ response, socket });
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      const response = parseResponse(received);
      if (response) resolve({ response, socket });
      else reject(error);
    });
  });
}

/** The head of a multipart request with one file part, and the bytes of that part's start. */
export function multipartHead(
  url: string,
  opts: { field: string; contentLength: number; headers?: Record<string, string>; method?: string },
): { head: string; partStart: Buffer; boundary: string } {
  const boundary = 'atrium-raw-boundary';
  const headers = Object.entries(opts.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return {
    boundary,
    head:
      `${opts.method ?? 'POST'} ${url} HTTP/1.1\r\nHost: localhost\r\n${headers}` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${opts.contentLength}\r\n\r\n`,
    partStart: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field}"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
  };
}

/**
 * Sends a request whose body is produced chunk by chunk, as a browser uploads a large file:
 * never more than a socket buffer of it in memory. After every `pause.everyBytes` bytes the
 * sender goes quiet for `pause.ms`, like a slow or patchy connection. Resolves with the answer,
 * rejects when the server closes the connection first.
 */
export function streamRequest(
  url: string,
  request: {
    method?: string;
    headers: Record<string, string>;
    contentLength: number;
    chunks: Iterable<Buffer>;
    pause?: { everyBytes: number; ms: number };
    /** Aborting it drops the connection, as a closed browser tab does. */
    signal?: AbortSignal;
  },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: request.method ?? 'POST',
      headers: { ...request.headers, 'content-length': String(request.contentLength) },
      agent: false,
      signal: request.signal,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    (async () => {
      let sinceQuiet = 0;
      for (const chunk of request.chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await drainedOrClosed(req);
        sinceQuiet += chunk.length;
        if (request.pause && sinceQuiet >= request.pause.everyBytes) {
          sinceQuiet = 0;
          await new Promise((done) => setTimeout(done, request.pause!.ms));
        }
      }
      req.end();
    })().catch(reject);
  });
}

function drainedOrClosed(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done);
      req.off('close', done);
      resolve();
    };
    req.on('drain', done);
    req.on('close', done);
  });
}
