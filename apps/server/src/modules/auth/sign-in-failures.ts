/**
 * Failed sign-ins per (client address, identifier): after `max` within `windowMs`, that pair
 * is refused until its window ends. Never per account alone, which would let anyone keep the
 * owner out from everywhere (docs/decisions/007-rate-limits-and-proxies.md).
 *
 * The identifier is counted as typed (case folded), not as the account it names: the counter
 * then runs alike for existing and unknown accounts and cannot tell that an email and a
 * username belong to one account.
 *
 * Kept in this process's memory, bounded (oldest window dropped first): a restart forgives,
 * which is acceptable for a brake on password guessing.
 */
export function createSignInFailures(opts: { max: number; windowMs: number; maxKeys?: number; now?: () => number }) {
  const maxKeys = opts.maxKeys ?? 10_000;
  const now = opts.now ?? Date.now;
  const failures = new Map<string, { count: number; since: number }>();
  const keyOf = (address: string, identifier: string) => `${address} ${identifier.toLowerCase()}`;

  function current(key: string) {
    const entry = failures.get(key);
    if (entry && now() - entry.since >= opts.windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    isBlocked(address: string, identifier: string): boolean {
      return (current(keyOf(address, identifier))?.count ?? 0) >= opts.max;
    },
    record(address: string, identifier: string): void {
      const key = keyOf(address, identifier);
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Map keeps insertion order: the first key is the oldest window.
      if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!);
      failures.set(key, { count: 1, since: now() });
    },
    clear(address: string, identifier: string): void {
      failures.delete(keyOf(address, identifier));
    },
  };
}

export type SignInFailures = ReturnType<typeof createSignInFailures>;
