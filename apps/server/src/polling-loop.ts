/**
 * A background loop that every process runs (the newsletter sender, the import worker): one step
 * at a time (a wake while a step runs joins it), the next after the delay the step answers, so a
 * loop polls fast while there is work and slowly when there is none. The work itself is shared
 * through the database under leases, so any number of processes can run the same loop.
 */
export type PollingLoop = {
  start(): void;
  /** Runs a step now (after work was queued in this process), or joins the one under way. */
  wake(): void;
  /** True once stopped: a long step checks it between its units of work. */
  isStopped(): boolean;
  /** No step after this one; resolves when the step under way has ended. */
  stop(): Promise<void>;
};

/**
 * `step` answers the milliseconds until the next one; `failed` logs a step's error and answers
 * the delay before trying again.
 */
export function createPollingLoop(step: () => Promise<number>, failed: (error: unknown) => number): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function tick(): Promise<void> {
    let delay: number;
    try {
      delay = await step();
    } catch (error) {
      delay = failed(error);
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    // A loop waiting for its next step does not keep the process alive.
    timer.unref();
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      stopped = false;
      void run();
    },
    wake: () => void run(),
    isStopped: () => stopped,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
