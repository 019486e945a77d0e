import type { Db } from '../../db/database.ts';
import type { MailMessage } from './mailer.ts';

/** A message as the outbox keeps it: what the mailer sends, and what it is (for the log and tests). */
export type OutboxMessage = MailMessage & { kind: string };

export type OutboxRow = { id: number; kind: string; attempts: number; message: MailMessage };

function toRow(m: OutboxMessage, now: string) {
  return {
    kind: m.kind,
    to_address: m.to,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html,
    headers: JSON.stringify({ replyTo: m.replyTo, headers: m.headers }),
    state: 'pending' as const,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  };
}

/**
 * All SQL on mail_outbox: mails waiting to be sent, sent, or given up on, with their attempts.
 * Times are ISO strings, compared as text on both databases.
 */
export function createOutboxRepository(db: Db) {
  return {
    /** Queues messages, inside the caller's transaction when given, so they commit with what they tell. */
    async insert(messages: OutboxMessage[], now: string, trx: Db = db): Promise<void> {
      if (messages.length === 0) return;
      await trx
        .insertInto('mail_outbox')
        .values(messages.map((m) => toRow(m, now)))
        .execute();
    },

    /** Runs `work` in one transaction: a row's result with what its kind records beside it (decision 053). */
    transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Queues one message and answers its id (a newsletter's delivery keeps it; decision 053). */
    async insertOne(message: OutboxMessage, now: string, trx: Db = db): Promise<number> {
      const row = await trx
        .insertInto('mail_outbox')
        .values(toRow(message, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Takes back messages not sent yet and not being sent at `now` (an address that unsubscribed meanwhile). */
    async dropPending(ids: number[], now: string, trx: Db = db): Promise<void> {
      await trx
        .deleteFrom('mail_outbox')
        .where('id', 'in', ids)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .execute();
    },

    async dueIds(now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        // Newsletters (decision 053) after everything else that is due: a password reset or a
        // confirmation is not kept waiting behind a newsletter's batch.
        .orderBy((eb) => eb.case().when('kind', '=', 'newsletter').then(1).else(0).end())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.id));
    },

    /**
     * Takes a due message for `until`, in one statement: of several processes draining one
     * database, only one gets it. Undefined when another took it first.
     */
    async claim(id: number, now: string, until: string): Promise<OutboxRow | undefined> {
      const row = await db
        .updateTable('mail_outbox')
        .set({ locked_until: until })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      const extra = JSON.parse(row.headers) as Pick<MailMessage, 'replyTo' | 'headers'>;
      return {
        id: Number(row.id),
        kind: row.kind,
        attempts: row.attempts,
        message: { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, ...extra },
      };
    },

    /** Sent: the bodies (a confirmation link, a visitor's details) are not kept. */
    async markSent(id: number, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_at: now, locked_until: null, text_body: '', html_body: '', headers: '{}' })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, attempts: number, error: string, next: string | null, trx: Db = db): Promise<void> {
      await trx
        .updateTable('mail_outbox')
        .set({
          attempts,
          last_error: error.slice(0, 1000),
          locked_until: null,
          ...(next === null ? { state: 'failed' as const } : { next_attempt_at: next }),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Mails waiting to be sent (pending) and given up on (failed), for /api/metrics. */
    async depth(): Promise<{ pending: number; failed: number }> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['state', (eb) => eb.fn.countAll().as('count')])
        .where('state', 'in', ['pending', 'failed'])
        .groupBy('state')
        .execute();
      const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
      return { pending: count('pending'), failed: count('failed') };
    },

    /** Forgets sent mails older than `before`. */
    async purgeSent(before: string): Promise<void> {
      await db.deleteFrom('mail_outbox').where('state', '=', 'sent').where('sent_at', '<', before).execute();
    },
  };
}
