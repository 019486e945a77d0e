import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Encoding, etagMatches, pickEncoding } from './encoding.ts';
import { buildEntry, type PageEntry, type RenderedPage } from './page-entry.ts';
import { createReadCache } from './read-cache.ts';

export type PageCacheOptions = {
  /**
   * PAGE_CACHE_MB in bytes: the whole render cache (decision 075), split by `renderCacheBudget`.
   * Below 18 MB (0 included) no whole page is kept.
   */
  maxBytes: number;
  /** Query strings kept per path (the learn page's filters): more variants render every time. */
  variantsPerPath?: number;
  /**
   * The oldest entry served. Every change known to a process empties its cache at once; this
   * bounds what a change no process heard of can leave (a writer killed between its commit and
   * its notice).
   */
  ttlMs?: number;
  /** The split of `maxBytes` (tests give their own); `renderCacheBudget(maxBytes)` by default. */
  budget?: RenderCacheBudget;
};

const MB = 1024 * 1024;
/**
 * The floor of the web app's pieces of HTML kept across pages (apps/web/app/site/ui/cached-html.tsx,
 * decision 056): the frame and a page of cards, which every render reuses, cache or no cache.
 */
const HTML_PIECES_MIN_BYTES = 4 * MB;
/**
 * The read cache's floor: every render is built from it, with or without a page store, and a
 * read cache that cannot hold one page's reads makes every render read the database again.
 */
const READS_MIN_BYTES = 8 * MB;

/**
 * How PAGE_CACHE_MB is shared (decision 075): the HTML pieces (an eighth, at least 4 MB: the web
 * plugin hands the web app its share), the read cache (an eighth, at least 8 MB), and the pages
 * (the rest; 404 answers a sixteenth of it, apart, so unknown paths never push pages out). With
 * 64 MB: 8, 8, 45 and 3.
 */
export function renderCacheBudget(maxBytes: number) {
  const reads = Math.max(READS_MIN_BYTES, Math.floor(maxBytes / 8));
  const htmlPieces = Math.max(HTML_PIECES_MIN_BYTES, Math.floor(maxBytes / 8));
  const rest = Math.max(0, maxBytes - reads - htmlPieces);
  // Less than a page or two of room is no page store.
  const pageBytes = rest >= 2 * MB ? rest : 0;
  const missing = Math.floor(pageBytes / 16);
  return { reads, htmlPieces, pages: pageBytes - missing, missing };
}

type RenderCacheBudget = Omit<ReturnType<typeof renderCacheBudget>, 'htmlPieces'> & { htmlPieces?: number };

/** A render in progress: the generation it started in, and whether others wait for it. */
export type RenderTicket = { key: string; generation: number; release: () => void };

/** Set by the plugin (content-freshness.ts): whether another process's change is surely known here. */
export type Freshness = { ready(): boolean; fresh(): Promise<void> };

/**
 * Answers a public read before the page store looks at it (the redirects, decision 078): true
 * when it answered, false to let it through, a promise when it must read first.
 */
export type FirstAnswer = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

type Stored = PageEntry & { key: string; path: string };

/**
 * Told of every public page answered with its page (a 200, or a 304 revalidating one), from
 * the store or rendered (the analytics, decision 082): `page` is the render's, when there was one.
 */
export type ServedListener = (req: IncomingMessage, entry: PageEntry, page?: RenderedPage) => void;

const ALL_ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];
/** 410: a learn item deleted forever (decision 032), kept like a 404. */
const STATUSES = new Set([200, 404, 410]);

type Next = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The render cache (decision 075): what a public page is made from and what it made, in one
 * place, emptied by one `invalidate()` on every content change this process makes or hears of.
 * - The page store: public pages with their headers and compressed bodies, served before Fastify
 *   sees the request (app.ts puts `handle` in front of it): a hit costs no routing, no hook, no
 *   log line and no database read (content-freshness.ts says how it stays fresh).
 * - The read cache (read-cache.ts): the answers of the site's in-process reads.
 * - The web app's pieces of HTML: kept by the web app, emptied through `onInvalidate` (the web
 *   plugin's `onContentChange`), their memory counted in the budget.
 *
 * Staleness: every known content change calls `invalidate`, which empties all of it and raises
 * the generation. A render takes a ticket (the generation) before it reads anything, and its
 * page is stored only if the generation is still the same once it is rendered and compressed:
 * a render that may have read content from before a change is never stored after it.
 */
