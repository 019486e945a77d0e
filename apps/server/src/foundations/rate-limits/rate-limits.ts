import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { createRateLimitsRepository, type RateLimitHit } from './rate-limits.repository.ts';

/** Ended windows (of every key) are deleted at most this often per process, after a route's hit. */
const PURGE_EVERY_MS = 60_000;
/** Longer keys are stored as their sha256 (the column takes 512 characters). */
const MAX_PLAIN_KEY = 200;

const stored = (key: string) =>
  key.length <= MAX_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

/** Gmail's domains: one mailbox under both, whatever dots its local part is written with. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for limits per recipient: case-folded, without the `+tag`
 * of its local part (`Victim+1@Example.org` and `victim@example.org` are one recipient). Gmail
 * ignores dots and reads googlemail.com as gmail.com (`J.o.h.n@googlemail.com` is
 * `john@gmail.com`); elsewhere a dot may make another mailbox, so only there are they dropped.
 */
export function recipientKey(email: string): string {
  const folded = email.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * Fixed-window counters in the database (decision 043), for every limit that must hold across
 * the processes sharing it: the routes' per-address limits (through `fastifyStore`), the failed
 * sign-ins, and the mails one recipient may be sent.
 */
export function createRateLimits({ db, clock, log }: { db: Db; clock: Clock; log: Pick<Log, 'warn'> }) {
  const repo = createRateLimitsRepository(db);
  let lastPurge = 0;

  function purgeNowAndThen(now: Date) {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    repo.purgeEnded(now).catch((err: unknown) => log.warn({ err }, 'ended rate-limit windows not deleted'));
  }

  /** One hit. Services' hits never purge, so their statements are the same every time (N2). */
  function hit(key: string, windowMs: number): Promise<RateLimitHit> {
    return repo.hit(stored(key), windowMs, clock.now());
  }

  return {
    hit,
    /** The count of `key`'s current window (0 when it has ended). */
    count: async (key: string) => (await repo.read(stored(key), clock.now())).count,
    clear: (key: string) => repo.clear(stored(key)),
    /** Takes back one hit of `key`'s open window (an attempt counted first that succeeded). */
    release: (key: string) => repo.release(stored(key), clock.now()),
    /**
     * True for the first hit of `key` in its window of `windowMs`, false for the others: "at
     * most one per window" (one acknowledgement or confirmation per recipient).
     */
    async first(key: string, windowMs: number): Promise<boolean> {
      return (await hit(key, windowMs)).count === 1;
    },

    /**
     * The store @fastify/rate-limit counts in (its `store` option): a route's key is its method
     * and URL with the caller's key, as the plugin's Redis store makes it. The answers (429 with
     * the envelope, Retry-After) stay the plugin's.
     */
    fastifyStore() {
      type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
      class DatabaseStore {
        // The plugin constructs the root with its options; each route's store is a child.
        prefix = 'route ';
        incr(key: string, callback: Callback, timeWindow: number) {
          // The routes' hits purge the whole table's ended windows now and then.
          purgeNowAndThen(clock.now());
          hit(this.prefix + key, timeWindow).then(
            ({ count, resetsAt }) =>
              callback(null, { current: count, ttl: Math.max(0, resetsAt.getTime() - clock.now().getTime()) }),
            (error: Error) => callback(error),
          );
        }
        read(key: string, callback: Callback) {
          const now = clock.now();
          repo.read(stored(this.prefix + key), now).then(
            ({ count, resetsAt }) =>
              callback(null, { current: count, ttl: Math.max(0, resetsAt.getTime() - now.getTime()) }),
            (error: Error) => callback(error),
          );
        }
        // The plugin passes the route's merged options, with the route as `routeInfo`.
        child(routeOptions: object) {
          const { method, url } =
            (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
          const store = new DatabaseStore();
          store.prefix = `route ${[method ?? ''].flat().join(',')} ${url ?? ''} `;
          return store;
        }
      }
      return DatabaseStore;
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
