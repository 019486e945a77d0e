/**
 * Counts failed sign-ins per account and locks it after `max` failures within `windowMs`.
 * Kept in this process's memory (bounded): a restart forgives, which is acceptable for a
 * brake on password guessing; the per-address limit of @fastify/rate-limit still applies.
 */
export function createAccountLock(opts: { max: number; windowMs: number; maxKeys?: number }) {
  const maxKeys = opts.maxKeys ?? 10_000;
  const failures = new Map<string, { count: number; since: number }>();

  function current(key: string) {
    const entry = failures.get(key);
    if (entry && Date.now() - entry.since >= opts.windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    isLocked(key: string): boolean {
      return (current(key)?.count ?? 0) >= opts.max;
    },
    recordFailure(key: string): void {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Map keeps insertion order: the first key is the oldest window.
      if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
      failures.set(key, { count: 1, since: Date.now() });
    },
    clear(key: string): void {
      failures.delete(key);
    },
  };
}

export type AccountLock = ReturnType<typeof createAccountLock>;