export function createRenderCache(options: PageCacheOptions) {
  const budget = options.budget ?? renderCacheBudget(options.maxBytes);
  const enabled = budget.pages > 0;
  const reads = createReadCache(budget.reads);
  const variantsPerPath = options.variantsPerPath ?? 32;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  /** Query-string variants stored per path. */
  const variants = new Map<string, number>();
  const pages = lru(budget.pages, {
    onInsert: (entry) => variants.set(entry.path, (variants.get(entry.path) ?? 0) + 1),
    onRemove(entry) {
      const count = (variants.get(entry.path) ?? 1) - 1;
      if (count > 0) variants.set(entry.path, count);
      else variants.delete(entry.path);
    },
  });
  const missing = lru(budget.missing);
  /**
   * 404 answers asked for once: one is kept from its second request on. Scanners try paths once
   * each, and compressing each of their 404s three ways would double what they cost.
   */
  const missedOnce = new Set<string>();
  /** Renders in progress by key: requests for the same page wait for the first one. */
  const pending = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  let generation = 0;
  /** Answers from the cache and renders of cacheable pages since start, read by /api/metrics: plain counts, nothing on the hot path. */
  const counts = { hits: 0, misses: 0 };
  const invalidated: Array<() => void> = [];
  let freshness: Freshness | undefined;
  let first: FirstAnswer | undefined;
  let served: ServedListener | undefined;

  function find(key: string): Stored | undefined {
    const entry = pages.get(key) ?? missing.get(key);
    if (entry && Date.now() - entry.storedAt > ttlMs) {
      pages.delete(key);
      missing.delete(key);
      return undefined;
    }
    return entry;
  }

  function write(entry: PageEntry, req: IncomingMessage, res: ServerResponse) {
    if (served !== undefined && entry.status === 200) served(req, entry);
    const condition = req.headers['if-none-match'];
    if (condition !== undefined && entry.status === 200 && etagMatches(condition, entry.etag)) {
      res.writeHead(304, entry.notModified);
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    res.writeHead(entry.status, entry.heads[encoding]);
    res.end(req.method === 'HEAD' ? undefined : entry.bodies[encoding]);
  }

  function isFirstMiss(key: string): boolean {
    if (missedOnce.has(key)) return false;
    if (missedOnce.size >= 4096) missedOnce.clear();
    missedOnce.add(key);
    return true;
  }

  function answer(req: IncomingMessage, res: ServerResponse, next: Next) {
    const key = req.url!;
    const entry = find(key);
    if (entry) {
      counts.hits += 1;
      return write(entry, req, res);
    }
    const render = pending.get(key);
    if (!render) return next(req, res);
    // Time passes while it waits: freshness is asked again before the page is served.
    void render.promise.then(() =>
      whenFresh(() => {
        const rendered = find(key);
        if (rendered) {
          counts.hits += 1;
          write(rendered, req, res);
        } else next(req, res);
      }),
    );
  }

  /** Runs `then` once this process surely knows every content change committed before now. */
  function whenFresh(then: () => void) {
    if (!freshness || freshness.ready()) then();
    else void freshness.fresh().then(then);
  }

  function isPublicRead(req: IncomingMessage): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined;
  }

  /** Whether a request may be answered from, and stored in, the cache. */
  function isCacheable(req: IncomingMessage): boolean {
    return enabled && isPublicRead(req);
  }

  return {
    enabled,

    /** The front door: a cached page is written here; anything else goes to `next` (Fastify). */
    handle(req: IncomingMessage, res: ServerResponse, next: Next): void {
      // A public read: its render may use the read cache even with no page store.
      if (!isPublicRead(req)) return next(req, res);
      const page = () => (enabled ? answer(req, res, next) : next(req, res));
      whenFresh(() => {
        const answered = first ? first(req, res) : false;
        if (answered === false) page();
        else if (answered !== true)
          // The first answer read the database meanwhile: freshness is asked again for the page.
          void answered.then(
            (done) => done || whenFresh(page),
            () => whenFresh(page),
          );
      });
    },

    /**
     * What answers a public read before the page store, once this process is known to be fresh
     * (decision 078: the redirects, so a redirect wins over a cached page of the same address).
     */
    answerFirst(answer: FirstAnswer): void {
      first = answer;
    },

    /** Who hears of every page answered (decision 082); the analytics, unless ANALYTICS=false. */
    onServed(listener: ServedListener): void {
      served = listener;
    },

    /** A rendered page was answered (page-cache.plugin.ts): heard as a stored one is. */
    rendered(req: IncomingMessage, entry: PageEntry, page: RenderedPage): void {
      if (served !== undefined && entry.status === 200) served(req, entry, page);
    },

    /**
     * Decisions 043 and 075: asked before every cacheable request is answered (from the cache or
     * by Fastify, whose renders read the read cache), so a change another process made is known
     * here (and invalidated) first: a write through one process is on every process's pages
     * once it is answered.
     */
    setFreshness(check: Freshness): void {
      freshness = check;
    },

    /** The site's in-process reads (plugins/endpoints.ts). */
    reads,

    isCacheable,

    /**
     * Called before a render reads anything. The first render of a key lets later requests for
     * it wait instead of rendering too; `release` must follow, stored or not.
     */
    begin(key: string): RenderTicket {
      counts.misses += 1;
      if (pending.has(key)) return { key, generation, release: () => {} };
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      const render = { promise, resolve };
      pending.set(key, render);
      return {
        key,
        generation,
        release: () => {
          if (pending.get(key) === render) pending.delete(key);
          resolve();
        },
      };
    },

    /**
     * The entry to answer a render's request with, stored when it may be: a ticket given, status
     * 200, 404 or 410 (those two from their second request on), the ticket's generation still current, and
     * room among the path's variants.
     * Otherwise only the encoding the request wants is made.
     */
    async store(ticket: RenderTicket | undefined, page: RenderedPage, wanted: Encoding): Promise<PageEntry> {
      const key = ticket?.key ?? '';
      const path = pathOf(key);
      const isNewVariant = !pages.has(key) && (variants.get(path) ?? 0) >= variantsPerPath;
      const storable =
        ticket !== undefined &&
        STATUSES.has(page.status) &&
        ticket.generation === generation &&
        !(page.status === 200 && isNewVariant) &&
        !(page.status !== 200 && isFirstMiss(key));
      const entry = await buildEntry(page, storable ? ALL_ENCODINGS : [wanted]);
      // Checked again after compressing: a change may have come meanwhile.
      if (storable && ticket.generation === generation) {
        (page.status === 200 ? pages : missing).set(key, { ...entry, key, path });
      }
      return entry;
    },

    /** Content changed: every page goes, and renders begun before now are not stored. */
    invalidate(): void {
      generation += 1;
      reads.clear();
      for (const listener of invalidated) listener();
      pages.clear();
      missing.clear();
      variants.clear();
      // Waiting requests render for themselves rather than wait for a render that will not be stored.
      for (const render of pending.values()) render.resolve();
      pending.clear();
    },

    /**
     * Calls `listener` at every invalidation: what else holds content (the web app's pieces of
     * HTML) or depends on it (the publish timer).
     */
    onInvalidate(listener: () => void): void {
      invalidated.push(listener);
    },

    /** The web app's share for its pieces of HTML: the web plugin hands it over when it loads the build. */
    htmlPiecesBytes: budget.htmlPieces ?? HTML_PIECES_MIN_BYTES,

    /** Pages held now (200 and 404), for tests and diagnostics. */
    size: () => pages.size() + missing.size(),

    /** Hits (answered here) and misses (pages rendered) since start, and the bytes held now (pages and reads). */
    stats: () => ({ ...counts, bytes: pages.bytes() + missing.bytes() + reads.bytes() }),
  };
}

