import type { RateLimits } from '../rate-limits/rate-limits.ts';

/**
 * Failed sign-ins per (client address, identifier): after `max` within `windowMs`, that pair
 * is refused until its window ends. Never per account alone, which would let anyone keep the
 * owner out from everywhere (docs/decisions/007-rate-limits-and-proxies.md).
 *
 * The identifier is counted as typed (case folded), not as the account it names: the counter
 * then runs alike for existing and unknown accounts and cannot tell that an email and a
 * username belong to one account.
 *
 * Counted in the database (decision 043), so every process on it counts together and a restart
 * forgives nothing.
 */
export function createSignInFailures(opts: { rateLimits: RateLimits; max: number; windowMs: number }) {
  const keyOf = (address: string, identifier: string) => `sign-in-failures ${address} ${identifier.toLowerCase()}`;

  return {
    /**
     * Counts an attempt as a failure before it is checked (cleared on success), in one
     * statement, so parallel guesses from any process cannot all pass: false when the pair is
     * past its limit.
     */
    async attempt(address: string, identifier: string): Promise<boolean> {
      const { count } = await opts.rateLimits.hit(keyOf(address, identifier), opts.windowMs);
      return count <= opts.max;
    },
    clear(address: string, identifier: string): Promise<void> {
      return opts.rateLimits.clear(keyOf(address, identifier));
    },
  };
}
