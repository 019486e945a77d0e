import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ServiceMessages } from '@atrium/contract/messages';
import { afterAll, expect, it } from 'vitest';
import { type PostgresCluster, startPostgres } from '../scripts/lib/postgres.ts';
import { attempt, createIndustry, type Outcome, signIn, sleep, startServer, summary } from './server.ts';

/** Longest acceptable answer while the database is away: a request must fail fast, not hang. */
const MAX_ANSWER_MS = 5_000;
/** How soon after PostgreSQL is back the same process must serve again. */
const MAX_RECOVERY_MS = 5_000;
const CLIENTS = 6;
const OUTAGE_MS = 2_000;

const lastLines = (text: string) => text.trimEnd().split('\n').slice(-5).join('\n');

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

it('a PostgreSQL restart under load: 503s with the envelope, readyz 503, then the same process serves again', async () => {
  const cluster: PostgresCluster = await startPostgres({
    log: () => {},
    onCleanup: (destroy) => cleanups.push(destroy),
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-faults-pg-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({ dataDir, databaseUrl: cluster.url });
  cleanups.push(() => void server.kill('SIGKILL'));
  const auth = await signIn(server);

  // Clients that keep writing, reading and asking for readiness all along.
  const outcomes: Outcome[] = [];
  let loading = true;
  const client = async (c: number) => {
    for (let n = 0; loading; n++) {
      const kind = n % 3;
      const outcome =
        kind === 0
          ? await createIndustry(server, auth, `restart ${c}-${n}`, MAX_ANSWER_MS + 1_000)
          : kind === 1
            ? await attempt('list', `${server.url}/api/industries/?limit=5`, {}, MAX_ANSWER_MS + 1_000)
            : await attempt('readyz', `${server.url}/api/readyz/`, {}, MAX_ANSWER_MS + 1_000);
      outcomes.push(outcome);
      // An outage answers at once: a short pause keeps the clients from spinning.
      if (outcome.status === 503 || outcome.error) await sleep(20);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  await sleep(500);

  const report: string[] = [];
  const windows: Array<{ mode: string; from: number; to: number }> = [];
  for (const mode of ['fast', 'immediate'] as const) {
    const from = performance.now();
    await cluster.stop(mode);
    const stoppedMs = performance.now() - from;
    await sleep(OUTAGE_MS);

    expect(
      server.exit(),
      `the server process while PostgreSQL is down (-m ${mode}):\n${lastLines(server.output())}`,
    ).toBeNull();
    const readyz = await attempt('readyz', `${server.url}/api/readyz/`);
    expect(readyz.status, `readyz while PostgreSQL is down (-m ${mode})`).toBe(503);
    expect(readyz.body).toMatchObject({ success: false, message: ServiceMessages.unavailable });

    const restartFrom = performance.now();
    await cluster.start();
    const backAt = performance.now();
    let recoveredMs: number | undefined;
    while (performance.now() - backAt < MAX_RECOVERY_MS + 5_000) {
      const probe = await attempt('readyz', `${server.url}/api/readyz/`);
      if (probe.status === 200) {
        recoveredMs = performance.now() - backAt;
        break;
      }
      await sleep(50);
    }
    windows.push({ mode, from, to: backAt + (recoveredMs ?? 0) });
    const during = outcomes.filter((o) => o.startedAt >= from && o.startedAt < backAt);
    report.push(
      `-m ${mode}: stop took ${stoppedMs.toFixed(0)} ms, start ${(backAt - restartFrom).toFixed(0)} ms; ` +
        `during the outage ${summary(during)}, ${during.filter((o) => o.status === 503).length} answered 503; ` +
        `serving again ${recoveredMs?.toFixed(0) ?? 'never'} ms after PostgreSQL was back`,
    );
    expect(recoveredMs, `serving again after PostgreSQL is back (-m ${mode})`).toBeDefined();
    expect(recoveredMs!).toBeLessThan(MAX_RECOVERY_MS);
    expect(
      during.some((o) => o.status === 503),
      `503s during the outage (-m ${mode})`,
    ).toBe(true);
    const write = await createIndustry(server, auth, `after -m ${mode}`);
    expect(write.status, `a create after -m ${mode}`).toBe(201);
    await sleep(500);
  }
  loading = false;
  await Promise.all(clients);
  console.log(
    `[faults] PostgreSQL restart, ${CLIENTS} clients (create, list, readyz), one server process (pid ${server.pid}) throughout:\n  ${report.join('\n  ')}`,
  );

  // Every request got an answer, in time, and each answer is a success or a 503 with the envelope.
  const unanswered = outcomes.filter((o) => o.error);
  const slow = outcomes.filter((o) => o.ms > MAX_ANSWER_MS);
  const wrong = outcomes.filter(
    (o) =>
      o.status !== undefined &&
      !(o.status === 200 || o.status === 201) &&
      !(o.status === 503 && o.body?.success === false && o.body?.message === ServiceMessages.unavailable),
  );
  const describe = (list: Outcome[]) =>
    list.slice(0, 5).map((o) => `${o.label} ${o.status ?? o.error} ${o.ms.toFixed(0)} ms ${JSON.stringify(o.body)}`);
  expect(describe(unanswered), 'requests without an answer').toEqual([]);
  expect(describe(slow), `answers slower than ${MAX_ANSWER_MS} ms`).toEqual([]);
  expect(describe(wrong), 'answers other than 2xx or a 503 with the envelope').toEqual([]);
  // Away from the outages (no overlap with one) everything succeeded.
  const outside = outcomes.filter((o) => !windows.some((w) => o.startedAt < w.to && o.startedAt + o.ms >= w.from));
  expect(describe(outside.filter((o) => o.status !== 200 && o.status !== 201))).toEqual([]);
  expect(server.exit(), 'the server process after both restarts').toBeNull();
  await server.kill('SIGTERM');
});
