import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewsletterDeliveries } from '../../db/tables.generated.ts';
import { createOutboxRepository, type OutboxMessage } from '../../foundations/mail/outbox.repository.ts';
import type { OutboxFailure } from '../../foundations/mail/outbox.ts';
import { UNSUBSCRIBED } from '../submissions/submissions.repository.ts';

/** What became of a newsletter's mail to one subscriber (decision 053). */
export type DeliveryState = Selectable<NewsletterDeliveries>['state'];

/** The email as frozen when the send starts: every recipient gets the same one (their own unsubscribe link aside). */
export type NewsletterSnapshot = { subject: string; html: string; text: string };

/** A delivery about to be handed to the outbox, with what its mail needs. */
/** `locale`: the language the subscriber signed up in (decision 091; null: before the site had languages). */
export type QueuedDelivery = {
  id: number;
  entryId: number;
  address: string;
  unsubscribeToken: string;
  locale: string | null;
};

export type NewsletterReportCounts = {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  bouncing: number;
  unsubscribed: number;
};

/** Subscribed, confirmed and not bouncing: who a newsletter goes to. */
const mailable = (db: Db) =>
  db
    .selectFrom('mailing_list_entries')
    .select('id')
    .where('status', '=', 1)
    .where('bouncing_at', 'is', null)
    .where('email_key', 'is not', null);

