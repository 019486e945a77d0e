import { RequestMessages } from '@atrium/contract/messages';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { answerNotFound } from './errors.ts';

/**
 * Answers given before a request's body has been read leave that body unread, on a connection
 * that cannot be reused until it is gone.
 * - Such an answer (a 413 mid-upload, a 401 before the body, a 415) closes the connection: the
 *   rest of the body is still on its way and nothing will read it, so a kept-alive connection's
 *   next request waited behind it until a timeout (30 s and more after a 413). With
 *   `Connection: close` Node ends the socket once the answer is flushed, and the client opens a
 *   new one at once.
 * - It closes it lingering (decision 070), as nginx does: the body still arriving is read and
 *   dropped for a while first. Closed at once, a socket with unread bytes, or bytes arriving
 *   after, makes the kernel send a reset, and a client still writing its body (Node's fetch)
 *   lost the answer it had been sent, reporting EPIPE instead.
 * - A client that asks first (`Expect: 100-continue`, as curl and many HTTP libraries do for
 *   large bodies) is told to send only once the request has passed the checks that come before
 *   the body (the token): Node would otherwise invite the body on arrival.
 */
export default fp(
  async function unreadBody(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      // `complete` is Node's own flag (false while body bytes are still to come); injected
      // requests have no socket and no such flag.
      if (request.raw.complete === false) {
        reply.header('connection', 'close');
        lingerBeforeClosing(request.raw, Math.min(LINGER.ms, bodyDeadline(request, app.config.bodyDeadlines)));
      }
      return payload;
    });

    // A path no route serves is answered before its body is read (decision 045): nothing would
    // read it, and a body trickled to it held the connection. After input-guard's checks (405, 414).
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) return answerNotFound(request, reply);
    });

    // With a 'checkContinue' listener Node leaves the 100 to us and emits no 'request' itself.
    app.server.on('checkContinue', (req, res) => app.server.emit('request', req, res));
    app.addHook('preParsing', async (request, reply, payload) => {
      if (request.headers.expect?.toLowerCase() === '100-continue' && !reply.raw.headersSent) {
        reply.raw.writeContinue();
      }
      if (hasBody(request)) armDeadline(request, reply, app.config.bodyDeadlines);
      return payload;
    });
  },
  { name: 'atrium-unread-body' },
);

/** Whether bytes of a body are still to come: announced by Content-Length or chunked, not all read. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  const announced = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  return announced && request.raw.complete === false;
}

/**
 * How long and how much a refused body is read before its connection closes (decision 070):
 * 1 MB (any JSON body the API takes, a small upload) within 2 s, and no pause of more than half
 * a second (a client that has sent all it will send waits for the answer, silent). Past any of
 * them the connection closes as before: a larger body is the client's to stop sending, and a
 * reset then costs it the rest of an upload it must repeat anyway.
 */
const LINGER = { bytes: 1024 * 1024, ms: 2000, idleMs: 500 };

const lingering = new WeakSet<Socket>();

/**
 * Node ends a connection whose answer said `Connection: close` with `socket.destroySoon()`: its
 * FIN, then the socket is closed as soon as the answer is flushed. For this request's socket,
 * that becomes: the FIN (the client has the answer, whole, at once), then the body read and
 * dropped until it ends or the budget above runs out, then the socket closed. Node's parser
 * keeps reading the socket and drops what it reads (it emits no 'data' for a request whose
 * answer has gone), so the bytes are counted on the socket, looked at every 100 ms.
 */
function lingerBeforeClosing(request: IncomingMessage, ms: number): void {
  const socket = request.socket;
  if (!(socket instanceof Socket) || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const first = this.bytesRead;
    let last = first;
    let quietMs = 0;
    const close = () => {
      clearTimeout(total);
      clearInterval(watch);
      if (this.destroyed) return;
      if (this.writableFinished) this.destroy();
      else this.once('finish', () => this.destroy());
    };
    const total = setTimeout(close, ms);
    const watch = setInterval(() => {
      const read = this.bytesRead;
      quietMs = read === last ? quietMs + 100 : 0;
      last = read;
      if (read - first > LINGER.bytes || quietMs >= LINGER.idleMs) close();
    }, 100);
    request.once('end', close);
    this.once('close', close);
    // An answer given mid-upload leaves the request paused where its reader stopped.
    request.resume();
  };
}

/** The deadline of this request's body (decision 045): lingering never outlasts it. */
function bodyDeadline(request: FastifyRequest, deadlines: { jsonMs: number; uploadMs: number }): number {
  return request.headers['content-type']?.toLowerCase().startsWith('multipart/')
    ? deadlines.uploadMs
    : deadlines.jsonMs;
}

/**
 * Decision 045: a body has a deadline, however steadily it trickles (the idle timeout only sees
 * silence). Past it, whoever reads the body (Fastify's parser, the multipart reader: both listen
 * for the request's 'error') fails with a 408, answered in the envelope; the answer closes the
 * connection (the body is unread, see onSend above). A body nobody reads is answered here.
 */
function armDeadline(
  request: FastifyRequest,
  reply: FastifyReply,
  deadlines: { jsonMs: number; uploadMs: number },
): void {
  const ms = bodyDeadline(request, deadlines);
  const timer = setTimeout(() => {
    if (request.raw.complete || reply.raw.writableEnded) return;
    const error = new AppError(408, RequestMessages.timeout);
    request.log.info({ ms }, 'request body not received within its deadline');
    if (request.raw.listenerCount('error') > 0) request.raw.emit('error', error);
    else if (!reply.sent)
      void reply.code(408).header('connection', 'close').send({ success: false, message: error.message });
    else request.raw.socket?.destroy();
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  request.raw.once('end', clear);
  reply.raw.once('close', clear);
}