export type PageCache = ReturnType<typeof createRenderCache>;

function pathOf(key: string): string {
  const query = key.indexOf('?');
  return query === -1 ? key : key.slice(0, query);
}

type LruHooks = { onInsert(entry: Stored): void; onRemove(entry: Stored): void };

/** Least recently used entries go first once the bytes held pass the budget; one entry may use a quarter. */
function lru(maxBytes: number, hooks?: LruHooks) {
  const map = new Map<string, Stored>();
  let bytes = 0;
  const cache = {
    get(key: string): Stored | undefined {
      const entry = map.get(key);
      if (entry) {
        map.delete(key);
        map.set(key, entry);
      }
      return entry;
    },
    has: (key: string) => map.has(key),
    set(key: string, entry: Stored): void {
      cache.delete(key);
      if (entry.bytes > maxBytes / 4) return;
      map.set(key, entry);
      bytes += entry.bytes;
      hooks?.onInsert(entry);
      for (const oldest of map.keys()) {
        if (bytes <= maxBytes) break;
        cache.delete(oldest);
      }
    },
    delete(key: string): void {
      const entry = map.get(key);
      if (!entry) return;
      map.delete(key);
      bytes -= entry.bytes;
      hooks?.onRemove(entry);
    },
    clear(): void {
      map.clear();
      bytes = 0;
    },
    size: () => map.size,
    bytes: () => bytes,
  };
  return cache;
}
