import type { Clock, Log } from '../../service-deps.ts';

export type PublishTimerDeps = {
  clock: Clock;
  /** The next instant (ISO) after `after` at which something appears or goes; undefined for none. */
  next: (after: string) => Promise<string | undefined>;
  /** Content changed without a write: every process's cached pages go. */
  fire: () => Promise<void>;
  log: Pick<Log, 'warn'>;
  /** The longest wait before the schedule is read again, whatever it said (writes elsewhere, a moved clock). */
  maxWaitMs: number;
};

/**
 * Makes scheduled content appear (and go) at its minute with no request (decision 034): reads
 * the next publish_at or unpublish_at from the database, waits for it on an unref'd timer (at
 * most `maxWaitMs`, then reads again), and at that instant empties the caches (`fire`). Every
 * process does the same from the same rows, so they agree; `rearm` reads again at once (after a
 * write, here or in another process). The time is the clock's, so a test moves it.
 */
export function createPublishTimer({ clock, next, fire, log, maxWaitMs }: PublishTimerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The reads, one after another; `queued` while one more is waiting to start. */
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  /**
   * Every instant up to this one has had its fire (pages cached since were rendered after it).
   * The schedule is read from here, not from now: an instant that passed while the timer was
   * being re-armed (a write's rearm, a busy event loop) still fires, at once.
   */
  let firedUpTo = clock.now().toISOString();

  async function arm() {
    const now = clock.now();
    const at = await next(firedUpTo);
    if (closed) return;
    const until = at === undefined ? Infinity : Date.parse(at) - now.getTime();
    const due = until <= maxWaitMs ? at : undefined;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(due), Math.max(0, Math.min(until, maxWaitMs)));
    timer.unref();
  }

  async function tick(due: string | undefined) {
    // A timer may fire a little early; then the read below finds the same instant just ahead.
    const now = clock.now().toISOString();
    if (due !== undefined && now >= due) {
      try {
        await fire();
      } catch (error) {
        log.warn({ err: error }, 'scheduled publishing: the caches were not emptied');
      }
      // Moved on even after a failed fire: otherwise the same past instant would fire again at once, for ever.
      firedUpTo = now;
    }
    void rearm();
  }

  /**
   * Reads the schedule again (after the read under way, if any: calls meanwhile make one more
   * read, not one each). Resolves once that read has set the timer.
   */
  function rearm(): Promise<void> {
    if (closed || queued) return chain;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      if (closed) return;
      try {
        await arm();
      } catch (error) {
        if (closed) return;
        log.warn({ err: error }, 'scheduled publishing: the schedule could not be read; trying again later');
        clearTimeout(timer);
        timer = setTimeout(() => void rearm(), maxWaitMs);
        timer.unref();
      }
    });
    return chain;
  }

  return {
    rearm,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
