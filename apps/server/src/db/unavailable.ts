import path from 'node:path';

/**
 * Failures that say the database or the disk is out of reach for now, not that the request or
 * the code is wrong: the answer is 503 (try again), and the same process serves again once the
 * database or the disk is back.
 */

/** PostgreSQL SQLSTATEs: the server is going down, restarting, starting, full or overloaded. */
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop -m fast
  '57P02', // crash_shutdown: another backend crashed, or pg_ctl stop -m immediate
  '57P03', // cannot_connect_now: starting up or shutting down
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby after a failover (Atrium opens no read-only transactions)
]);

/** Network errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** File system errors that mean the disk refuses writes, wherever they happen. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EFBIG']);

/** Permission errors count only on the data directory: elsewhere they are a bug, not an outage. */
const PERMISSION_CODES = new Set(['EACCES', 'EPERM']);

/** SQLite primary result codes (node:sqlite reports extended codes: the low byte is the primary). */
const SQLITE_CODES = new Map([
  [5, 'SQLITE_BUSY'], // still locked after busy_timeout: another process holds the database
  [8, 'SQLITE_READONLY'],
  [10, 'SQLITE_IOERR'],
  [13, 'SQLITE_FULL'],
  [14, 'SQLITE_CANTOPEN'],
]);

/** node-postgres reports a lost or unreachable server by message only. */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Cannot use a pool after calling end on the pool)/;

type ErrorLike = {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  path?: unknown;
  cause?: unknown;
  errors?: unknown;
};

/**
 * Why `error` means "unavailable" (a short label for the log, such as 'SQLITE_FULL' or '57P01'),
 * or undefined when it is an ordinary failure. Looks through `cause` and AggregateError's
 * `errors`. `dataDirs` are the directories the server writes to (DATA_DIR, media).
 */
export function unavailableReason(error: unknown, dataDirs: readonly string[] = []): string | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const e = current as ErrorLike;
    const reason = ownReason(e, dataDirs);
    if (reason) return reason;
    pending.push(e.cause);
    if (Array.isArray(e.errors)) pending.push(...e.errors);
  }
  return undefined;
}

function ownReason(e: ErrorLike, dataDirs: readonly string[]): string | undefined {
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number') return SQLITE_CODES.get(e.errcode & 0xff);
  if (code) {
    if (POSTGRES_CODES.has(code) || code.startsWith('08')) return code;
    if (NETWORK_CODES.has(code) || DISK_CODES.has(code)) return code;
    if (PERMISSION_CODES.has(code) && typeof e.path === 'string' && isInside(e.path, dataDirs)) return code;
  }
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGE.test(e.message)) return e.message;
  return undefined;
}

function isInside(file: string, dirs: readonly string[]): boolean {
  const resolved = path.resolve(file);
  return dirs.some((dir) => {
    const root = path.resolve(dir);
    return resolved === root || resolved.startsWith(root + path.sep);
  });
}