/** All SQL of sending newsletters (decision 053). Times are ISO strings, compared as text. */
export function createNewsletterSendRepository(db: Db) {
  const outbox = createOutboxRepository(db);

  return {
    async find(id: number) {
      return db
        .selectFrom('newsletters')
        .select(['id', 'state', 'send_at', 'sent_at', 'subject'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** How many it would go to now (the confirm dialog's count). */
    async recipientCount(): Promise<number> {
      const row = await db
        .selectFrom('mailing_list_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', 'in', mailable(db))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Draft or scheduled → scheduled at `at`. False when in another state. */
    async schedule(id: number, at: string, now: string): Promise<boolean> {
      const row = await db
        .updateTable('newsletters')
        .set({ state: 'scheduled', send_at: at, updated_at: now })
        .where('id', '=', id)
        .where('state', 'in', ['draft', 'scheduled'])
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Scheduled → draft. False when it is not scheduled (any more). */
    async unschedule(id: number, now: string): Promise<boolean> {
      const row = await db
        .updateTable('newsletters')
        .set({ state: 'draft', send_at: null, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'scheduled')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async dueScheduled(now: string): Promise<number[]> {
      const rows = await db
        .selectFrom('newsletters')
        .select('id')
        .where('state', '=', 'scheduled')
        .where('send_at', '<=', now)
        .orderBy('send_at')
        .execute();
      return rows.map((r) => Number(r.id));
    },

    async sendingIds(): Promise<number[]> {
      const rows = await db
        .selectFrom('newsletters')
        .select('id')
        .where('state', '=', 'sending')
        .orderBy('id')
        .execute();
      return rows.map((r) => Number(r.id));
    },

    /** Whether anything is scheduled or going out (the worker ticks quickly while so). */
    async busy(): Promise<boolean> {
      const row = await db
        .selectFrom('newsletters')
        .select('id')
        .where('state', 'in', ['scheduled', 'sending'])
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The send starts, in one transaction: the newsletter becomes 'sending' (only from `from`, so
     * of several processes one starts it), its email is frozen, and every subscriber mailable at
     * this instant gets a queued delivery. False when another process started it first.
     */
    async start(
      id: number,
      from: 'draft' | 'scheduled',
      snapshot: NewsletterSnapshot,
      now: string,
      /** The email in each other language it is written in (decision 091). */
      localized: ReadonlyArray<{ locale: string; snapshot: NewsletterSnapshot }> = [],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        let claim = trx
          .updateTable('newsletters')
          .set({ state: 'sending', sent_at: now, send_at: null, updated_at: now })
          .where('id', '=', id)
          .where('state', '=', from);
        if (from === 'scheduled') claim = claim.where('send_at', '<=', now);
        const claimed = await claim.returning('id').executeTakeFirst();
        if (!claimed) return false;
        await trx
          .insertInto('newsletter_snapshots')
          .values({ newsletter_id: id, ...snapshot })
          .execute();
        if (localized.length)
          await trx
            .insertInto('newsletter_snapshot_locales')
            .values(localized.map(({ locale, snapshot: own }) => ({ newsletter_id: id, locale, ...own })))
            .execute();
        await trx
          .insertInto('newsletter_deliveries')
          .columns(['newsletter_id', 'entry_id', 'address', 'state', 'attempts'])
          .expression(
            trx
              .selectFrom('mailing_list_entries')
              .select((eb) => [
                eb.val(id).as('newsletter_id'),
                'id',
                'email',
                eb.val('queued').as('state'),
                eb.val(0).as('attempts'),
              ])
              .where('id', 'in', mailable(trx)),
          )
          .execute();
        return true;
      });
    },

    async snapshot(id: number): Promise<NewsletterSnapshot | undefined> {
      return db
        .selectFrom('newsletter_snapshots')
        .select(['subject', 'html', 'text'])
        .where('newsletter_id', '=', id)
        .executeTakeFirst();
    },

    /** The email frozen in each other language (decision 091), by its tag. */
    async localizedSnapshots(id: number): Promise<Map<string, NewsletterSnapshot>> {
      const rows = await db
        .selectFrom('newsletter_snapshot_locales')
        .select(['locale', 'subject', 'html', 'text'])
        .where('newsletter_id', '=', id)
        .execute();
      return new Map(rows.map(({ locale, ...snapshot }) => [locale, snapshot]));
    },

    /** Mails handed to the outbox after `since`, of every newsletter (NEWSLETTER_RATE counts them together). */
    async handedSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('newsletter_deliveries')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('handed_at', '>', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Queued deliveries whose address unsubscribed or started bouncing since the send began: skipped. */
    async skipUnmailable(newsletterId: number): Promise<void> {
      await db
        .updateTable('newsletter_deliveries')
        .set({ state: 'skipped' })
        .where('newsletter_id', '=', newsletterId)
        .where('state', '=', 'queued')
        .where('handed_at', 'is', null)
        .where('entry_id', 'not in', mailable(db))
        .execute();
    },

    async nextQueued(newsletterId: number, limit: number): Promise<QueuedDelivery[]> {
      const rows = await db
        .selectFrom('newsletter_deliveries as d')
        .innerJoin('mailing_list_entries as e', 'e.id', 'd.entry_id')
        .select(['d.id', 'd.entry_id', 'd.address', 'e.unsubscribe_token', 'e.locale'])
        .where('d.newsletter_id', '=', newsletterId)
        .where('d.state', '=', 'queued')
        .where('d.handed_at', 'is', null)
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        entryId: Number(r.entry_id),
        address: r.address,
        unsubscribeToken: r.unsubscribe_token,
        locale: r.locale,
      }));
    },

    /**
     * Hands deliveries to the outbox: each one's outbox row and its handed_at commit together,
     * and only a delivery still queued and not handed is taken (of several processes, one).
     * Returns how many were handed.
     */
    async hand(mails: Array<{ deliveryId: number; message: OutboxMessage }>, now: string): Promise<number> {
      if (mails.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable('newsletter_deliveries')
          .set({ handed_at: now })
          .where(
            'id',
            'in',
            mails.map((m) => m.deliveryId),
          )
          .where('state', '=', 'queued')
          .where('handed_at', 'is', null)
          .returning('id')
          .execute();
        const ids = new Set(taken.map((r) => Number(r.id)));
        for (const mail of mails) {
          if (!ids.has(mail.deliveryId)) continue;
          const outboxId = await outbox.insertOne(mail.message, now, trx);
          await trx
            .updateTable('newsletter_deliveries')
            .set({ outbox_id: outboxId })
            .where('id', '=', mail.deliveryId)
            .execute();
        }
        return ids.size;
      });
    },

    /** Newsletters with no queued delivery left: sent. Answers how many became so. */
    async finishDone(now: string): Promise<number> {
      const rows = await db
        .updateTable('newsletters')
        .set({ state: 'sent', updated_at: now })
        .where('state', '=', 'sending')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('newsletter_deliveries as d')
                .select('d.id')
                .whereRef('d.newsletter_id', '=', 'newsletters.id')
                .where('d.state', '=', 'queued'),
            ),
          ),
        )
        .returning('id')
        .execute();
      return rows.length;
    },

    /** The outbox sent a newsletter mail (in the outbox's own transaction): the delivery is sent, the address no longer bouncing. */
    async markSent(outboxId: number, now: string, trx: Db): Promise<void> {
      const row = await trx
        .updateTable('newsletter_deliveries')
        .set((eb) => ({ state: 'sent', sent_at: now, attempts: eb('attempts', '+', 1) }))
        .where('outbox_id', '=', outboxId)
        .where('state', '=', 'queued')
        .returning('entry_id')
        .executeTakeFirst();
      if (!row) return;
      await trx
        .updateTable('mailing_list_entries')
        .set({ bounce_count: 0 })
        .where('id', '=', row.entry_id)
        .where('bounce_count', '>', 0)
        .execute();
    },

    /**
     * A failed attempt (in the outbox's transaction): recorded on the delivery (failed when no
     * retry follows); a permanent one counts against the address, which is bouncing at `limit`.
     */
    async markFailed(outboxId: number, failure: OutboxFailure, limit: number, trx: Db): Promise<void> {
      const row = await trx
        .updateTable('newsletter_deliveries')
        .set({
          attempts: failure.attempts,
          last_error: failure.error.slice(0, 1000),
          ...(failure.final ? { state: 'failed' as const } : {}),
        })
        .where('outbox_id', '=', outboxId)
        .where('state', '=', 'queued')
        .returning('entry_id')
        .executeTakeFirst();
      if (!row || !failure.permanent) return;
      await trx
        .updateTable('mailing_list_entries')
        .set((eb) => ({ bounce_count: eb('bounce_count', '+', 1), last_bounce: failure.error.slice(0, 1000) }))
        .where('id', '=', row.entry_id)
        .execute();
      await trx
        .updateTable('mailing_list_entries')
        .set({ bouncing_at: failure.now })
        .where('id', '=', row.entry_id)
        .where('bounce_count', '>=', limit)
        .where('bouncing_at', 'is', null)
        .execute();
    },

    /**
     * The entry with this token unsubscribed: its deliveries forget the address, those still
     * queued are skipped, and their mails waiting in the outbox (not being sent this instant) go.
     */
    async forgetUnsubscribed(token: string, now: string): Promise<void> {
      const entries = db
        .selectFrom('mailing_list_entries')
        .select('id')
        .where('unsubscribe_token', '=', token)
        .where('status', '=', UNSUBSCRIBED);
      await db.transaction().execute(async (trx) => {
        const skipped = await trx
          .updateTable('newsletter_deliveries')
          .set({ state: 'skipped' })
          .where('state', '=', 'queued')
          .where('entry_id', 'in', entries)
          .returning('outbox_id')
          .execute();
        const outboxIds = skipped.map((r) => r.outbox_id).filter((id): id is number => id !== null);
        if (outboxIds.length) await outbox.dropPending(outboxIds.map(Number), now, trx);
        await trx.updateTable('newsletter_deliveries').set({ address: '' }).where('entry_id', 'in', entries).execute();
      });
    },

    async report(newsletterId: number, sentAt: string | null): Promise<NewsletterReportCounts> {
      const states = await db
        .selectFrom('newsletter_deliveries')
        .select(['state', (eb) => eb.fn.countAll().as('n')])
        .where('newsletter_id', '=', newsletterId)
        .groupBy('state')
        .execute();
      const count = (state: DeliveryState) => Number(states.find((s) => s.state === state)?.n ?? 0);
      const joined = () =>
        db
          .selectFrom('newsletter_deliveries as d')
          .innerJoin('mailing_list_entries as e', 'e.id', 'd.entry_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('d.newsletter_id', '=', newsletterId);
      const bouncing = await joined().where('e.bouncing_at', 'is not', null).executeTakeFirst();
      const unsubscribed =
        sentAt === null
          ? undefined
          : await joined()
              .where('d.state', '=', 'sent')
              .where('e.status', '=', UNSUBSCRIBED)
              .where('e.unsubscribed_at', '>=', sentAt)
              .executeTakeFirst();
      const recipients = states.reduce((sum, s) => sum + Number(s.n), 0);
      return {
        recipients,
        queued: count('queued'),
        sent: count('sent'),
        failed: count('failed'),
        skipped: count('skipped'),
        bouncing: Number(bouncing?.n ?? 0),
        unsubscribed: Number(unsubscribed?.n ?? 0),
      };
    },
  };
}
