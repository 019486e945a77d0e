import type { Status } from '@atrium/contract/enums';
import { MailingListStatus } from '@atrium/contract/submissions';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { createOutboxRepository, type OutboxMessage } from '../../foundations/mail/outbox.repository.ts';

/** A mailing list's unsubscribed status (decision 086), beyond the 0, 1 and 2 the kit's table type knows. */
export const UNSUBSCRIBED = MailingListStatus.Unsubscribed as number as Status;

/** `locale`: the visitor's language (decision 091). */
export type NewAppointment = {
  name: string;
  email: string;
  phone_number: string;
  reason: string;
  locale?: string | null;
};
export type NewContactMessage = {
  name: string;
  email: string;
  phone: string;
  organization: string;
  industry_id: number;
  purpose: string;
  message: string;
  locale?: string | null;
};
export type NewMailingListEntry = {
  email: string;
  email_key: string;
  confirm_token_hash: string;
  unsubscribe_token: string;
  consent_address: string;
  consent_text: string;
  locale?: string | null;
};

/** Rows an export reads per query: a whole list is never held in memory at once. */
const EXPORT_BATCH = 500;

/**
 * All SQL of the public submissions: each one is stored with the mails it causes in one
 * transaction (the outbox sends them after the commit), so a submission is never lost to a
 * mail server and a mail never tells of a submission that was not stored.
 */
