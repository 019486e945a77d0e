import type { ImportOutcome } from '@atrium/contract/imports';
import type { LearnType } from '@atrium/contract/learn';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/dialect.ts';
import { LearnTables } from '../learn/learn.tables.ts';
import type { ImportItems, ImportJobs, ImportKeys } from '../../db/tables.generated.ts';
import type { ImportItemRow, ImportJobRow } from './imports.tables.ts';

/** Rows inserted per statement when staging (well within either database's bound parameters). */
const INSERT_CHUNK = 100;

/** All SQL of the imports (decision 079). Times are ISO strings, compared as text. */
export function createImportsRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    async createJob(values: Insertable<ImportJobs>): Promise<ImportJobRow> {
      return db.insertInto('import_jobs').values(values).returningAll().executeTakeFirstOrThrow();
    },

    getJob: (id: number) => db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst(),

    listJobs: (limit: number) => db.selectFrom('import_jobs').selectAll().orderBy('id', 'desc').limit(limit).execute(),

    async updateJob(id: number, values: Updateable<ImportJobs>): Promise<void> {
      await db.updateTable('import_jobs').set(values).where('id', '=', id).execute();
    },

    /** Jobs waiting, or running under a lease that has passed (their process stopped): oldest first. */
    async claimable(now: string): Promise<number[]> {
      const rows = await db
        .selectFrom('import_jobs')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('id')
        .limit(5)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Takes the job for `until`, in one statement: of several processes, one gets it. */
    async claim(id: number, now: string, until: string): Promise<ImportJobRow | undefined> {
      return db
        .updateTable('import_jobs')
        .set({ locked_until: until, status: 'running', updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returningAll()
        .executeTakeFirst();
    },

    /** Whether any job waits or runs (the worker then looks again soon). */
    async busy(): Promise<boolean> {
      const row = await db
        .selectFrom('import_jobs')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    async clearItems(jobId: number): Promise<void> {
      await db.deleteFrom('import_items').where('job_id', '=', jobId).execute();
    },

    async insertItems(rows: Array<Insertable<ImportItems>>): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += INSERT_CHUNK)
          await trx
            .insertInto('import_items')
            .values(rows.slice(i, i + INSERT_CHUNK))
            .execute();
      });
    },

    /** The next items of these plans still without an outcome, in the file's order: where a job goes on. */
    nextItems: (jobId: number, plans: string[], limit: number) =>
      db
        .selectFrom('import_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('plan', 'in', plans)
        .where('outcome', 'is', null)
        .orderBy('seq')
        .limit(limit)
        .execute(),

    /** Items with an outcome, counted by plan and outcome. */
    async outcomeCounts(jobId: number): Promise<Array<{ plan: string; outcome: ImportOutcome | null; count: number }>> {
      const rows = await db
        .selectFrom('import_items')
        .select(['plan', 'outcome', db.fn.countAll().as('count')])
        .where('job_id', '=', jobId)
        .groupBy(['plan', 'outcome'])
        .execute();
      return rows.map((row) => ({ plan: row.plan, outcome: row.outcome, count: toCount(row.count) }));
    },

    attachmentById: (jobId: number, wpId: number) =>
      db
        .selectFrom('import_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('wp_id', '=', wpId)
        .where('plan', '=', 'attachment')
        .executeTakeFirst(),

    attachmentByKey: (jobId: number, matchKey: string) =>
      db
        .selectFrom('import_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('match_key', '=', matchKey)
        .where('plan', '=', 'attachment')
        .orderBy('seq')
        .executeTakeFirst(),

    async setOutcome(
      id: number,
      values: { outcome: ImportOutcome; reason?: string | null; address?: string | null },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .updateTable('import_items')
        .set({ outcome: values.outcome, reason: values.reason ?? null, address: values.address ?? null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The report's lines, in the file's order: what was not imported, skipped or failed, and what
     * was imported with a remark (a picture given for it, unpublished as it was protected).
     */
    report: (jobId: number, limit: number): Promise<ImportItemRow[]> =>
      db
        .selectFrom('import_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where((eb) =>
          eb.or([eb('outcome', 'in', ['skipped', 'failed', 'not-imported']), eb('reason', 'is not', null)]),
        )
        .orderBy('seq')
        .limit(limit)
        .execute(),

    async reportSize(jobId: number): Promise<number> {
      const row = await db
        .selectFrom('import_items')
        .select(db.fn.countAll().as('count'))
        .where('job_id', '=', jobId)
        .where((eb) =>
          eb.or([eb('outcome', 'in', ['skipped', 'failed', 'not-imported']), eb('reason', 'is not', null)]),
        )
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    /** The posts this job created after the item at `afterSeq`, in the file's order: their old addresses and new one. */
    createdPosts: (jobId: number, afterSeq: number, limit: number) =>
      db
        .selectFrom('import_items')
        .select(['seq', 'wp_id', 'link', 'address'])
        .where('job_id', '=', jobId)
        .where('plan', 'in', ['blog', 'article', 'video', 'podcast'])
        .where('outcome', '=', 'created')
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute(),

    /** What was imported before of these WordPress posts: by site and id, or by GUID. */
    async keysOf(
      site: string,
      wpType: 'post' | 'attachment',
      wpIds: number[],
      guids: string[],
    ): Promise<Array<Selectable<ImportKeys>>> {
      if (wpIds.length === 0 && guids.length === 0) return [];
      return db
        .selectFrom('import_keys')
        .selectAll()
        .where('wp_type', '=', wpType)
        .where((eb) =>
          eb.or([
            ...(wpIds.length ? [eb.and([eb('site', '=', site), eb('wp_id', 'in', wpIds)])] : []),
            ...(guids.length ? [eb('guid', 'in', guids)] : []),
          ]),
        )
        .execute();
    },

    async insertKey(values: Insertable<ImportKeys>, trx: Db = db): Promise<void> {
      await trx.insertInto('import_keys').values(values).execute();
    },

    /** Categories by folded name (name_key), of any group: a name is unique across them (decision 009). */
    categoriesByKey: (keys: string[]) =>
      keys.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('categories')
            .select(['id', 'name_key', 'category_type', 'status'])
            .where('name_key', 'in', keys)
            .execute(),

    /** A learn item's current slug. */
    async learnSlug(type: LearnType, id: number): Promise<string | null> {
      const row = await db.selectFrom(LearnTables[type]).select('slug').where('id', '=', id).executeTakeFirst();
      return row?.slug ?? null;
    },

    /** Finished dry runs still holding their files, finished before `before`. */
    staleDryRuns: (before: string) =>
      db
        .selectFrom('import_jobs')
        .select(['id', 'file_path', 'uploads_path'])
        .where('dry_run', '=', 1)
        .where('file_path', 'is not', null)
        .where('finished_at', '<', before)
        .execute(),
  };
}
