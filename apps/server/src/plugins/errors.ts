import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { RequestMessages, ServiceMessages } from '@atrium/contract/messages';
import { unavailableReason } from '../db/unavailable.ts';
import { AppError, StaleVersionError } from '../errors.ts';

/** Seconds a client should wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Turns every failure into the envelope `{ success: false, message, errors? }` with a real
 * status. 5xx details stay in the log. A database or disk out of reach (a PostgreSQL restart, a
 * full or read-only data directory) is a 503 that invites a retry, not a 500.
 *
 * A 4xx is the app working as meant (a missing token, a spent rate limit, a bad field): one info
 * line saying why, with no error object and so no stack, which would make every anonymous
 * refusal look like a fault to whoever reads the log.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  const { config } = app;
  const dataDirs = [config.dataDir, ...(config.storage.driver === 'local' ? [config.storage.dir] : [])];

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else refused(request, error.statusCode, error.message);
      if (error instanceof StaleVersionError)
        return reply
          .status(412)
          .headers(error.headers)
          .send({ success: false, message: error.message, data: error.data });
      return reply.status(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = Object.entries(errors)[0];
      const message = first ? `${first[0]}: ${first[1]}` : RequestMessages.invalidInput;
      refused(request, 400, message);
      return reply.status(400).send({ success: false, message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: RequestMessages.internal });
    }
    const unavailable = unavailableReason(error, dataDirs);
    if (unavailable) {
      request.log.error({ err: error, reason: unavailable }, 'service unavailable: database or data directory');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: ServiceMessages.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: RequestMessages.internal });
    }
    // Headers that belong to the status, as Fastify's own handler keeps them: a 416's
    // Content-Range (which tells a player the file's length), a 405's Allow.
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    const message = clientMessage(error);
    refused(request, status, message);
    return reply.status(status).send({ success: false, message });
  });

  app.setNotFoundHandler(answerNotFound);
});

/** A client's request refused (4xx): why, at info, without an error object. */
function refused(request: FastifyRequest, statusCode: number, reason: string) {
  request.log.info({ statusCode, reason }, 'request refused');
}

/** The JSON 404 of a path no endpoint serves. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ success: false, message: RequestMessages.noSuchEndpoint(request.method, request.url.split('?')[0]!) });
}

/** A request that failed its schema, as one message per field (the first issue of each). */
export function validationErrors(error: {
  validation?: FastifyError['validation'];
  validationContext?: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const key = path || String((issue.params as { keys?: string[] })?.keys?.[0] ?? error.validationContext ?? 'body');
    errors[key] ??= issue.message ?? RequestMessages.invalidValue;
  }
  return errors;
}

/**
 * A zod refusal as one message per field, keyed like `validationErrors` ('fold.name'; an unknown
 * key by its own name; the body itself as 'body'): for a route that picks its body's schema itself.
 */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    const key = path || (issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined) || 'body';
    errors[key] ??= issue.message || RequestMessages.invalidValue;
  }
  return errors;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return RequestMessages.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return RequestMessages.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return RequestMessages.unsupportedContentType;
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return RequestMessages.notMultipart;
    default:
      return error.message || RequestMessages.fallback;
  }
}
