import { compileErrors, validate } from '@readme/openapi-parser';
import AjvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../testing/stand-in-web-build.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

type Schema = Record<string, unknown>;
type MediaTypes = Record<string, { schema: Schema }>;
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { content?: MediaTypes }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Every object in the document, with the path that leads to it. */
function* nodes(value: unknown, at = '#'): Generator<[string, Schema]> {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield [at, value as Schema];
  for (const [key, child] of Object.entries(value)) yield* nodes(child, `${at}/${key}`);
}

/** Every operation of the document, with its method (upper case) and path. */
function operations(doc: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Every schema a tool compiles: parameters', bodies' and answers' by media type, and components. */
function* schemas(doc: Document): Generator<[string, Schema]> {
  for (const { method, path, operation } of operations(doc)) {
    const at = `${method} ${path}`;
    for (const parameter of operation.parameters ?? [])
      yield [`${at} ${parameter.in} ${parameter.name}`, parameter.schema];
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
      yield [`${at} body ${type}`, media.schema];
    for (const [status, answer] of Object.entries(operation.responses))
      for (const [type, media] of Object.entries(answer.content ?? {})) yield [`${at} ${status} ${type}`, media.schema];
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) yield [`components ${name}`, schema];
}

/** A path with plausible values for its parameters: ids 1, session ids a UUID, other words 'home'. */
function filled(path: string, operation: Operation): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    if (schema.type === 'integer' || schema.type === 'number') return '1';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    return 'home';
  });
}

/** An operation anyone may call: no requirement, or the empty one among them (OpenAPI 3.0 §4.8.10). */
const anonymousCapable = (operation: Operation) =>
  operation.security === undefined || operation.security.some((requirement) => Object.keys(requirement).length === 0);

let t: TestApp;
let webBuild: ReturnType<typeof standInWebBuild>;
let document: Document;

