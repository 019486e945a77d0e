import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestMessages } from '@atrium/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answers to requests refused before any route, hook or error handler runs, in the usual
 * envelope instead of Fastify's and Node's own bodies (or none). frameworkErrors and
 * clientErrorHandler are options of the Fastify constructor (app.ts); refuseConnect listens on
 * the server (input-guard.ts).
 */

/** A path the router cannot decode ('%c0%ae') or a path parameter over maxParamLength. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ success: false, message: RequestMessages.badUrl });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ success: false, message: RequestMessages.urlTooLong });
  }
  // Anything else (an async constraint failing) is ours: the error handler logs it and answers 500.
  return reply.send(error);
}

/**
 * What Node's HTTP parser cannot read (a garbled request line, headers over 16 KB, a request
 * that never finishes arriving): answered on the raw socket, which is then closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  // The client is gone: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, RequestMessages.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, RequestMessages.headersTooLarge]
        : [400, RequestMessages.badRequest];
  this.log.debug({ err: error }, 'unreadable request');
  answerOnSocket(socket, status, message);
}

/**
 * CONNECT (a request to open a tunnel) never reaches Fastify: Node hands over the socket, and
 * without this would drop it without a word.
 */
export function refuseConnect(_request: unknown, socket: Duplex) {
  answerOnSocket(socket, 405, RequestMessages.methodNotAllowed('CONNECT'));
}

/** Writes one envelope answer straight to the socket, then closes it. */
function answerOnSocket(socket: Duplex, status: number, message: string) {
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
