import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'atrium-openapi' },
);

export const openapiTransform: SwaggerTransform = (route) => {
  // Wildcard routes are internal fallbacks (the JSON 404 under /api, the web app), not endpoints.
  if (route.url.includes('*')) return { schema: { hide: true }, url: route.url };
  const { schema, url } = jsonSchemaTransform(route);
  return { schema: tidy(schema) as typeof schema, url };
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
  return result;
}
