import { type Endpoint, endpointId, type HandlerAnswer, type HandlerInput } from '@atrium/contract/endpoint';
import { RequestMessages, ServiceMessages } from '@atrium/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { z, ZodType } from 'zod';
import { unavailableReason } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import type { UploadedFile } from '../foundations/media/uploaded-file.ts';
import type { ReadCache } from '../foundations/page-cache/read-cache.ts';
import { fileFieldShape } from '../resource-kit/bodies.ts';
import type { Admin } from './auth.ts';
import { zodFieldErrors } from './errors.ts';

/*
 * Routes from the contract's declarations (packages/contract/src/endpoint.ts). `route` registers
 * an endpoint with a Fastify handler typed by it; `operation` registers one whose handler takes
 * only its validated input and caller, so the public site's loaders can run it in process
 * (`app.operations.call`) with the same validation and the same published-only rules, and no
 * HTTP emulation.
 */

type FilesOf<E extends Endpoint> =
  E['files'] extends Readonly<Record<string, string>>
    ? { [K in keyof E['files']]?: UploadedFile | '' | null | string }
    : unknown;

/** A request to the endpoint, as its schemas output it (file parts as UploadedFile). */
type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: HandlerInput<E>['params'];
  Querystring: HandlerInput<E>['query'];
  Body: HandlerInput<E>['body'] & FilesOf<E>;
}>;

