import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CONTENT_CHANNEL } from './content-version.repository.ts';

/**
 * Decision 075: how a process knows, before it answers a public GET from its render cache, that
 * no other process (or script) has changed content it has not heard of, without a database read
 * per request. The rule it keeps is decision 043's: once a write's answer has left, every
 * process's next page reflects it.
 *
 * - **SQLite**: a second connection to the file, used only here, asks `PRAGMA data_version`
 *   before every cacheable request, synchronously (microseconds: SQLite compares a counter in the
 *   WAL's shared memory; no table is read). It changes when any other connection has committed
 *   (this process's own, a script, another process); only then is the content version read, on
 *   the same connection, synchronously. What it answers reflects every commit made before the
 *   request was handled, so nothing a writer does has to wait.
 * - **PostgreSQL**: a connection of its own, outside the pool, LISTENs on the content channel and
 *   reads the version (`renew`). A read sent at time s is a *lease* until s + LEASE_MS: while the
 *   connection is up and the newest lease is unexpired, a cached request is answered with no
 *   read; past half the lease a renewal starts in the background, so under load no request waits.
 *   Notifications empty the cache as soon as they come, but a notification is delivered whenever
 *   PostgreSQL and the event loop get to it, so it cannot make the guarantee alone: the writer
 *   does, by answering no sooner than LEASE_MS (plus a margin) after its version raise committed
 *   (`afterChange`). A process serving at time t holds a lease from a read sent after t −
 *   LEASE_MS, hence after the raise committed: the read saw it, and the cache was emptied
 *   before that lease was taken. This holds for any number of processes and for a process that
 *   has not yet noticed its connection died (its lease simply runs out); it needs no list of the
 *   processes alive.
 * - While that connection is down (a database restart, `pg_terminate_backend`), and until it is
 *   back, listening, and has read the version, every cacheable request waits for a read through
 *   the pool that began after it arrived (decision 043's way), shared by the requests arriving
 *   meanwhile. Reconnecting backs off from 0.5 s to 30 s.
 *
 * A read that fails (the database out of reach) lets the cached page be served: a database
 * outage must not take the cached site down with it, and no write can be acknowledged meanwhile.
 */
const LEASE_MS = 50;
/** Timers fire late, never early; this covers the rounding of the clocks compared. */
const LEASE_MARGIN_MS = 2;
/**
 * A read of the version that takes longer means the LISTEN connection is stuck (a half-open
 * socket, a stalled event loop on the other side): it is dropped, and requests read through the
 * pool meanwhile instead of waiting for it.
 */
const RENEW_TIMEOUT_MS = 1_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export type ContentFreshness = {
  /** Synchronous: whether a cacheable request may be answered now without waiting for a read. */
  ready(): boolean;
  /** Resolves once a read that began after this call has been heard (never rejects). */
  fresh(): Promise<void>;
  /** The writer's side, after its version raise committed: resolves when its answer may leave. */
  afterChange(committedAt: number): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  /** A version read or heard: the caller compares it with what it knows and empties the cache. */
  observe: (version: number) => void;
  /** The version read through the app's own database (its pool), for the fallback. */
  readThroughPool: () => Promise<number>;
  /** How often the version is read anyway (a process no request reaches still empties its cache). */
  pollMs: number;
  /** The lease's term (LEASE_MS unless a test shortens it: every write waits this long on PostgreSQL). */
  leaseMs?: number;
  log: FastifyBaseLogger;
};

/** Shared reads through the pool: one at a time, and who comes while one runs waits for the next. */
function poolReads({ observe, readThroughPool, log }: Options): () => Promise<void> {
  let reading: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const fresh = (): Promise<void> => {
    if (!reading) {
      reading = readThroughPool()
        .then(observe, (error: unknown) => log.debug({ err: error }, 'content version: read failed'))
        .finally(() => (reading = undefined));
      return reading;
    }
    queued ??= reading.then(() => {
      queued = undefined;
      return fresh();
    });
    return queued;
  };
  return fresh;
}

