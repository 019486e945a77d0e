import type { Db } from '../../db/database.ts';

/** The inbox tables that keep a new/read state (decision 013). */
export type InboxTable = 'requested_appointments' | 'contact_messages';

/** All SQL of the inboxes' read state. Deleted rows (status 2) count as gone. */
export function createReadStateRepository(db: Db) {
  return {
    async unreadCount(table: InboxTable): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('read_at', 'is', null)
        .where('status', '!=', 2)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Sets read_at unless already set (the first reading's time is kept); the row after, if not deleted. */
    async markRead(
      table: InboxTable,
      id: number,
      now: string,
    ): Promise<{ id: number; read_at: string | null } | undefined> {
      await db.updateTable(table).set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
      return db
        .selectFrom(table)
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('status', '!=', 2)
        .executeTakeFirst();
    },
  };
}