/** An answer with a status (and headers) of its own, beside the endpoint's usual success. */
export class Answered<B = unknown> {
  readonly status: number;
  readonly body: B;
  readonly headers: Record<string, string>;
  constructor(status: number, body: B, headers: Record<string, string> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export type RouteHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | Answered | FastifyReply>;

/** Who calls an operation: an administrator, or nobody signed in (the public, the site's loaders). */
type Caller = { admin: Admin | null };

export type OperationHandler<E extends Endpoint> = (
  input: HandlerInput<E> & { body: FilesOf<E> },
  caller: Caller,
) => Promise<HandlerAnswer<E> | Answered>;

export type RouteExtras = {
  /** Fastify route config beside what the endpoint implies (a rate limit, ...). */
  config?: Record<string, unknown>;
  /** Schema keys beside what the endpoint declares (an OpenAPI `produces`, ...). */
  schema?: Record<string, unknown>;
  /** The handler sees a failed validation (request.validationError) and words it itself. */
  attachValidation?: boolean;
  /** A body limit in bytes below the server's (a public endpoint that takes a few hundred bytes). */
  bodyLimit?: number;
  /**
   * An operation whose answer depends on more than the content (a preview token that expires):
   * never kept by the in-process read cache.
   */
  fresh?: boolean;
};

/** A query as HTTP delivers it to a route: strings, repeated keys as arrays; empty values left out. */
export type QueryInput = Record<string, unknown>;

/** What an in-process call answers: the status and envelope the same call over HTTP would have. */
export type OperationAnswer = { status: number; body: { success: boolean; message?: string; data?: unknown } };

type Operations = {
  /** Runs an operation in process, by endpoint id ('GET /faqs/'), as an anonymous caller. */
  call(id: string, input: { params?: Record<string, unknown>; query?: QueryInput }): Promise<OperationAnswer>;
  /** Makes a registered route's handler callable in process (`operation` does it). */
  register(endpoint: Endpoint, handler: OperationHandler<Endpoint>, options?: { fresh?: boolean }): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

type Registered = { endpoint: Endpoint; handler: OperationHandler<Endpoint>; fresh: boolean };

/** 201 for a create, 202 for work that goes on after the answer (decision 079), else 200. */
function successStatus(endpoint: Endpoint): number {
  return 201 in endpoint.responses ? 201 : 202 in endpoint.responses ? 202 : 200;
}

/**
 * Who the document says may call: derived from `access`, the field auth.ts checks (as the
 * route's `config.auth`), so the two cannot part. An `optional` read answers anonymous callers
 * too (published records only), so it lists the empty requirement beside the token: a tool
 * that read `[{ bearer: [] }]` refused correct anonymous calls (issue 36; decision 071).
 */
function security(access: Endpoint['access']): { security?: Record<string, string[]>[] } {
  if (access === 'public') return {};
  return { security: access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] };
}

/** The route's schema and config, from the endpoint and the app's upload limits. */
function routeOptions(app: FastifyInstance, endpoint: Endpoint, extras: RouteExtras) {
  const files = Object.entries(endpoint.files ?? {});
  let body = endpoint.body;
  if (body && files.length) {
    body = (body as z.ZodObject).extend(fileFieldShape(files.map(([field]) => field)));
  }
  // A declared `files`, even empty (a resource without file fields), takes multipart bodies, as
  // every resource's create and update did before routes came from the contract.
  const multipart = endpoint.files
    ? {
        files: Object.fromEntries(
          files.map(([field, kind]) => [
            field,
            app.config.uploads[kind === 'image' ? 'maxImageBytes' : 'maxVideoBytes'],
          ]),
        ),
      }
    : undefined;
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.attachValidation ? { attachValidation: true } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    config: {
      ...(endpoint.access === 'public' ? {} : { auth: endpoint.access }),
      ...(multipart ? { multipart } : {}),
      ...extras.config,
    },
    schema: {
      tags: [...endpoint.tags],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...security(endpoint.access),
      // Decision 035: the roles that may call it, for tools and the role-matrix test.
      ...(endpoint.access === 'editor' || endpoint.access === 'admin'
        ? { 'x-roles': endpoint.access === 'admin' ? ['administrator'] : ['administrator', 'editor'] }
        : {}),
      ...(multipart ? { consumes: ['application/json', 'multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(body ? { body } : {}),
      // For the document only (openapi.ts lists them as required): the rules refuse the record.
      ...(endpoint.requiredFiles?.length ? { requiredFiles: [...endpoint.requiredFiles] } : {}),
      response: { ...endpoint.responses },
      ...extras.schema,
    },
  };
}

/** Registers the endpoint's route with a Fastify handler typed by its declaration. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
): void {
  const status = successStatus(endpoint);
  app.route({
    ...routeOptions(app, endpoint, extras),
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      // A handler that answered itself (a challenge, a CSV export, a scrape, a mail link)
      // returns `reply`, which never arrives here as itself: a Reply is a thenable, so the
      // handler's promise settles with undefined once the answer is written. Sending again would
      // log Fastify's "Reply was already sent" warning, with a stack, on every such request.
      if ((answer as unknown) === reply || reply.sent || reply.raw.headersSent) return reply;
      if (answer instanceof Answered) return reply.status(answer.status).headers(answer.headers).send(answer.body);
      return reply.status(status).send({ success: true, ...(answer as object) });
    }) as RouteHandlerMethod,
  });
}

/**
 * Registers the endpoint's route and makes it callable in process: the handler sees only the
 * validated input and the caller, never the request.
 */
export function operation<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: OperationHandler<E>,
  extras: RouteExtras = {},
): void {
  app.operations.register(endpoint, handler as unknown as OperationHandler<Endpoint>, { fresh: extras.fresh });
  route(
    app,
    endpoint,
    (request) =>
      handler(
        { params: request.params, query: request.query, body: request.body } as HandlerInput<E> & { body: FilesOf<E> },
        { admin: request.admin },
      ),
    extras,
  );
}

/**
 * A query as Fastify's parser would hand it to the route: each value a string, a repeated key
 * an array; undefined, null and '' left out (as the site's links leave them out).
 */
function httpQuery(query: QueryInput = {}): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    const values = (Array.isArray(value) ? value : [value])
      .filter((one) => one !== undefined && one !== null && one !== '')
      .map(String);
    if (values.length === 1) out[key] = values[0]!;
    else if (values.length > 1) out[key] = values;
  }
  return out;
}

function refused(error: z.ZodError): OperationAnswer {
  const errors = zodFieldErrors(error);
  const first = Object.entries(errors)[0];
  return {
    status: 400,
    body: { success: false, message: first ? `${first[0]}: ${first[1]}` : RequestMessages.invalidInput },
  };
}

export default fp(
  async function endpointsPlugin(app: FastifyInstance, { reads }: { reads: ReadCache }) {
    const registry = new Map<string, Registered>();
    const dataDirs = [app.config.dataDir, ...(app.config.storage.driver === 'local' ? [app.config.storage.dir] : [])];

    /**
     * The site's reads, from the render cache's read cache when it holds this one
     * (foundations/page-cache/read-cache.ts, decision 075).
     */
    async function call(id: string, input: { params?: Record<string, unknown>; query?: QueryInput }) {
      const params = input.params ?? {};
      if (registry.get(id)?.fresh) return run(id, params, httpQuery(input.query));
      // Keyed by the query as the loader wrote it: a page asks the same way every time, and a
      // held answer then costs no parsing (decision 093); two spellings of one query are two
      // entries with the same answer.
      const key = `${id}\n${JSON.stringify(params)}\n${JSON.stringify(input.query ?? {})}`;
      const held = reads.get(key) as OperationAnswer | undefined;
      if (held) return held;
      const generation = reads.generation();
      const answer = await run(id, params, httpQuery(input.query));
      return answer.status === 200 || answer.status === 301 ? reads.set(key, answer, generation) : answer;
    }

    async function run(id: string, rawParams: Record<string, unknown>, rawQuery: Record<string, string | string[]>) {
      const found = registry.get(id);
      if (!found) throw new Error(`No operation ${id}.`);
      const { endpoint, handler } = found;
      const parse = (schema: ZodType | undefined, value: unknown) =>
        schema ? schema.safeParse(value) : { success: true as const, data: undefined };
      const params = parse(endpoint.params, rawParams);
      if (!params.success) return refused(params.error);
      const query = parse(endpoint.query, rawQuery);
      if (!query.success) return refused(query.error);
      try {
        const answer = await handler({ params: params.data, query: query.data, body: undefined } as never, {
          admin: null,
        });
        if (answer instanceof Answered) return { status: answer.status, body: answer.body as OperationAnswer['body'] };
        return { status: successStatus(endpoint), body: { success: true, ...(answer as object) } };
      } catch (error) {
        if (error instanceof AppError)
          return { status: error.statusCode, body: { success: false, message: error.message } };
        if (unavailableReason(error as Error, dataDirs)) {
          app.log.error({ err: error, operation: id }, 'service unavailable: database or data directory');
          return { status: 503, body: { success: false, message: ServiceMessages.unavailable } };
        }
        app.log.error({ err: error, operation: id }, 'operation failed');
        return { status: 500, body: { success: false, message: RequestMessages.internal } };
      }
    }

    function register(endpoint: Endpoint, handler: OperationHandler<Endpoint>, options: { fresh?: boolean } = {}) {
      const id = endpointId(endpoint);
      if (registry.has(id)) throw new Error(`Operation ${id} is registered twice.`);
      registry.set(id, { endpoint, handler, fresh: options.fresh === true });
    }

    app.decorate('operations', { call, register });
  },
  { name: 'atrium-endpoints', dependencies: ['atrium-failure-responses'] },
);
