import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../testing/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Schema = Record<string, unknown>;
type Document = { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };

/** Every object in the document, with the path that leads to it. */
function* nodes(value: unknown, at = '#'): Generator<[string, Schema]> {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield [at, value as Schema];
  for (const [key, child] of Object.entries(value)) yield* nodes(child, `${at}/${key}`);
}

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
});
