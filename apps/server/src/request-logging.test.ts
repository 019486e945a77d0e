import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { migrateToLatest } from './db/database.ts';
import { eventually } from './testing/eventually.ts';
import { listenOnLoopback } from './testing/raw-http.ts';
import { createTestDatabase, insertAdmin } from './testing/test-app.ts';

/** The access log: every request from a client, not the site's in-process reads (operations). */
const lines: Array<{ msg: string; req?: { url: string } }> = [];
let app: App;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = await buildApp({ config: database.config, db: database.db, logger: { level: 'info', stream } });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close?.());

it('logs requests from clients, not in-process reads', async () => {
  const origin = `http://127.0.0.1:${await listenOnLoopback(app)}`;
  const read = await app.operations.call('GET /faqs/', { query: { limit: 1 } });
  expect(read.status).toBe(200);
  await fetch(`${origin}/api/healthz/?from=client`);
  const incoming = lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
  expect(incoming).toEqual(['/api/healthz/?from=client']);
});

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  statusCode?: number;
  reason?: string;
  err?: { stack?: string };
};

/**
 * Issue 36: an expected refusal (a 4xx) is the app working as meant: one info line saying why,
 * no warning, no stack. A request a handler answers itself (a challenge, an export, a scrape, a
 * mail link) logs nothing beside the access log. A failure (5xx) keeps its error and stack.
 */
describe('what a refusal and a failure log', () => {
  const logged: LogLine[] = [];
  let logging: App;
  let stop: () => Promise<void>;
  const metricsToken = 'metrics-token-of-this-test';

  beforeAll(async () => {
    const database = await createTestDatabase((config) => ({
      metricsToken,
      // Two challenges a minute: the third is refused (429).
      rateLimit: { ...config.rateLimit, challengesPerMinute: 2 },
    }));
    await migrateToLatest(database.db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    logging = await buildApp({ config: database.config, db: database.db, logger: { level: 'info', stream } });
    // A fault of the server's own, as a bug would throw it.
    logging.get('/api/test-only-failure/', async () => {
      throw new Error('a fault of the test route');
    });
    stop = async () => {
      await logging.close();
      await database.close();
    };
  });
  afterAll(() => stop?.());

  it('logs a 4xx as one info line without a stack, a self-answered request as nothing, a 5xx with its stack', async () => {
    const origin = `http://127.0.0.1:${await listenOnLoopback(logging)}`;
    const admin = await insertAdmin(logging.db);
    const editor = await insertAdmin(logging.db, { role: 'editor' });
    const bearer = async (user: { user: { id: number } }) =>
      `Bearer ${await logging.tokens.sign({ userId: user.user.id, tokenVersion: 0 })}`;
    const requests: Array<{ id: string; path: string; authorization?: string; status: number; refused?: boolean }> = [
      { id: 'challenge-1', path: '/api/captcha/challenge/', status: 200 },
      { id: 'challenge-2', path: '/api/captcha/challenge/', status: 200 },
      { id: 'challenge-3', path: '/api/captcha/challenge/', status: 429, refused: true },
      { id: 'scrape', path: '/api/metrics', authorization: `Bearer ${metricsToken}`, status: 200 },
      { id: 'scrape-wrong-token', path: '/api/metrics', authorization: 'Bearer not-the-token', status: 401 },
      { id: 'export', path: '/api/audit-log/export/', authorization: await bearer(admin), status: 200 },
      { id: 'export-anonymous', path: '/api/audit-log/export/', status: 401, refused: true },
      {
        id: 'export-editor',
        path: '/api/audit-log/export/',
        authorization: await bearer(editor),
        status: 403,
        refused: true,
      },
      { id: 'mail-link', path: '/api/mailinglists/unsubscribe/not-a-token/', status: 400 },
      { id: 'bad-query', path: '/api/faqs/?limit=many', status: 400, refused: true },
      { id: 'failure', path: '/api/test-only-failure/', status: 500 },
    ];
    for (const { id, path, authorization, status } of requests) {
      const res = await fetch(`${origin}${path}`, {
        headers: { 'x-request-id': id, ...(authorization ? { authorization } : {}) },
      });
      await res.arrayBuffer();
      expect(res.status, id).toBe(status);
    }
    const of = (id: string) => logged.filter((line) => line.reqId === id);
    await eventually(
      () => requests.every(({ id }) => of(id).some((line) => line.msg === 'request completed')),
      'every request logged as completed',
    );

    for (const { id, status, refused } of requests) {
      // Beside the access log's two lines, what the request itself logged.
      const own = of(id).filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed');
      if (status >= 500) {
        expect(
          own.map((line) => [line.level, line.msg]),
          id,
        ).toEqual([[50, 'request failed']]);
        expect(own[0]!.err?.stack, id).toContain('a fault of the test route');
        continue;
      }
      for (const line of of(id)) {
        expect(line.level, `${id}: ${line.msg}`).toBeLessThan(40);
        expect(JSON.stringify(line), `${id}: ${line.msg}`).not.toMatch(/"err"|"stack"|\\n\s+at /);
      }
      if (refused) {
        expect(own, id).toEqual([
          expect.objectContaining({
            level: 30,
            msg: 'request refused',
            statusCode: status,
            reason: expect.any(String),
          }),
        ]);
      } else {
        expect(own, id).toEqual([]);
      }
    }
  });
});
