import type { Kysely } from 'kysely';
import { nowIso, toCount } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { LearnType } from '@atrium/contract/learn';

type Db = Kysely<Database>;

/** The SQL of deleting a category: the category, who still uses it, and the soft delete. */
export function createCategoryRemovalRepository(db: Db) {
  return {
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    /** A category that is not deleted. */
    async find(trx: Db, id: number) {
      return trx
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('status', '!=', 2)
        .executeTakeFirst();
    },

    /** Individuals (not deleted) in the category. */
    async individualsUsing(trx: Db, id: number): Promise<number> {
      const row = await trx
        .selectFrom('individuals')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('category_id', '=', id)
        .where('status', '!=', 2)
        .executeTakeFirst();
      return toCount(row?.n);
    },

    /** Learn items (not deleted) tagged with the category, by content type. */
    async learnItemsUsing(trx: Db, id: number): Promise<Map<LearnType, number>> {
      const rows = await trx
        .selectFrom('learn_item_categories')
        .select((eb) => ['content_type', eb.fn.countAll().as('n')])
        .where('category_id', '=', id)
        .where('status', '!=', 2)
        .groupBy('content_type')
        .execute();
      return new Map(rows.map((row) => [row.content_type, toCount(row.n)]));
    },

    /** Status 2: hidden everywhere, recoverable, its name still taken. */
    async softDelete(trx: Db, id: number): Promise<void> {
      await trx.updateTable('categories').set({ status: 2, updated_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}
