import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LIBRARY_PATH } from '../resource-kit/bodies.ts';

/**
 * The OpenAPI document (GET /api/docs/json) and its UI, generated from the routes' zod schemas.
 * The document is meant for tools (validating proxies, client generators), so what zod's
 * JSON Schema says for the runtime and a tool would misread is tidied here, in one place.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Atrium API',
          version: '1.0.0',
          description: 'The REST API of the Atrium site and back office.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: openapiTransform,
      transformObject: (document) =>
        'openapiObject' in document ? jsonFileFields(document.openapiObject) : document.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'atrium-openapi' },
);

const openapiTransform: SwaggerTransform = (route) => {
  // Wildcard routes are internal fallbacks (the JSON 404 under /api, the web app), not endpoints.
  if (route.url.includes('*')) return { schema: { hide: true }, url: route.url };
  // endpoints.ts passes an endpoint's required file fields beside its schema, for this document only.
  const { requiredFiles = [], ...routeSchema } = (route.schema ?? {}) as Record<string, unknown>;
  const { schema, url } = jsonSchemaTransform({ ...route, schema: routeSchema } as typeof route);
  const tidied = tidy(schema) as typeof schema & { body?: Record<string, unknown> };
  const probed = requiredKeys(routeSchema.body);
  if (tidied.body && (probed || (requiredFiles as string[]).length > 0)) {
    const { required: written, ...body } = tidied.body;
    const required = [
      ...new Set([...(probed ?? (written as string[] | undefined) ?? []), ...(requiredFiles as string[])]),
    ];
    tidied.body = required.length > 0 ? { ...body, required } : body;
  }
  return { schema: tidied, url };
};

/**
 * The keys of an object body that the server refuses to go without: those whose schema refuses
 * undefined. zod's JSON Schema calls a field with a preprocess step (trimming, '' read as
 * missing) optional, though the parse after it requires a value, so the document left out
 * required fields (the contact form's name, an individual's category). Undefined for a body
 * that is not one object (a union of forms).
 */
function requiredKeys(body: unknown): string[] | undefined {
  const shape = (body as { shape?: unknown } | undefined)?.shape;
  if (shape === null || typeof shape !== 'object') return undefined;
  return Object.entries(shape as Record<string, ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
};

/**
 * A file field in a JSON body cannot carry a file: there it takes a media library path, or ''
 * or null to clear the stored file. @fastify/swagger gives every media type of a route the same
 * schema (the multipart one, whose file fields are binary), so the JSON one is rewritten here.
 */
function jsonFileFields<D>(document: D): D {
  for (const operations of Object.values((document as OpenApiDocument).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const content = operation.requestBody?.content;
      const json = content?.['application/json'];
      const schema = json?.schema as Record<string, unknown> | undefined;
      const properties = schema?.properties as Record<string, Record<string, unknown>> | undefined;
      if (!content || !properties || !Object.values(properties).some((p) => p.format === 'binary')) continue;
      // A new media object: the media types share the one @fastify/swagger made.
      content['application/json'] = {
        ...json,
        schema: {
          ...schema,
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [
              name,
              property.format === 'binary' ? libraryChoice : property,
            ]),
          ),
        },
      };
    }
  }
  return document;
}

/** A file field as JSON takes it (resource-kit/bodies.ts, `libraryPath`). */
const libraryChoice = {
  type: 'string',
  nullable: true,
  pattern: `^$|${LIBRARY_PATH.source}`,
  description:
    "In JSON: a /media/ path chooses a file of the media library; '' or null clears the stored one. A file itself is sent as multipart/form-data.",
};

/**
 * A file field is a union (a file, or '' / null to clear the stored one) that zod writes as
 * `format: binary` with `enum: [""]`, which no generated client can upload through. Tools get
 * the plain file; the runtime schema still accepts the clearing values.
 */
function fileSchema(node: Record<string, unknown>): Record<string, unknown> {
  return { type: 'string', format: 'binary', ...(node.description ? { description: node.description } : {}) };
}

/**
 * z.literal('') (the "clear this field" branch of optional text fields) becomes `enum: [""]`,
 * an enum member that client generators cannot name; `maxLength: 0` says the same.
 */
function isEmptyStringLiteral(node: Record<string, unknown>): boolean {
  return Array.isArray(node.enum) && node.enum.length === 1 && node.enum[0] === '';
}

/** Walks every schema in a route's transformed schemas; returns tidied copies. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  if (node.format === 'binary' && typeof node.type === 'string') return fileSchema(node);
  if (isEmptyStringLiteral(node)) {
    const { enum: _literal, ...rest } = node;
    return { ...rest, type: 'string', maxLength: 0 };
  }
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) {
    // z.number().int() states the safe-integer range as bounds: noise in a document, not a rule.
    if (key === 'minimum' && child === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && child === Number.MAX_SAFE_INTEGER) continue;
    result[key] = tidy(child);
  }
  return result.nullable === true && result.type === undefined ? nullableUnion(result) : result;
}

type Schema = Record<string, unknown>;

/**
 * zod writes a nullable union for OpenAPI 3.0 as `{ nullable: true, anyOf: [...] }`. In 3.0
 * `nullable` only qualifies a `type` beside it, so the null was lost on tools, and a strict
 * validator (Ajv) refuses to compile such a schema at all (issue 36). A union of literals of one
 * type becomes that type's enum with null in it; any other union says `nullable` on a branch
 * that has a type (one branch is enough for anyOf, and keeps a oneOf's branches apart).
 */
function nullableUnion(node: Schema): Schema {
  const { nullable: _nullable, anyOf, oneOf, ...rest } = node;
  const key = anyOf ? 'anyOf' : 'oneOf';
  const branches = (anyOf ?? oneOf) as Schema[] | undefined;
  if (!branches) return node;
  const type = branches[0]?.type;
  const literalsOfOneType =
    typeof type === 'string' &&
    branches.every((b) => b.type === type && Array.isArray(b.enum) && Object.keys(b).length === 2);
  if (literalsOfOneType) {
    return { ...rest, type, enum: [...branches.flatMap((b) => b.enum as unknown[]), null], nullable: true };
  }
  const typed = branches.findIndex((b) => typeof b.type === 'string');
  // zod's own way to say null in 3.0 (a branch of its own), when no branch has a type to qualify.
  if (typed === -1) return { ...rest, [key]: [...branches, { type: 'string', nullable: true, enum: [null] }] };
  return { ...rest, [key]: branches.map((b, i) => (i === typed ? nullableBranch(b) : b)) };
}

function nullableBranch(branch: Schema): Schema {
  // 3.0.3: with an enum, null is a value only when the enum lists it.
  const values = Array.isArray(branch.enum) ? { enum: [...(branch.enum as unknown[]), null] } : {};
  return { ...branch, ...values, nullable: true };
}
