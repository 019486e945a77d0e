/**
 * Runs work after the current request has been answered, so it neither delays the answer nor
 * shows in its timing: setImmediate fires once the reply has been written. `settled` lets the
 * app wait for what is still running before it closes, so a shutdown does not cut it off.
 */
export function createAfterAnswer() {
  const pending = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>, onError: (error: unknown) => void): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled(): Promise<void> {
      await Promise.allSettled(pending);
    },
  };
}
