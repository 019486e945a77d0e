import { type FSWatcher, readdirSync, watch } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../foundations/auth/tokens.ts';
import type { ResourceDefinition } from '../resource-kit/define-resource.ts';
import { loadResources } from '../resources/index.ts';
import { multipart } from '../testing/media-fixtures.ts';
import { listenOnLoopback, multipartHead, sendRaw } from '../testing/raw-http.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

type Operation = { method: NonNullable<InjectOptions['method']>; path: string; fileField?: string; takesBody: boolean };

let t: TestApp;
let forged: string;
let resources: ResourceDefinition[] = [];

beforeAll(async () => {
  t = await createTestApp();
  resources = await loadResources();
  const admin = await signedInAdmin(t);
  // Well-formed and naming a real administrator, but signed with another key.
  forged = await createTokenService('not-the-server-secret-'.repeat(3)).sign({
    userId: admin.user.id,
    tokenVersion: 0,
  });
});
afterAll(() => t?.close());

type DocumentedOperation = {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }> };
};

/** Every operation the API documents as taking a token, read from the OpenAPI document. */
function securedOperations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, DocumentedOperation>> };
  return Object.entries(doc.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security?.length)
      .map(([method, op]) => {
        const multipartSchema = op.requestBody?.content?.['multipart/form-data']?.schema;
        const fileField = multipartSchema
          ? (Object.entries(multipartSchema.properties ?? {}).find(([, p]) => p.format === 'binary')?.[0] ?? 'file')
          : undefined;
        return {
          method: method.toUpperCase() as Operation['method'],
          path: route.replace('{id}', '1'),
          fileField,
          takesBody: Boolean(op.requestBody),
        };
      }),
  );
}

/** Reads that anyone may make (published records only); every other secured operation is admin-only. */
const isPublicRead = (op: Operation) =>
  resources.some((r) => r.publicRead && [`/api/${r.key}/`, `/api/${r.key}/count/`].includes(op.path)) &&
  op.method === 'GET';

/** The operation called with input its schema refuses: a 400 if anything looked at it before the token. */
function withBadInput(op: Operation, headers: Record<string, string>): InjectOptions {
  const url = op.path.replace('/1/', '/not-an-id/');
  if (op.takesBody) return { method: op.method, url, headers, payload: { unexpectedField: ['x'] } };
  return { method: op.method, url: `${url}?unexpectedParam=1&limit=abc&status=abc`, headers };
}

function expectEnvelope(res: { statusCode: number; body: string; json: () => unknown }, status: number, label: string) {
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body}`).toBe(status);
  expect(res.json(), label).toEqual({ success: false, message: expect.any(String) });
}

const badTokens = () => ({
  missing: {} as Record<string, string>,
  garbage: { authorization: 'Bearer not.a.jwt' },
  forged: { authorization: `Bearer ${forged}` },
});

describe('auth before the body', () => {
  it('documents the operations it checks (the list below is not empty)', () => {
    const operations = securedOperations();
    expect(operations.filter((op) => !isPublicRead(op)).length).toBeGreaterThan(20);
    expect(operations.filter((op) => op.fileField).length).toBeGreaterThan(10);
  });

  it('answers 401, not 400, to bad input without a valid token on every admin operation', async () => {
    for (const op of securedOperations().filter((o) => !isPublicRead(o))) {
      for (const [label, headers] of Object.entries(badTokens())) {
        expectEnvelope(await t.app.inject(withBadInput(op, headers)), 401, `${op.method} ${op.path} (${label} token)`);
      }
    }
  });

  it('reads a token on public reads before the query: a bad one is a 401, none gets the public answer', async () => {
    const reads = securedOperations().filter(isPublicRead);
    expect(reads.length).toBeGreaterThan(0);
    for (const op of reads) {
      const { missing, ...bad } = badTokens();
      for (const [label, headers] of Object.entries(bad)) {
        expectEnvelope(await t.app.inject(withBadInput(op, headers)), 401, `${op.method} ${op.path} (${label} token)`);
      }
      // Without a token the query is read, and refused for what it is.
      expect((await t.app.inject(withBadInput(op, missing))).statusCode, `${op.method} ${op.path}`).toBe(400);
    }
  });

  it('writes no byte of a multipart file sent without a valid token', async () => {
    const tempDir = t.app.tempDir;
    const created: string[] = [];
    let watcher: FSWatcher | undefined;
    try {
      watcher = watch(tempDir, (_event, name) => created.push(String(name)));
      const content = Buffer.alloc(3 * 1024 * 1024, 0x61);
      for (const op of securedOperations().filter((o) => o.fileField)) {
        for (const [label, headers] of Object.entries(badTokens())) {
          const body = await multipart({ title: 'intruder', [op.fileField!]: { filename: 'big.png', content } });
          const res = await t.app.inject({
            method: op.method,
            url: op.path,
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          });
          expectEnvelope(res, 401, `${op.method} ${op.path} (${label} token)`);
        }
      }
      // inotify events arrive asynchronously: give any that are pending time to land.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      watcher?.close();
    }
    expect(created).toEqual([]);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('answers 401 on a real socket before the rest of a 97 MB upload is sent', async () => {
    const server = await createTestApp();
    try {
      const port = await listenOnLoopback(server.app);
      for (const url of ['/api/hero-sliders/', '/api/admin-profile/update/']) {
        const method = url.includes('profile') ? 'PATCH' : 'POST';
        const field = url.includes('profile') ? 'profile_image' : 'heroSliderImage';
        const { head, partStart } = multipartHead(url, { field, method, contentLength: 97 * 1024 * 1024 });
        // Only the first 64 KB is ever sent: a server that read the body first would wait for the rest.
        const { response, socket } = await sendRaw(
          port,
          head,
          Buffer.concat([partStart, Buffer.alloc(64 * 1024, 0x61)]),
          5000,
        );
        socket.destroy();
        expect(response.status, `${method} ${url}: ${response.body}`).toBe(401);
        expect(JSON.parse(response.body)).toEqual({ success: false, message: expect.any(String) });
      }
      expect(readdirSync(server.app.tempDir)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