beforeAll(async () => {
  // A stand-in web build: the app then registers the web app's catch-all as it does in
  // production (the build itself is loaded only when a page is asked for).
  webBuild = standInWebBuild();
  t = await createTestApp(() => ({ webBuildDir: webBuild.dir }));
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await t?.close();
  webBuild?.remove();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI', async () => {
    const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toMatch(/^3\./);
  });

  it('documents real routes only: no wildcard catch-all', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/hero-sliders/');
    expect(paths.filter((p) => p.includes('*'))).toEqual([]);
  });

  it('describes every file field as a plain binary string a client can upload', () => {
    const files = [...nodes(document)].filter(([, node]) => node.format === 'binary');
    expect(files.map(([at]) => at)).toContain(
      '#/paths//api/hero-sliders//post/requestBody/content/multipart/form-data/schema/properties/heroSliderImage',
    );
    for (const [at, node] of files) {
      expect({ at, type: node.type, enum: node.enum, nullable: node.nullable }).toEqual({ at, type: 'string' });
    }
  });

  it('has no enum of the empty string (generators cannot name it)', () => {
    const emptyEnums = [...nodes(document)].filter(([, node]) => Array.isArray(node.enum) && node.enum.includes(''));
    expect(emptyEnums.map(([at]) => at)).toEqual([]);
  });

  it('states integer bounds only where the API has them', () => {
    const noise = [...nodes(document)].filter(
      ([, node]) => node.minimum === Number.MIN_SAFE_INTEGER || node.maximum === Number.MAX_SAFE_INTEGER,
    );
    expect(noise.map(([at]) => at)).toEqual([]);
    const list = document.paths['/api/hero-sliders/']!.get as unknown as {
      parameters: { name: string; schema: Schema }[];
    };
    const limit = list.parameters.find((p) => p.name === 'limit')!.schema;
    expect(limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  });

  it('compiles every schema with a strict validator (Ajv, OpenAPI 3.0’s JSON Schema dialect)', () => {
    // OpenAPI 3.0 schemas are draft 4's dialect (a boolean exclusiveMinimum) with `nullable`,
    // which Ajv knows; strict mode refuses what a tool would misread: `nullable` without a
    // `type` (issue 36), unknown keywords and formats, `required` naming no property.
    const ajv = new AjvDraft04.default({ strict: true, allErrors: true });
    ajvFormats.default(ajv); // with OpenAPI's own: binary, byte, int32, int64, float, double, password
    const refused: string[] = [];
    // Many answers share a schema (the failure envelope): each distinct one is compiled once.
    const seen = new Set<string>();
    let compiled = 0;
    for (const [at, schema] of schemas(document)) {
      const text = JSON.stringify(schema);
      if (seen.has(text)) continue;
      seen.add(text);
      try {
        ajv.compile(schema);
        compiled += 1;
      } catch (error) {
        refused.push(`${at}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });

  it('says who may call each operation as the server decides it: an anonymous call is a 401 exactly where a token is required', async () => {
    const all = operations(document);
    const wrong: string[] = [];
    for (const { method, path, operation } of all) {
      const response = await t.app.inject({ method: method as 'GET', url: filled(path, operation) });
      const anonymous = anonymousCapable(operation);
      if (anonymous === (response.statusCode === 401)) {
        wrong.push(
          `${method} ${path}: documented ${anonymous ? 'anonymous' : 'token only'}, answered ${response.statusCode}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    // The public resources' lists and counts: a token or none (published records only), as said.
    const either = all.filter(({ operation }) => JSON.stringify(operation.security) === '[{},{"bearer":[]}]');
    expect(either.length).toBeGreaterThanOrEqual(25);
    expect(either.map(({ method, path }) => `${method} ${path}`)).toContain('GET /api/faqs/');
  });

  it('has one path per template: no two paths differ only in their parameters’ names', () => {
    const templates = Object.keys(document.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(templates.filter((template, i) => templates.indexOf(template) !== i)).toEqual([]);
    // The page's read, saves (its texts per language too, decision 096) and revisions name it by one parameter.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/pages/{'))).toEqual([
      '/api/pages/{customUrl}/',
      '/api/pages/{customUrl}/texts/',
      '/api/pages/{customUrl}/revisions/',
      '/api/pages/{customUrl}/revisions/{revisionId}/',
      '/api/pages/{customUrl}/revisions/{revisionId}/restore/',
    ]);
  });

  it('lists the uploads a create requires: a binary part in multipart, a library path in JSON', () => {
    const body = (path: string, type: string) => document.paths[path]!.post!.requestBody!.content[type]!.schema;
    for (const [path, field] of [
      ['/api/individuals/', 'IndividualImage'],
      ['/api/faqs-main/', 'FaqImage'],
      ['/api/learn-blogs/', 'BlogImage'],
      ['/api/learn-articles/', 'ArticleImage'],
    ] as const) {
      const multipart = body(path, 'multipart/form-data');
      const json = body(path, 'application/json');
      expect({ path, required: multipart.required }).toEqual({ path, required: expect.arrayContaining([field]) });
      expect(json.required).toEqual(multipart.required);
      expect((multipart.properties as Record<string, Schema>)[field]).toMatchObject({
        type: 'string',
        format: 'binary',
      });
      expect((json.properties as Record<string, Schema>)[field]).toMatchObject({ type: 'string', nullable: true });
      expect((json.properties as Record<string, Schema>)[field]!.format).toBeUndefined();
    }
    // Required text the parse requires after a preprocess step (zod alone wrote it optional).
    expect(body('/api/contact-us/', 'application/json').required).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'message']),
    );
    expect(body('/api/individuals/', 'application/json').required).toContain('category');
    // A video's or podcast's media depends on other fields: nothing is required of it outright.
    expect(body('/api/learn-videos/', 'multipart/form-data').required).not.toContain('VideoFile');
  });

  it('names the formats the server enforces: email, uri, date-time', () => {
    const fields = [...nodes(document)].filter(([at]) =>
      /\/requestBody\/content\/[^/]+\/[^/]+\/schema\/properties\/[^/]+$/.test(at),
    );
    const emails = fields.filter(([at]) => /\/properties\/(email|contactEmail)$/.test(at));
    expect(emails.length).toBeGreaterThanOrEqual(8);
    for (const [at, schema] of emails) expect({ at, format: schema.format }).toEqual({ at, format: 'email' });
    const property = (path: string, method: string, name: string) =>
      (
        document.paths[path]![method]!.requestBody!.content['application/json']!.schema.properties as Record<
          string,
          Schema
        >
      )[name];
    const formats = (schema: Schema | undefined) =>
      [schema?.format, ...((schema?.anyOf as Schema[] | undefined) ?? []).map((branch) => branch.format)].filter(
        Boolean,
      );
    expect(formats(property('/api/hero-sliders/', 'post', 'cta_url'))).toEqual(['uri-reference']);
    expect(formats(property('/api/hero-sliders/', 'post', 'heroSliderVideoUrl'))).toEqual(['uri']);
    expect(formats(property('/api/learn-videos/', 'post', 'VideoUrl'))).toEqual(['uri']);
    expect(formats(property('/api/hero-sliders/', 'post', 'publish_at'))).toEqual(['date-time']);
    expect(formats(property('/api/learn-blogs/', 'post', 'created_at'))).toEqual(['date', 'date-time']);
    const settings = property('/api/admin-site-settings/', 'patch', 'socialLinks');
    expect(formats((settings?.items as { properties: Record<string, Schema> }).properties.url)).toEqual(['uri']);
  });

  it('answers a body of a type the route does not take with the documented 415 and the envelope', async () => {
    const { headers } = await signedInAdmin(t);
    const withBodies = operations(document).filter(({ operation }) => operation.requestBody);
    const wrong: string[] = [];
    let refused = 0;
    for (const { method, path, operation } of withBodies) {
      for (const type of ['text/plain', 'application/xml']) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: filled(path, operation),
          headers: { ...headers, 'content-type': type },
          payload: '{"id": 1}',
        });
        // A check made before the body is read (a rate limit, a role) may answer first.
        if ([401, 403, 429].includes(response.statusCode)) continue;
        refused += 1;
        const body = response.json();
        if (
          response.statusCode !== 415 ||
          body.success !== false ||
          typeof body.message !== 'string' ||
          !operation.responses['415']
        ) {
          wrong.push(`${method} ${path} ${type}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(100);
  });
});
