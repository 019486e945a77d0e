import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Endpoint, endpointId, pathOf } from '@atrium/contract/endpoint';
import { learnSlugReads } from '@atrium/contract/endpoints/learn';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../resources/index.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

/*
 * The contract is the route table: every route under /api is one declaration of
 * packages/contract/src/endpoints/, and every declaration the server is to serve is a route.
 * A route added past the contract, or a declaration nobody registers, fails here.
 */

const endpointsDir = path.resolve(import.meta.dirname, '../../../../packages/contract/src/endpoints');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).access === 'string' &&
  typeof (value as Endpoint).responses === 'object';

/** A resource's endpoints (resourceEndpoints): only those of its enabled operations are served. */
type ResourceApi = { spec: object; enabled(op: string): boolean };
const isResourceApi = (value: unknown): value is ResourceApi =>
  typeof value === 'object' &&
  value !== null &&
  'spec' in value &&
  typeof (value as ResourceApi).enabled === 'function';

/** Every declaration a module exports, however grouped (by type, by inbox, a resource's). */
function declarationsIn(value: unknown, found: Set<Endpoint>, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isEndpoint(value)) {
    found.add(value);
    return;
  }
  if (isResourceApi(value)) {
    for (const [op, child] of Object.entries(value)) if (isEndpoint(child) && value.enabled(op)) found.add(child);
    return;
  }
  for (const child of Object.values(value)) declarationsIn(child, found, seen);
}

async function contractModules(): Promise<Record<string, unknown>[]> {
  const files = (await readdir(endpointsDir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  return Promise.all(files.map((f) => import(pathToFileURL(path.join(endpointsDir, f)).href)));
}

/** The app's routes as Fastify registers them, seen from the instance's creation on. */
async function appWithRoutes(): Promise<{ t: TestApp; routes: RouteOptions[] }> {
  const routes: RouteOptions[] = [];
  const onCreate = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => void routes.push(route));
  };
  subscribe('fastify.initialization', onCreate);
  try {
    return { t: await createTestApp(), routes };
  } finally {
    unsubscribe('fastify.initialization', onCreate);
  }
}

let t: TestApp;
let routes: RouteOptions[];
let declared: Endpoint[];

beforeAll(async () => {
  ({ t, routes } = await appWithRoutes());
  const found = new Set<Endpoint>();
  for (const module of await contractModules()) declarationsIn(module, found);
  declared = [...found];
});
afterAll(() => t?.close());

