import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import type { ZodType } from 'zod';

/** Why an answer is outside its route's documented responses, by the answer's raw response. */
const problems = new WeakMap<object, string>();

/**
 * Holds every answer of a documented route to its documented responses: the status code must
 * be one the route declares, and the JSON body must fit that status's schema. A test's
 * `app.inject(...)` then rejects with the reason, so an answer outside the OpenAPI document
 * fails the test that provoked it. Routes that document no responses (static media, the
 * JSON 404 for unknown paths) are not checked.
 */
export function checkResponsesAgainstSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = findProblem(request, reply, payload);
    if (problem) problems.set(reply.raw, problem);
    return payload;
  });

  const inject = app.inject.bind(app);
  const checkedInject = async (options: InjectOptions | string) => {
    const response = await inject(options as InjectOptions);
    const problem = problems.get(response.raw.res);
    if (problem) throw new Error(`${response.raw.req.method} ${response.raw.req.url}: ${problem}`);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) {
      throw new Error('API tests call app.inject(options) and await it, so that every answer is checked.');
    }
    return checkedInject(options);
  }) as FastifyInstance['inject'];
}

function findProblem(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return undefined;
  const status = reply.statusCode;
  const declared = responses[status] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  const documented = Object.keys(responses).join(', ');
  if (!declared) return `answered ${status}, which ${request.routeOptions.url} does not document (${documented}).`;
  const type = String(reply.getHeader('content-type') ?? '');
  // A response documented by content type (a CSV download): its type must be one of those listed.
  if (typeof declared === 'object' && declared !== null && 'content' in declared) {
    const types = Object.keys((declared as { content: object }).content);
    return types.some((t) => type.startsWith(t))
      ? undefined
      : `answered ${status} with ${type}, not ${types.join(' or ')}.`;
  }
  const schema = declared as ZodType;
  if (!type.startsWith('application/json') || typeof payload !== 'string') {
    return `answered ${status} with ${type || 'no content type'}, not the documented JSON.`;
  }
  const result = schema.safeParse(JSON.parse(payload));
  if (result.success) return undefined;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  return `answered ${status} with a body outside its documented schema (${issues}): ${payload.slice(0, 500)}`;
}
