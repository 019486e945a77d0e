import type { MigrationDb } from './helpers/v2.ts';

const TABLE = 'mailing_list_entries';

/**
 * Decision 086: an unsubscribed address stays on the Mailing Lists screen, marked so. Its status
 * moves from 2, which the list kit reads as "deleted" everywhere, to 3, which the kit lists and
 * counts like any kept record; `content_counts` gets the new status's row and both are counted
 * afresh. The addresses unsubscribed before were erased then and stay so.
 */
export async function up(db: MigrationDb): Promise<void> {
  await moveStatus(db, 2, 3);
}

export async function down(db: MigrationDb): Promise<void> {
  await moveStatus(db, 3, 2);
  await db.deleteFrom('content_counts').where('resource', '=', TABLE).where('status', '=', 3).execute();
}

async function moveStatus(db: MigrationDb, from: number, to: number): Promise<void> {
  await db.updateTable(TABLE).set({ status: to }).where('status', '=', from).execute();
  for (const status of [2, 3]) {
    const row = await db
      .selectFrom(TABLE)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', status)
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    await db
      .insertInto('content_counts')
      .values({ resource: TABLE, status, count })
      .onConflict((oc) => oc.columns(['resource', 'status']).doUpdateSet({ count }))
      .execute();
  }
}
