import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgres } from '../scripts/lib/postgres.ts';
import { attempt, createIndustry, type ServerProcess, signIn, sleep, startServer } from './server.ts';

/** Parallel writers, and how many acknowledged writes to wait for before the kill. */
const WRITERS = 8;
const ACKS_BEFORE_KILL = 150;

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

describe.each(['sqlite', 'postgres'] as const)('kill -9 under write load (%s)', (kind) => {
  it('every acknowledged create is there after a restart on the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `atrium-faults-k9-${kind}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let cluster: PostgresCluster | undefined;
    if (kind === 'postgres') {
      cluster = await startPostgres({ log: () => {}, onCleanup: (destroy) => cleanups.push(destroy) });
    }
    const options = { dataDir, databaseUrl: cluster?.url };

    const first = await startServer(options);
    const auth = await signIn(first);
    const acknowledged: Array<{ id: number; name: string }> = [];
    const refused: string[] = [];
    let sent = 0;
    let killed = false;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const name = `kill-9 ${w}-${n}`;
        sent += 1;
        const outcome = await createIndustry(first, auth, name);
        if (outcome.status === 201) acknowledged.push({ id: outcome.body.data.id, name });
        else if (!killed) refused.push(`${outcome.status ?? outcome.error}: ${JSON.stringify(outcome.body)}`);
      }
    };
    const started = performance.now();
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (acknowledged.length < ACKS_BEFORE_KILL && performance.now() - started < 20_000) await sleep(5);
    const ackedAtKill = acknowledged.length;
    killed = true;
    await first.kill('SIGKILL');
    await Promise.all(writers);
    const loadSeconds = (performance.now() - started) / 1000;
    expect(refused, 'writes refused before the kill').toEqual([]);
    expect(ackedAtKill).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(first.exit()?.signal).toBe('SIGKILL');

    const restartedAt = performance.now();
    const second = await startServer(options);
    const restartMs = performance.now() - restartedAt;
    try {
      const auth2 = await signIn(second);
      const missing: string[] = [];
      for (let i = 0; i < acknowledged.length; i += WRITERS) {
        const batch = acknowledged.slice(i, i + WRITERS);
        const found = await Promise.all(
          batch.map((w) => attempt('get', `${second.url}/api/industries/${w.id}/`, { headers: auth2 })),
        );
        found.forEach((outcome, j) => {
          const wanted = batch[j]!;
          if (outcome.status !== 200 || outcome.body?.data?.industriesName !== wanted.name) {
            missing.push(`${wanted.id} ${wanted.name}: ${outcome.status ?? outcome.error}`);
          }
        });
      }
      console.log(
        `[faults] kill -9 (${kind}): ${acknowledged.length} of ${sent} creates acknowledged in ${loadSeconds.toFixed(1)} s ` +
          `by ${WRITERS} writers (the rest were in flight at the kill); restart ${restartMs.toFixed(0)} ms; ` +
          `${acknowledged.length - missing.length} of ${acknowledged.length} found after it`,
      );
      expect(missing, 'acknowledged writes lost').toEqual([]);
      expect((await attempt('readyz', `${second.url}/api/readyz/`)).status).toBe(200);
    } finally {
      await stop(second);
    }
  });
});

async function stop(server: ServerProcess) {
  await server.kill('SIGTERM');
}
