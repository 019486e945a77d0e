import type { Clock, Log } from '../../service-deps.ts';
import { createPollingLoop } from '../../polling-loop.ts';
import { IMPORT_LEASE_MS, type WordPressImporter } from './wordpress-import.service.ts';

/** How often the worker looks for a job while one waits or runs somewhere. */
const BUSY_MS = 2_000;
/** How often it looks when none does (a job started by another process is seen within this). */
const IDLE_MS = 15_000;

/**
 * The import worker in every process (decision 079): takes a waiting job, or one whose process
 * stopped (its lease passed), under a lease renewed at every batch, and runs it; one job at a
 * time per process. `stop` ends the job at its next batch and lets its lease go, so the next
 * process to start goes on with it at once.
 */
export function createImportWorker(importer: WordPressImporter, deps: { clock: Clock; log: Pick<Log, 'error'> }) {
  const { clock, log } = deps;
  const repo = importer.repo;
  /** Set by stop(): a job running here ends at its batch's end (one run by runOne too). */
  let stopping = false;
  let current: number | null = null;

  const leaseUntil = () => new Date(clock.now().getTime() + IMPORT_LEASE_MS).toISOString();

  /** Claims and runs one job by id; false when another process holds it. */
  async function runOne(id: number, maxBatches?: number): Promise<boolean> {
    const at = clock.now().toISOString();
    const job = await repo.claim(id, at, leaseUntil());
    if (!job) return false;
    current = id;
    try {
      await importer.runJob(job, {
        shouldStop: () => stopping,
        renew: () => repo.updateJob(id, { locked_until: leaseUntil() }),
        ...(maxBatches !== undefined ? { maxBatches } : {}),
      });
    } finally {
      current = null;
    }
    return true;
  }

  const loop = createPollingLoop(
    async () => {
      await importer.pruneDryRuns();
      for (const id of await repo.claimable(clock.now().toISOString())) {
        if (loop.isStopped()) break;
        await runOne(id);
      }
      return (await repo.busy()) ? BUSY_MS : IDLE_MS;
    },
    (error) => {
      log.error({ err: error }, 'import worker failed; trying again');
      return BUSY_MS;
    },
  );

  return {
    start() {
      stopping = false;
      loop.start();
    },
    /** Looks for work now (after a job was started here). */
    wake: loop.wake,
    /** Runs a job here and now, up to `maxBatches` batches (the command line runs a whole one). */
    runOne,
    async stop() {
      stopping = true;
      const held = current;
      await loop.stop();
      // Stopped between batches: the job is let go for the next process at once.
      if (held !== null) await repo.updateJob(held, { locked_until: null });
    },
  };
}

export type ImportWorker = ReturnType<typeof createImportWorker>;
