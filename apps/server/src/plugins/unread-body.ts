import { RequestMessages } from '@atrium/contract/messages';
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
 * - A client that asks first (`Expect: 100-continue`, as curl and many HTTP libraries do for
 *   large bodies) is told to send only once the request has passed the checks that come before
 *   the body (the token): Node would otherwise invite the body on arrival.
 */
export default fp(
  async function unreadBody(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      // `complete` is Node's own flag (false while body bytes are still to come); injected
      // requests have no socket and no such flag.
      if (request.raw.complete === false) reply.header('connection', 'close');
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
  const ms = request.headers['content-type']?.toLowerCase().startsWith('multipart/')
    ? deadlines.uploadMs
    : deadlines.jsonMs;
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
