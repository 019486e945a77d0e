import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

    // With a 'checkContinue' listener Node leaves the 100 to us and emits no 'request' itself.
    app.server.on('checkContinue', (req, res) => app.server.emit('request', req, res));
    app.addHook('preParsing', async (request, reply, payload) => {
      if (request.headers.expect?.toLowerCase() === '100-continue' && !reply.raw.headersSent) {
        reply.raw.writeContinue();
      }
      return payload;
    });
  },
  { name: 'atrium-unread-body' },
);
