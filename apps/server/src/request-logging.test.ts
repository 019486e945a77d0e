import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { migrateToLatest } from './db/database.ts';
import { listenOnLoopback } from './testing/raw-http.ts';
import { createTestDatabase } from './testing/test-app.ts';

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
