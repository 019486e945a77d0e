/**
 * `WORKERS=N npm start` (decision 044): this process becomes node:cluster's primary. It serves
 * nothing itself; it forks N workers (apps/server/src/main.ts) that share the port, starts a
 * worker again when one dies (with backoff when they keep dying), stops them all on SIGTERM or
 * SIGINT, and on SIGHUP or SIGUSR2 replaces them one at a time, each new one listening before
 * the old one is told to stop.
 *
 * What runs once: the first worker is forked alone and runs the whole start (migrations, the
 * first administrator and its printed password, the demo content) before the others are forked.
 * Everything a worker does afterwards is safe in several processes on one database (migrations
 * and the first administrator take their own locks; the trash purge, the schedule timer and the
 * outbox claim each row in one statement), so later workers, and workers started again, run the
 * same start without the demo content and without printing the sign-in lines.
 */
import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import { workerExecArgv } from './launcher.ts';

/** The worker's part in the start (read by server.ts): the first does what runs once. */
export const WORKER_ROLE_ENV = 'ATRIUM_WORKER_ROLE';
export type WorkerRole = 'first' | 'other';

/** A worker that lived at least this long before dying is started again at once. */
const HEALTHY_AFTER_MS = 30_000;
/** Then 1 s, 2 s, 4 s … up to 30 s while workers keep dying sooner than that. */
const BACKOFF = { firstMs: 1_000, maxMs: 30_000 };

export type PrimaryOptions = {
  workers: number;
  /** The worker's script (main.ts). */
  exec: string;
  /** How long a stopping worker may take (its grace for requests in flight, plus its own closing). */
  stopTimeoutMs: number;
  logLevel?: string;
};

export function runPrimary({ workers, exec, stopTimeoutMs, logLevel = 'info' }: PrimaryOptions): void {
  const log: Logger = pino({ level: logLevel, base: { pid: process.pid, role: 'primary' } });
  // Workers run with the server's node options from its launcher (decision 075).
  cluster.setupPrimary({ exec, execArgv: workerExecArgv() });

  const startedAt = new Map<Worker, number>();
  /** Workers told to stop on purpose (rolling restart): not started again when they exit. */
  const retiring = new Set<Worker>();
  /** A rolling restart's new worker until it listens: one that fails is not started again (the old one serves on). */
  const replacing = new Set<Worker>();
  let stopping = false;
  let rolling = false;
  let quickDeaths = 0;

  function fork(role: WorkerRole): Worker {
    const worker = cluster.fork({ [WORKER_ROLE_ENV]: role });
    startedAt.set(worker, Date.now());
    return worker;
  }

  /** Resolves when the worker listens; rejects when it exits first. */
  function listening(worker: Worker): Promise<void> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) =>
        reject(new Error(`worker ${worker.process.pid} exited before it listened (${signal ?? `code ${code}`})`));
      worker.once('exit', onExit);
      worker.once('listening', () => {
        worker.off('exit', onExit);
        resolve();
      });
    });
  }

  function exited(worker: Worker): Promise<void> {
    if (worker.isDead()) return Promise.resolve();
    return new Promise((resolve) => worker.once('exit', () => resolve()));
  }

  /** Asks a worker to finish what it serves and exit; kills it when it takes longer than allowed. */
  async function stopWorker(worker: Worker): Promise<void> {
    const killer = setTimeout(() => {
      log.error({ worker: worker.process.pid }, 'worker did not stop in time: killed');
      worker.process.kill('SIGKILL');
    }, stopTimeoutMs);
    worker.process.kill('SIGTERM');
    await exited(worker);
    clearTimeout(killer);
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping || retiring.delete(worker) || replacing.delete(worker)) return;
    quickDeaths = lived >= HEALTHY_AFTER_MS ? 0 : quickDeaths + 1;
    const delay = quickDeaths === 0 ? 0 : Math.min(BACKOFF.firstMs * 2 ** (quickDeaths - 1), BACKOFF.maxMs);
    log.error({ worker: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'worker died');
    setTimeout(() => {
      if (!stopping) fork('other');
    }, delay).unref();
  });

  async function rollingRestart(signal: string) {
    if (rolling || stopping) return;
    rolling = true;
    // Asked during the start: the workers being started are replaced once they all listen.
    await started;
    const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !retiring.has(w));
    log.info({ signal, workers: old.length }, 'rolling restart');
    try {
      for (const worker of old) {
        if (stopping) return;
        const fresh = fork('other');
        replacing.add(fresh);
        try {
          await listening(fresh);
          replacing.delete(fresh);
        } catch (error) {
          // The new code does not start: the old workers keep serving.
          log.error({ err: error }, 'rolling restart stopped: a new worker did not start; the others keep serving');
          return;
        }
        retiring.add(worker);
        await stopWorker(worker);
      }
      log.info('rolling restart done');
    } finally {
      rolling = false;
    }
  }

  let signals = 0;
  async function stopAll(signal: string) {
    signals += 1;
    if (signals > 1) {
      // A second Ctrl-C: no more waiting.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping every worker');
    const all = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const codes: Array<number | null> = [];
    for (const w of all) w.once('exit', (code) => codes.push(code));
    await Promise.all(all.map(stopWorker));
    process.exit(codes.every((code) => code === 0) ? 0 : 1);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stopAll(signal));
  for (const signal of ['SIGHUP', 'SIGUSR2'] as const) process.on(signal, () => void rollingRestart(signal));

  const started = (async () => {
    // The first worker alone: it migrates, creates the first administrator and seeds.
    try {
      await listening(fork('first'));
    } catch (error) {
      log.fatal({ err: error }, 'the first worker did not start');
      process.exit(1);
    }
    const rest = Array.from({ length: workers - 1 }, () => fork('other'));
    await Promise.allSettled(rest.map(listening));
    log.info({ workers }, `${workers} workers serving`);
  })();
}