describe('the route table', () => {
  /** Routes of the API itself: not the JSON 404 for unknown paths, the docs UI, or the HEADs Fastify adds to GETs. */
  function apiRoutes() {
    return routes
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/*' && !r.url.startsWith('/api/docs'))
      .filter((r) => r.method !== 'HEAD');
  }

  it('sees the routes', () => {
    expect(apiRoutes().length).toBeGreaterThan(100);
    expect(declared.length).toBeGreaterThan(100);
  });

  it('has one declaration per endpoint id', () => {
    const ids = declared.map(endpointId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('is the contract: every /api route is a declaration, every declaration a route', () => {
    const registered = apiRoutes()
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => `${method} ${r.url.slice(4)}`))
      .sort();
    expect(registered).toEqual(declared.map(endpointId).sort());
  });

  it('checks each route’s caller as its declaration says', () => {
    const access = Object.fromEntries(declared.map((e) => [endpointId(e), e.access]));
    const mismatched = apiRoutes()
      .map((r) => [`${String(r.method)} ${r.url.slice(4)}`, r.config?.auth ?? 'public'] as const)
      .filter(([id, auth]) => access[id] !== auth);
    expect(mismatched).toEqual([]);
  });

  it('serves every resource through the endpoints its contract module exports', async () => {
    const exported = new Set<unknown>();
    const collect = (value: unknown) => {
      if (typeof value !== 'object' || value === null || exported.has(value)) return;
      exported.add(value);
      if (!isResourceApi(value) && !isEndpoint(value)) Object.values(value).forEach(collect);
    };
    (await contractModules()).forEach(collect);
    const strays = (await loadResources()).filter((r) => !exported.has(r.api)).map((r) => r.key);
    expect(strays).toEqual([]);
  });
});

describe('app.operations.call', () => {
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = (await signedInAdmin(t)).headers;
    for (const [title, status] of [
      ['Published question', 1],
      ['Draft question', 0],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/faqs/',
        headers: admin,
        payload: { title, Description: '<p>An answer.</p>' },
      });
      expect(created.statusCode, created.body).toBe(201);
      if (status === 1) {
        const published = await t.app.inject({
          method: 'PATCH',
          url: `/api/faqs/${created.json().data.id}/`,
          headers: admin,
          payload: { status },
        });
        expect(published.statusCode, published.body).toBe(200);
      }
    }
  });

  /** The same call over HTTP, as an anonymous visitor. */
  async function overHttp(endpoint: Endpoint, params: Record<string, unknown>, query: string) {
    const response = await t.app.inject({ method: endpoint.method, url: `/api${pathOf(endpoint, params)}${query}` });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; message?: string; data?: unknown },
    };
  }

  const faqList = () => declared.find((e) => endpointId(e) === 'GET /faqs/')!;

  it('reads published records only, whatever status is asked, as an anonymous HTTP call does', async () => {
    const asked = await t.app.operations.call('GET /faqs/', { query: { status: 0 } });
    expect(asked.status).toBe(200);
    expect((asked.body.data as { title: string }[]).map((f) => f.title)).toEqual(['Published question']);
    expect(asked).toEqual(await overHttp(faqList(), {}, '?status=0'));

    const signedIn = await t.app.inject({ url: '/api/faqs/?status=0', headers: admin });
    expect(signedIn.json().data.map((f: { title: string }) => f.title)).toEqual(['Draft question']);
  });

  it('refuses a bad query with the status and message HTTP gives', async () => {
    const asked = await t.app.operations.call('GET /faqs/', { query: { limit: 0 } });
    const http = await overHttp(faqList(), {}, '?limit=0');
    expect(asked.status).toBe(400);
    expect(asked.body.success).toBe(false);
    expect(asked.body.message).toMatch(/^limit: /);
    expect([asked.status, asked.body.message]).toEqual([http.status, http.body.message]);
  });

  it('keeps a read as the loader asked it until content changes, parsing its query on a miss only (decision 093)', async () => {
    const asked = { query: { status: 1, limit: 10, title: undefined } };
    const first = await t.app.operations.call('GET /faqs/', asked);
    expect(first.status).toBe(200);
    // Held: the very same answer, and the same again for a query spelled otherwise.
    expect(await t.app.operations.call('GET /faqs/', asked)).toBe(first);
    expect(await t.app.operations.call('GET /faqs/', { query: { limit: '10', status: '1', title: '' } })).toEqual(
      first,
    );
    expect(first).toEqual(await overHttp(faqList(), {}, '?status=1&limit=10'));

    const faq = (first.body.data as Array<{ id: number; title: string }>)[0]!;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/faqs/${faq.id}/`,
      headers: admin,
      payload: { title: 'Renamed question' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await t.app.operations.call('GET /faqs/', asked);
    expect((after.body.data as Array<{ title: string }>).map((f) => f.title)).toEqual(['Renamed question']);
    const restored = await t.app.inject({
      method: 'PATCH',
      url: `/api/faqs/${faq.id}/`,
      headers: admin,
      payload: { title: faq.title },
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('answers 404 for a learn slug nobody has, as HTTP does', async () => {
    const read = learnSlugReads.blog.bySlug;
    const asked = await t.app.operations.call(endpointId(read), { params: { slug: 'no-such-blog' } });
    expect(asked.status).toBe(404);
    expect(asked.body.success).toBe(false);
    expect(asked).toEqual(await overHttp(read, { slug: 'no-such-blog' }, ''));
  });
});
