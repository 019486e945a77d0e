import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer sent before the request's body has fully arrived (a 413 mid-upload, a 401 before
 * the body, a 415) closes the connection. The rest of that body is still on its way, and
 * nothing will read it: kept alive, the connection's next request would wait behind it until
 * a timeout (30 s and more after a 413). With `Connection: close` Node ends the socket once the
 * answer is flushed, and the client opens a new one at once.
 */
export default fp(
  async function unreadBody(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      // `complete` is Node's own flag (false while body bytes are still to come); injected
      // requests have no socket and no such flag.
      if (request.raw.complete === false) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'atrium-unread-body' },
);
