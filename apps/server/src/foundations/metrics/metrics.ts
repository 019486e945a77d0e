import { stat } from 'node:fs/promises';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/database.ts';
import { poolStats } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';

export type MetricsDeps = {
  db: Db;
  config: Pick<Config, 'database'>;
  pageCache: Pick<PageCache, 'stats'>;
};

/** Latency buckets in seconds: a cached page answers in well under 1 ms, an upload may take minutes. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/**
 * The process's Prometheus metrics (decision 045), on a registry of its own (each app built by a
 * test has its own): Node's defaults (memory, CPU, event-loop lag, handles, GC), requests by route
 * pattern and status, the page cache, the database pool and the outbox. What the database and the
 * page cache know is read at scrape time, so nothing is counted on the cached pages' hot path.
 */
export function createMetrics({ db, config, pageCache }: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Labels are the route's pattern ('/api/faqs/:id/', '/*' for the web app, '(unmatched)'), never
  // the URL a client typed: their number is bounded by the route table.
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'atrium_http_requests_total',
    help: 'Requests answered by Fastify, by method, route pattern and status (cached pages are atrium_page_cache_hits_total)',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  /** A counter whose value is read from elsewhere at scrape time. */
  function countedElsewhere(name: string, help: string, read: () => number) {
    return new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }
  countedElsewhere(
    'atrium_page_cache_hits_total',
    'Public pages answered from the page cache',
    () => pageCache.stats().hits,
  );
  countedElsewhere(
    'atrium_page_cache_misses_total',
    'Public pages rendered because the page cache did not hold them',
    () => pageCache.stats().misses,
  );
  new Gauge({
    name: 'atrium_page_cache_bytes',
    help: 'Bytes of pages the page cache holds',
    registers: [registry],
    collect() {
      this.set(pageCache.stats().bytes);
    },
  });

  if (config.database.kind === 'postgres') {
    new Gauge({
      name: 'atrium_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle, requests waiting for one, and the pool’s cap (max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats(db);
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
  } else {
    // SQLite has one connection and no pool: what an operator watches is the file and its
    // write-ahead log growing (a WAL that never shrinks means checkpoints are starved).
    const file = config.database.file;
    new Gauge({
      name: 'atrium_db_sqlite_bytes',
      help: 'Size of the SQLite database file and of its write-ahead log',
      labelNames: ['file'],
      registers: [registry],
      async collect() {
        const [main, wal] = await Promise.all([sizeOf(file), sizeOf(`${file}-wal`)]);
        this.set({ file: 'database' }, main);
        this.set({ file: 'wal' }, wal);
      },
    });
  }

  const outbox = createOutboxRepository(db);
  new Gauge({
    name: 'atrium_mail_outbox_messages',
    help: 'Mails in the outbox waiting to be sent (pending) or given up on (failed)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const depth = await outbox.depth();
      this.set({ state: 'pending' }, depth.pending);
      this.set({ state: 'failed' }, depth.failed);
    },
  });

  return {
    registry,
    /** One answered request; `route` is the pattern Fastify matched. */
    observe(method: string, route: string, status: number, seconds: number): void {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    /** The text a Prometheus server scrapes, and its content type. */
    async scrape(): Promise<{ text: string; contentType: string }> {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
    /** Stops what the defaults started (the event-loop monitor). */
    close(): void {
      registry.clear();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}
