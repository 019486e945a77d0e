import type { AuditFilter } from '@atrium/contract/endpoints/audit';
import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/dialect.ts';
import type { Database as Tables } from '../../db/schema.ts';
import type { AuditLog } from '../../db/tables.generated.ts';

export type AuditRow = Selectable<AuditLog>;
export type NewAuditRow = Omit<Insertable<AuditLog>, 'id'>;

/** Rows read per query while an export is written. */
const EXPORT_BATCH = 500;

/** The first instant after the UTC day `day` (YYYY-MM-DD). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/**
 * All SQL on audit_log: insert, read, and delete by age. No update exists, and no delete but
 * the retention's.
 */
export function createAuditRepository(db: Db) {
  function filtered<O>(query: SelectQueryBuilder<Tables, 'audit_log', O>, filter: AuditFilter) {
    let q = query;
    if (filter.user !== undefined) q = q.where('user_id', '=', filter.user);
    if (filter.resource) q = q.where('resource', '=', filter.resource);
    if (filter.action) q = q.where('action', '=', filter.action);
    if (filter.from) q = q.where('at', '>=', `${filter.from}T00:00:00.000Z`);
    if (filter.to) q = q.where('at', '<', dayAfter(filter.to));
    return q;
  }

  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    list(filter: AuditFilter, page: { limit: number; skip: number }): Promise<AuditRow[]> {
      return filtered(db.selectFrom('audit_log').selectAll(), filter)
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.skip)
        .execute();
    },

    async count(filter: AuditFilter): Promise<number> {
      const row = await filtered(
        db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('count')),
        filter,
      ).executeTakeFirst();
      return toCount(row?.count);
    },

    /** Every matching row, newest first, read in batches as the caller consumes them. */
    async *all(filter: AuditFilter): AsyncGenerator<AuditRow> {
      // No bound at first: ids are 32-bit on PostgreSQL, so no "larger than any" number fits.
      let before: number | null = null;
      for (;;) {
        let query = filtered(db.selectFrom('audit_log').selectAll(), filter);
        if (before !== null) query = query.where('id', '<', before);
        const rows = await query.orderBy('id', 'desc').limit(EXPORT_BATCH).execute();
        yield* rows;
        if (rows.length < EXPORT_BATCH) return;
        before = rows[rows.length - 1]!.id;
      }
    },

    async people(): Promise<Array<{ id: number; email: string }>> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['user_id', (eb) => eb.fn.max('actor_email').as('email')])
        .where('user_id', 'is not', null)
        .groupBy('user_id')
        .execute();
      return rows.map((r) => ({ id: r.user_id!, email: r.email ?? '' })).sort((a, b) => a.email.localeCompare(b.email));
    },

    async resources(): Promise<string[]> {
      const rows = await db.selectFrom('audit_log').select('resource').distinct().orderBy('resource').execute();
      return rows.map((r) => r.resource);
    },

    /** Retention: the rows recorded before `cutoff` (ISO) go. */
    async deleteBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
