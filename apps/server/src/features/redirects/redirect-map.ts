import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { finalTarget, indexRules, match, type RedirectRule, type RuleIndex, withQuery } from './redirect-rules.ts';

export type RedirectMapOptions = {
  /** Every stored redirect (one read of the table). */
  load: () => Promise<RedirectRule[]>;
  log: FastifyBaseLogger;
  /** After a failed read, how long the rules already held keep serving before another read is tried. */
  retryMs?: number;
};

/** A rule as served: where it finally sends (its chain collapsed) and with which status. */
type Served = { to: string; status: number };

/** A 301 may be kept by browsers, an hour at most, so a changed redirect is followed within the hour; a 302 never is. */
const CACHE_CONTROL: Record<number, string> = { 301: 'public, max-age=3600', 302: 'no-cache' };

/**
 * Decision 078: the redirects, answered in front of the page cache (page-cache.ts `answerFirst`)
 * from a map held in the process, so a request reads no table. The map is read again after each
 * content change this process makes or hears of (`invalidate`, from the render cache's one
 * invalidation, which decision 075 makes happen before the next request once a write is
 * answered anywhere); the first request after a change waits for that one read. Hits are
 * counted here and written in batches (`takeHits`).
 */
export function createRedirectMap({ load, log, retryMs = 1_000 }: RedirectMapOptions) {
  let index: RuleIndex = new Map();
  let served = new Map<number, Served>();
  /** Raised by each change; the map is current when it was read in this generation. */
  let generation = 0;
  let readIn = -1;
  let reading: { generation: number; promise: Promise<void> } | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  const hits = new Map<number, { count: number; at: number }>();

  function install(rules: RedirectRule[]) {
    const nextIndex = indexRules(rules);
    const nextServed = new Map<number, Served>();
    for (const rule of rules) {
      const to = finalTarget(nextIndex, rule);
      // Saves refuse loops; two saves racing on PostgreSQL could still make one, which is not served.
      if (to === null) log.warn({ redirect: rule.id, from: rule.from }, 'redirect loop: not served');
      else nextServed.set(rule.id, { to, status: rule.status });
    }
    index = nextIndex;
    served = nextServed;
  }

  /** A read of the table that began in the current generation (joined when one is already on its way). */
  function refresh(): Promise<void> {
    if (reading && reading.generation === generation) return reading.promise;
    const startedIn = generation;
    const promise = load().then(
      (rules) => {
        // A slower read begun before a newer one must not undo it.
        if (startedIn < readIn) return;
        install(rules);
        readIn = startedIn;
      },
      (error: unknown) => {
        failedAt = performance.now();
        log.warn({ err: error }, 'redirects: read failed; the redirects already held keep serving');
      },
    );
    reading = { generation: startedIn, promise };
    void promise.finally(() => {
      if (reading?.promise === promise) reading = undefined;
    });
    return promise;
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (index.size === 0) return false;
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const found = mark === -1 ? match(index, url, '') : match(index, url.slice(0, mark), url.slice(mark + 1));
    if (!found) return false;
    const rule = served.get(found.rule.id);
    if (!rule) return false;
    try {
      res.writeHead(rule.status, {
        location: withQuery(rule.to, found.rest),
        'cache-control': CACHE_CONTROL[rule.status] ?? 'no-cache',
        'content-length': '0',
      });
    } catch (error) {
      // Saves store targets encoded (redirects.service.ts); a header Node refuses is let through, not thrown in the listener.
      log.warn({ err: error, redirect: found.rule.id }, 'redirect not answered');
      return false;
    }
    res.end();
    const counted = hits.get(found.rule.id);
    if (counted) {
      counted.count += 1;
      counted.at = Date.now();
    } else hits.set(found.rule.id, { count: 1, at: Date.now() });
    return true;
  }

  return {
    /**
     * Answers the request when its path (and query) is a redirect's `from`: true when it did.
     * A promise when the map must be read first (the first request after a change).
     */
    answer(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
      if (readIn === generation || performance.now() - failedAt < retryMs) return serve(req, res);
      return refresh().then(() => serve(req, res));
    },

    /** Content changed (here or in another process): the next request reads the redirects again. */
    invalidate(): void {
      generation += 1;
    },

    /** Reads the map now (at start, so the first request does not wait). */
    refresh,

    /** The hits counted since the last call, by redirect id, with the last one's time; the count starts again. */
    takeHits(): Array<{ id: number; count: number; at: string }> {
      const taken = [...hits].map(([id, { count, at }]) => ({ id, count, at: new Date(at).toISOString() }));
      hits.clear();
      return taken;
    },

    /** Hits a failed write could not keep, counted again for the next one. */
    returnHits(batch: Array<{ id: number; count: number; at: string }>): void {
      for (const { id, count, at } of batch) {
        const counted = hits.get(id);
        const time = Date.parse(at);
        if (counted) {
          counted.count += count;
          counted.at = Math.max(counted.at, time);
        } else hits.set(id, { count, at: time });
      }
    },
  };
}
