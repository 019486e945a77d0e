import type { Db } from '../../db/database.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { createOutboxRepository, type OutboxMessage } from './outbox.repository.ts';
import type { MailMessage } from './mailer.ts';

/** How the outbox retries: the first retry after 30 s, doubling up to an hour, 20 attempts in all (about 14 hours). */
export const OUTBOX_RETRY = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 20 };
/** How often the worker looks for due mail when nothing woke it. */
const POLL_MS = 15_000;
/** How long a claimed mail stays with the process sending it (longer than an SMTP send may take). */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

export type Outbox = {
  /** Queues messages; with `trx`, they commit (or roll back) with the caller's transaction. */
  enqueue(messages: OutboxMessage[], trx?: Db): Promise<void>;
  /** Asks the worker to run now (after a commit that queued mail). */
  wake(): void;
  /** Sends what is due at `now` (default: now) and resolves when done; tests pass a later time. */
  runOnce(now?: Date): Promise<void>;
  /** Lets a kind of mail follow its attempts (one set of hooks per kind). */
  onResult(kind: string, hooks: OutboxResultHooks): void;
  /** Resolves once the worker is idle. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * What a kind of mail does when its attempt ends (decision 053: a newsletter's delivery row), in
 * the transaction that records it on the outbox row, so the two never disagree.
 */
type OutboxResultHooks = {
  sent(outboxId: number, now: string, trx: Db): Promise<void>;
  /** `final`: no retry follows (the last attempt, or a permanent failure). */
  failed(outboxId: number, failure: OutboxFailure, trx: Db): Promise<void>;
  /** A failure that no retry will mend (an SMTP 5xx): recorded as final at once. */
  isPermanent?(error: unknown): boolean;
};
export type OutboxFailure = { attempts: number; error: string; permanent: boolean; final: boolean; now: string };

export type OutboxDeps = {
  db: Db;
  /** Sends one message now (the app's mailer); a throw counts as a failed attempt. */
  send: (message: MailMessage) => Promise<unknown>;
  clock: Clock;
  log: Pick<Log, 'warn' | 'error'>;
  /** How long a claimed mail stays with the process sending it (MAIL_LEASE_SECONDS; default 2 minutes). */
  leaseMs?: number;
};

/** Delay before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelay(attempts: number): number {
  return Math.min(OUTBOX_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY.maxDelayMs);
}

/**
 * A durable outbox: mail is written to the database (with the write it tells about) and a
 * worker in the process sends it, retrying with backoff while the mail server is down. A mail
 * is claimed with a lease, so several processes may drain one database; a process killed while
 * sending leaves the lease to run out and the mail to be sent again (at least once).
 */
export function createOutbox({ db, send, clock, log, leaseMs = LEASE_MS }: OutboxDeps): Outbox {
  const repo = createOutboxRepository(db);
  const hooksByKind = new Map<string, OutboxResultHooks>();
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function deliver(id: number, at: Date): Promise<void> {
    const now = at.toISOString();
    const row = await repo.claim(id, now, new Date(at.getTime() + leaseMs).toISOString());
    if (!row) return;
    const hooks = hooksByKind.get(row.kind);
    let sent = false;
    try {
      await send(row.message);
      sent = true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = hooks?.isPermanent?.(error) ?? false;
      const giveUp = permanent || attempts >= OUTBOX_RETRY.maxAttempts;
      const next = giveUp ? null : new Date(at.getTime() + retryDelay(attempts)).toISOString();
      if (hooks) {
        const failure = { attempts, error: reason, permanent, final: giveUp, now: clock.now().toISOString() };
        await repo.transaction(async (trx) => {
          await repo.markFailed(row.id, attempts, reason, next, trx);
          await hooks.failed(row.id, failure, trx);
        });
      } else await repo.markFailed(row.id, attempts, reason, next);
      const fields = { outboxId: row.id, kind: row.kind, attempts, err: error };
      if (giveUp) log.error(fields, 'mail given up after its last attempt');
      else log.warn({ ...fields, next }, 'mail not sent; will retry');
    }
    if (!sent) return;
    // The mail server has it: recorded at once (the window in which a kill -9 resends it).
    const sentAt = clock.now().toISOString();
    if (hooks) {
      await repo.transaction(async (trx) => {
        await repo.markSent(row.id, sentAt, trx);
        await hooks.sent(row.id, sentAt, trx);
      });
    } else await repo.markSent(row.id, sentAt);
  }

  async function drain(at: Date): Promise<void> {
    for (;;) {
      const ids = await repo.dueIds(at.toISOString(), BATCH);
      for (const id of ids) {
        // Stopping (a shutdown, decision 044): the mail being sent finishes; the rest stays
        // pending, unclaimed, for the next process.
        if (stopped) return;
        await deliver(id, at);
      }
      if (ids.length < BATCH) break;
    }
    await repo.purgeSent(new Date(at.getTime() - KEEP_SENT_MS).toISOString());
  }

  function runOnce(at?: Date): Promise<void> {
    if (running) {
      again = true;
      return running.then(() => (at ? runOnce(at) : idle()));
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain(at ?? clock.now());
        } while (again && !stopped);
      } catch (error) {
        // The database out of reach: the next wake or poll tries again.
        log.error({ err: error }, 'mail outbox could not be drained');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function idle(): Promise<void> {
    return running ? running.then(idle) : Promise.resolve();
  }

  return {
    async enqueue(messages, trx) {
      await repo.insert(messages, clock.now().toISOString(), trx);
    },
    wake() {
      if (!stopped) void runOnce();
    },
    onResult(kind, hooks) {
      hooksByKind.set(kind, hooks);
    },
    runOnce,
    idle,
    start() {
      stopped = false;
      timer ??= setInterval(() => void runOnce(), POLL_MS).unref();
      void runOnce();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await idle();
    },
  };
}
