import { renameSync, writeFileSync, rmSync } from 'node:fs';
import { ServiceMessages } from '@atrium/contract/messages';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableReason } from '../../db/unavailable.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(adminUrl);

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
});
afterAll(() => t?.close());

const readyz = () => t.app.inject({ method: 'GET', url: '/api/readyz/' });
const createIndustry = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/industries/',
    headers: auth,
    payload: { industriesName: name, status: 1 },
  });
const listIndustries = () => t.app.inject({ method: 'GET', url: '/api/industries/?limit=5' });

function expectUnavailable(res: Awaited<ReturnType<typeof readyz>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ success: false, message: ServiceMessages.unavailable });
}

/** Runs `work` on a connection of its own to the test's PostgreSQL server. */
async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseName = () => new URL((t.config.database as { url: string }).url).pathname.slice(1);

/** Ends every server-side connection of the app's pool, as a PostgreSQL restart does, and waits until they are gone. */
async function terminateAppConnections() {
  await asAdmin(async (client) => {
    const query = 'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()';
    await client.query(`select pg_terminate_backend(pid) from (${query}) s`, [databaseName()]);
    for (let i = 0; i < 100 && (await client.query(query, [databaseName()])).rowCount; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  // Lets the pool see the closed sockets before the next request.
  await new Promise((r) => setTimeout(r, 50));
}

describe('GET /api/readyz/', () => {
  it('commits a write to health_check and answers 200', async () => {
    const before = new Date().toISOString();
    const res = await readyz();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ready' } });
    const row = await t.db
      .selectFrom('health_check')
      .selectAll()
      .where('name', '=', 'readyz')
      .executeTakeFirstOrThrow();
    expect(row.checked_at >= before).toBe(true);
  });

  it('answers 503 while the media directory cannot be written, and 200 once it can', async () => {
    const media = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
    // A file where the directory was: no probe can be written there, even by root.
    renameSync(media, `${media}.away`);
    writeFileSync(media, 'not a directory');
    try {
      const res = await readyz();
      expectUnavailable(res);
      expect(res.json().errors).toEqual({ dataDir: ServiceMessages.dataDirUnwritable });
    } finally {
      rmSync(media, { force: true });
      renameSync(`${media}.away`, media);
    }
    expect((await readyz()).statusCode).toBe(200);
  });

  it('answers 503 while the database refuses writes; creates get 503 with the envelope, reads go on', async () => {
    expect((await createIndustry('Before read-only')).statusCode).toBe(201);
    if (onPostgres) {
      // A standby after a failover: new connections are read-only.
      await asAdmin((c) => c.query(`alter database ${databaseName()} set default_transaction_read_only = on`));
      await terminateAppConnections();
    } else {
      await sql.raw('PRAGMA query_only = 1').execute(t.db);
    }
    try {
      const res = await readyz();
      expectUnavailable(res);
      expect(res.json().errors).toEqual({ database: ServiceMessages.databaseUnwritable });
      expectUnavailable(await createIndustry('During read-only'));
      const list = await listIndustries();
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((r: { industriesName: string }) => r.industriesName)).toContain('Before read-only');
    } finally {
      if (onPostgres) {
        await asAdmin((c) => c.query(`alter database ${databaseName()} reset default_transaction_read_only`));
        await terminateAppConnections();
      } else {
        await sql.raw('PRAGMA query_only = 0').execute(t.db);
      }
    }
    expect((await readyz()).statusCode).toBe(200);
    expect((await createIndustry('After read-only')).statusCode).toBe(201);
  });
});

describe.skipIf(onPostgres)('SQLite: a full database', () => {
  it('answers 503 with the envelope for writes that need room, goes on reading, and writes again once there is room', async () => {
    const pageCount = async () =>
      Number(Object.values((await sql.raw('PRAGMA page_count').execute(t.db)).rows[0] as object)[0]);
    // SQLITE_FULL as on a full disk: the file may not grow past its current size.
    await sql.raw(`PRAGMA max_page_count = ${await pageCount()}`).execute(t.db);
    let full: Awaited<ReturnType<typeof createIndustry>> | undefined;
    try {
      for (let i = 0; i < 500 && !full; i++) {
        const res = await createIndustry(`Filler ${i} ${'x'.repeat(180)}`);
        if (res.statusCode !== 201) full = res;
      }
      expect(full).toBeDefined();
      expectUnavailable(full!);
      expect((await listIndustries()).statusCode).toBe(200);
    } finally {
      await sql.raw('PRAGMA max_page_count = 4294967294').execute(t.db);
    }
    expect((await createIndustry('Room again')).statusCode).toBe(201);
  });
});

describe.skipIf(!onPostgres)('PostgreSQL: connections the server ends', () => {
  it('a query in flight fails as unavailable (57P01) and the process goes on; idle ones are replaced', async () => {
    expect((await listIndustries()).statusCode).toBe(200);
    const running = sql`select pg_sleep(30)`.execute(t.db).then(
      () => undefined,
      (error: unknown) => error,
    );
    await asAdmin(async (client) => {
      for (let i = 0; i < 100; i++) {
        const { rowCount } = await client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'",
          [databaseName()],
        );
        if (rowCount) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    expect(unavailableReason(await running)).toBe('57P01');
    await terminateAppConnections();
    expect((await listIndustries()).statusCode).toBe(200);
    expect((await createIndustry('After the connections ended')).statusCode).toBe(201);
  });
});
