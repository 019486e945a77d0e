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
