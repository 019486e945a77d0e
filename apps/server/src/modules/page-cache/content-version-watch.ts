import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CONTENT_CHANNEL } from './content-version.repository.ts';

export type ContentVersionWatchOptions = {
  /** Reads the database's version. */
  read: () => Promise<number>;
  /** Hears every version seen (the caller compares it with what it knows). */
  observe: (version: number) => void;
  /** PostgreSQL: the server to LISTEN on. Unset (SQLite): polling alone. */
  listenUrl?: string;
  /** How often the version is read whatever else happens (notifications lost while reconnecting). */
  pollMs: number;
  log: FastifyBaseLogger;
};

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Hears of content changes made by other processes: at once through PostgreSQL's LISTEN on a
 * connection of its own, and by reading the version every `pollMs` (a notification sent while
 * that connection was down is lost; reconnecting reads the version too). On SQLite, the poll
 * alone notices a write by another process (a script).
 */
export function watchContentVersion(options: ContentVersionWatchOptions): { close: () => Promise<void> } {
  const { read, observe, log } = options;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const check = () =>
    read().then(observe, (error: unknown) => log.debug({ err: error }, 'content version: read failed'));
  const poll = setInterval(() => void check(), options.pollMs);
  poll.unref();

  async function listen(url: string) {
    const connection = new pg.Client({ connectionString: url, keepAlive: true });
    client = connection;
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost || closed) return;
      lost = true;
      if (client === connection) client = undefined;
      connection.end().catch(() => {});
      log.warn({ err: error }, `content version: LISTEN connection lost, retrying in ${delay} ms`);
      retry = setTimeout(() => void listen(url), delay);
      retry.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    connection.on('error', reconnect);
    connection.on('end', () => reconnect());
    connection.on('notification', (message) => {
      const version = Number(message.payload);
      if (Number.isFinite(version)) observe(version);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CONTENT_CHANNEL}`);
      delay = RECONNECT_MIN_MS;
      // Whatever changed while no one listened.
      await check();
    } catch (error) {
      reconnect(error);
    }
  }

  if (options.listenUrl) void listen(options.listenUrl);

  return {
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
