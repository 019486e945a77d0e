import { RequestMessages } from '@atrium/contract/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ValidationError } from '../errors.ts';
import { refuseConnect } from './client-errors.ts';

/** The methods the site and the API serve. TRACE, CONNECT and WebDAV's verbs are refused before any route. */
const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The longest path and query accepted: far above any real one (searchedText holds at most
 * 200 characters), and checked whatever Node's header limit is set to.
 */
const MAX_URL_LENGTH = 8 * 1024;

/**
 * Refuses, for every route at once, input that route schemas cannot see or PostgreSQL cannot
 * take: a method no route serves, an overlong address, and U+0000 in any text.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.server.on('connect', refuseConnect);
    // Fastify reads text/plain by default, so a text body reached a route's schema as a string
    // and got a 400 where the document says 415 (issue 36). The API reads JSON, multipart where a
    // route takes files, and url-encoded forms where a route's plugin adds that parser; any other
    // type is Fastify's 415 (FST_ERR_CTP_INVALID_MEDIA_TYPE), in the JSON envelope (errors.ts).
    // The web app's context replaces every parser with its own (web.ts).
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request, reply) => {
      if (!allowedMethods.includes(request.method)) {
        reply.header('allow', allowedMethods.join(', '));
        throw new AppError(405, RequestMessages.methodNotAllowed(request.method));
      }
      if (request.url.length > MAX_URL_LENGTH) throw new AppError(414, RequestMessages.urlTooLong);
    });

    // PostgreSQL cannot store or compare U+0000 in text (it answered 500), so it is refused on
    // both databases alike. A preHandler: it runs after the multipart plugin has turned the body
    // into an object and validation has bounded its shape, before any route touches the database.
    app.addHook('preHandler', async (request) => {
      const field = nulField(request.query) ?? nulField(request.params) ?? nulField(request.body);
      if (field !== null) throw new ValidationError({ [field]: RequestMessages.nulCharacter });
    });
  },
  { name: 'atrium-input-guard' },
);

/** The dotted path of the first string holding U+0000 in parsed input ('input' at the top), or null. */
function nulField(value: unknown, path: string[] = []): string | null {
  const here = path.join('.') || 'input';
  if (typeof value === 'string') return value.includes('\u0000') ? here : null;
  // Only what a parser made: plain objects and arrays, not streams or buffers.
  if (!isParsedContainer(value) || path.length > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return here;
    const found = nulField(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function isParsedContainer(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // The query parser's objects come from a constructor whose prototype has no prototype.
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}
