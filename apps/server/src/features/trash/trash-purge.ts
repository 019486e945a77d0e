import type { Config } from '../../env.ts';
import type { ResourceService } from '../../resource-kit/service.ts';
import type { Clock, Log } from '../../service-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TrashPurgeDeps = {
  /** The services of the resources that have a trash. */
  services: Array<Pick<ResourceService, 'purge' | 'definition'>>;
  config: Pick<Config, 'trashDays'>;
  clock: Clock;
  log: Log;
  /** Pages and feeds forget what they showed (a 404 becomes the 410 of a page deleted forever). */
  contentChanged: () => Promise<void>;
};

export type TrashPurge = {
  /**
   * Deletes forever every record deleted more than TRASH_DAYS ago; answers how many this call
   * deleted. A run while one is going joins it. Never throws: a failure is logged and the next
   * run tries again.
   */
  run(): Promise<number>;
  /** Resolves when no run is going (the app's close waits for it). */
  settled(): Promise<void>;
};

/**
 * The trash's own emptying (decision 032). Safe with several processes purging at once: each
 * record is deleted by one statement that only one of them sees succeed, and only that one
 * removes its files (resource-kit/service.ts `purge`).
 */
export function createTrashPurge({ services, config, clock, log, contentChanged }: TrashPurgeDeps): TrashPurge {
  let running: Promise<number> | undefined;

  async function purgeAll(): Promise<number> {
    const before = new Date(clock.now().getTime() - config.trashDays * DAY_MS).toISOString();
    let total = 0;
    for (const service of services) {
      try {
        const deleted = await service.purge(before);
        if (deleted)
          log.info({ resource: service.definition.key, deleted, before }, 'trash: deleted forever after TRASH_DAYS');
        total += deleted;
      } catch (error) {
        log.error({ err: error, resource: service.definition.key }, 'trash: purge failed');
      }
    }
    if (total > 0) await contentChanged();
    return total;
  }

  return {
    run() {
      running ??= purgeAll().finally(() => {
        running = undefined;
      });
      return running;
    },
    async settled() {
      await running;
    },
  };
}