export function sqliteFreshness(file: string, options: Options): ContentFreshness {
  const { observe, log } = options;
  const fallback = poolReads(options);
  let monitor: DatabaseSync | undefined;
  let dataVersion: StatementSync | undefined;
  let version: StatementSync | undefined;
  let seen: unknown;
  try {
    monitor = new DatabaseSync(file);
    // A reader in WAL mode is not blocked by writers; this only covers a checkpoint's instant.
    monitor.exec('PRAGMA busy_timeout = 100');
    dataVersion = monitor.prepare('PRAGMA data_version');
    version = monitor.prepare('select version from content_version where id = 1');
  } catch (error) {
    log.warn({ err: error }, 'content version: no second connection to the database file; reading per request');
    monitor = undefined;
  }

  function ready(): boolean {
    if (!dataVersion || !version) return false;
    try {
      const now = (dataVersion.get() as { data_version: number }).data_version;
      if (now !== seen) {
        observe(Number((version.get() as { version: number } | undefined)?.version ?? 0));
        seen = now;
      }
      return true;
    } catch (error) {
      log.debug({ err: error }, 'content version: data_version failed');
      return false;
    }
  }

  const poll = setInterval(() => {
    if (!ready()) void fallback();
  }, options.pollMs);
  poll.unref();

  return {
    ready,
    fresh: () => (ready() ? Promise.resolve() : fallback()),
    // Every other process checks before each request: nothing to wait for.
    afterChange: async () => {},
    async close() {
      clearInterval(poll);
      monitor?.close();
    },
  };
}

export function postgresFreshness(url: string, options: Options): ContentFreshness {
  const { observe, log, leaseMs = LEASE_MS } = options;
  const fallback = poolReads(options);
  let closed = false;
  let client: pg.Client | undefined;
  /** Up, listening, and the version read since it connected. */
  let healthy = false;
  /** When the newest read that succeeded was sent (performance.now()). */
  let leaseFrom = Number.NEGATIVE_INFINITY;
  let renewing: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const leaseAge = () => performance.now() - leaseFrom;

  /** Reads the version on the listening connection; its send time becomes the lease. */
  function renew(): Promise<void> {
    const connection = client;
    if (!connection) return Promise.reject(new Error('no LISTEN connection'));
    renewing ??= (async () => {
      const sent = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        const { rows } = await Promise.race([
          connection.query<{ version: string }>('select version from content_version where id = 1'),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('content version: read timed out')), RENEW_TIMEOUT_MS);
          }),
        ]);
        // Heard, and the cache emptied if it is newer, before the lease counts.
        observe(Number(rows[0]?.version ?? 0));
        if (client === connection) leaseFrom = Math.max(leaseFrom, sent);
      } catch (error) {
        lost(connection, error);
        throw error;
      } finally {
        clearTimeout(timer);
        renewing = undefined;
      }
    })();
    return renewing;
  }

  function lost(connection: pg.Client, error?: unknown) {
    if (client !== connection) return;
    client = undefined;
    healthy = false;
    leaseFrom = Number.NEGATIVE_INFINITY;
    connection.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, `content version: LISTEN connection lost, retrying in ${delay} ms`);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  async function connect() {
    const connection = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'atrium-content' });
    client = connection;
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      const version = Number(message.payload);
      if (Number.isFinite(version)) observe(version);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CONTENT_CHANNEL}`);
      // Whatever changed while no one listened; from here on a change is heard or read.
      await renew();
      if (client !== connection) return;
      healthy = true;
      delay = RECONNECT_MIN_MS;
    } catch (error) {
      lost(connection, error);
    }
  }

  function ready(): boolean {
    if (!healthy) return false;
    const age = leaseAge();
    if (age >= leaseMs) return false;
    if (age >= leaseMs / 2 && !renewing) renew().catch(() => {});
    return true;
  }

  /** A read that began after this call, on the LISTEN connection when it is up, else through the pool. */
  async function fresh(): Promise<void> {
    if (healthy) {
      try {
        // One already on its way began before this call: wait for it, then read again.
        if (renewing) await renewing;
        await renew();
        return;
      } catch {
        // Lost (renew said so): the pool's read below.
      }
    }
    await fallback();
  }

  const poll = setInterval(() => {
    if (healthy) renew().catch(() => {});
    else void fallback();
  }, options.pollMs);
  poll.unref();
  void connect();

  return {
    ready,
    fresh,
    async afterChange(committedAt: number) {
      const wait = committedAt + leaseMs + LEASE_MARGIN_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      healthy = false;
      await connection?.end().catch(() => {});
    },
  };
}