export function createSubmissionsRepository(db: Db) {
  const outbox = createOutboxRepository(db);

  /** Content columns of a new row: arrival order as position (the spec sorts contact messages by it). */
  async function newRow(
    trx: Db,
    table: 'requested_appointments' | 'contact_messages' | 'mailing_list_entries',
    now: string,
  ) {
    const last = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.max('position').as('max'))
      .executeTakeFirst();
    return { position: Number(last?.max ?? 0) + 1, created_at: now, updated_at: now };
  }

  /** Rows of a table by id, a batch at a time. */
  async function* byId<R extends { id: number }>(page: (afterId: number, limit: number) => Promise<R[]>) {
    let after = 0;
    for (;;) {
      const rows = await page(after, EXPORT_BATCH);
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  return {
    /** The organisation's phone rewritten in E.164 (decision 084), through the transaction that saved the details. */
    async storeDetailsPhone(id: number, phone: string) {
      return db
        .updateTable('contact_us_details')
        .set({ phone })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async firstAdminEmail(): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('email').orderBy('id').limit(1).executeTakeFirst();
      return row?.email;
    },

    /** The industry's name when it exists and is published; undefined otherwise. */
    async publishedIndustryName(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('industries')
        .select('name')
        .where('id', '=', id)
        .where('status', '=', 1)
        .executeTakeFirst();
      return row?.name;
    },

    async insertAppointment(
      values: NewAppointment,
      searchText: string,
      mails: OutboxMessage[],
      now: string,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('requested_appointments')
          .values({
            ...values,
            ...(await newRow(trx, 'requested_appointments', now)),
            status: 1,
            search_text: searchText,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await outbox.insert(mails, now, trx);
        return row.id;
      });
    },

    async insertContactMessage(
      values: NewContactMessage,
      searchText: string,
      mails: OutboxMessage[],
      now: string,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('contact_messages')
          .values({ ...values, ...(await newRow(trx, 'contact_messages', now)), status: 1, search_text: searchText })
          .returning('id')
          .executeTakeFirstOrThrow();
        await outbox.insert(mails, now, trx);
        return row.id;
      });
    },

    /** The entry holding this folded address (not unsubscribed). */
    async findEntry(emailKey: string) {
      return db
        .selectFrom('mailing_list_entries')
        .select(['id', 'status', 'unsubscribe_token', 'confirm_sent_at'])
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
    },

    /**
     * A signup's one write (decision 045): a new entry waiting for confirmation, or the existing
     * entry's last signup mail (and, while pending, its new link), with the mail in the same
     * transaction. Every case runs the same statements (the position read too, used only by a new
     * entry), so how long a signup takes tells nothing of the address's state. False when the
     * address got in first (a racing signup).
     */
    async writeSignup(
      signup:
        | { kind: 'new'; values: NewMailingListEntry; searchText: string }
        | { kind: 'existing'; id: number; confirmTokenHash?: string; locale?: string | null },
      mails: OutboxMessage[],
      now: string,
    ): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          const row = await newRow(trx, 'mailing_list_entries', now);
          if (signup.kind === 'new') {
            await trx
              .insertInto('mailing_list_entries')
              .values({
                ...signup.values,
                ...row,
                status: 0,
                search_text: signup.searchText,
                confirm_sent_at: row.created_at,
                consent_at: row.created_at,
              })
              .execute();
          } else {
            await trx
              .updateTable('mailing_list_entries')
              .set({
                confirm_sent_at: now,
                ...(signup.confirmTokenHash ? { confirm_token_hash: signup.confirmTokenHash, updated_at: now } : {}),
                // The language of the last signup: its mails and newsletters are in it (decision 091).
                ...(signup.locale ? { locale: signup.locale } : {}),
              })
              .where('id', '=', signup.id)
              .execute();
          }
          await outbox.insert(mails, now, trx);
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * The language recorded with the entry a mail's link names (decision 102): by its confirm
     * token's hash or its unsubscribe token; undefined when no entry has it, null for none.
     */
    async linkLocale(link: { confirmTokenHash: string } | { unsubscribeToken: string }) {
      const row = await db
        .selectFrom('mailing_list_entries')
        .select('locale')
        .where((eb) =>
          'confirmTokenHash' in link
            ? eb('confirm_token_hash', '=', link.confirmTokenHash)
            : eb('unsubscribe_token', '=', link.unsubscribeToken),
        )
        .executeTakeFirst();
      return row?.locale;
    },

    /**
     * Confirms the pending entry whose link was sent after `sentAfter`, in one statement: the
     * token is spent as it is used, so a link works once.
     */
    async confirm(tokenHash: string, sentAfter: string, address: string, now: string): Promise<boolean> {
      const row = await db
        .updateTable('mailing_list_entries')
        .set({ status: 1, confirm_token_hash: null, confirmed_at: now, confirmed_address: address, updated_at: now })
        .where('confirm_token_hash', '=', tokenHash)
        .where('status', '=', 0)
        .where('confirm_sent_at', '>', sentAfter)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Unsubscribes (decision 086): the entry stays on the list as unsubscribed, with its address,
     * so the administrator sees who left; the visitor's network addresses are erased, and the
     * folded address is freed, so a later signup starts a new entry. The row keeps the token (so
     * the link answers the same again), the consent's time and text, and when it ended. False
     * when no entry has this token.
     */
    async unsubscribe(token: string, now: string): Promise<boolean> {
      const erased = await db
        .updateTable('mailing_list_entries')
        .set({
          status: UNSUBSCRIBED,
          email_key: null,
          confirm_token_hash: null,
          consent_address: '',
          confirmed_address: null,
          unsubscribed_at: now,
          updated_at: now,
        })
        .where('unsubscribe_token', '=', token)
        .where('status', 'in', [MailingListStatus.Pending, MailingListStatus.Confirmed])
        .returning('id')
        .executeTakeFirst();
      if (erased) return true;
      const known = await db
        .selectFrom('mailing_list_entries')
        .select('id')
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      return known !== undefined;
    },

    confirmedEntries() {
      return byId((after, limit) =>
        db
          .selectFrom('mailing_list_entries')
          .select(['id', 'email', 'confirmed_at', 'consent_at', 'consent_address', 'consent_text', 'created_at'])
          .where('status', '=', 1)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      );
    },

    appointments() {
      return byId((after, limit) =>
        db
          .selectFrom('requested_appointments')
          .select(['id', 'created_at', 'name', 'email', 'phone_number', 'reason'])
          .where('status', '!=', 2)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      );
    },

    contactMessages() {
      return byId((after, limit) =>
        db
          .selectFrom('contact_messages as m')
          .leftJoin('industries as i', 'i.id', 'm.industry_id')
          .select([
            'm.id',
            'm.created_at',
            'm.name',
            'm.email',
            'm.phone',
            'm.organization',
            'i.name as industry',
            'm.purpose',
            'm.message',
          ])
          .where('m.status', '!=', 2)
          .where('m.id', '>', after)
          .orderBy('m.id')
          .limit(limit)
          .execute(),
      );
    },
  };
}
