import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/dialect.ts';
import type { Revisions } from '../../db/tables.generated.ts';

export type RevisionRow = Selectable<Revisions> & { author_name: string | null };

/** All SQL on revisions and revision_media (decision 033). */
export function createRevisionsRepository(db: Db) {
  const withAuthor = () =>
    db
      .selectFrom('revisions')
      .leftJoin('users', 'users.id', 'revisions.user_id')
      .selectAll('revisions')
      .select(['users.first_name', 'users.last_name', 'users.username', 'users.email']);
  type Joined = Selectable<Revisions> & {
    first_name: string | null;
    last_name: string | null;
    username: string | null;
    email: string | null;
  };
  /** Deletes these revisions with their media rows; answers the paths they held. */
  async function drop(ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const media = await db.selectFrom('revision_media').select('path').where('revision_id', 'in', ids).execute();
    await db.deleteFrom('revision_media').where('revision_id', 'in', ids).execute();
    await db.deleteFrom('revisions').where('id', 'in', ids).execute();
    return [...new Set(media.map((m) => m.path))];
  }
  const named = (row: Joined): RevisionRow => ({
    id: Number(row.id),
    resource: row.resource,
    record_id: Number(row.record_id),
    created_at: row.created_at,
    user_id: row.user_id === null ? null : Number(row.user_id),
    data: row.data,
    changed: row.changed,
    locale: row.locale,
    author_name:
      row.email === null ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.username || row.email,
  });

  /** Null: the record's own columns; a code: that language's texts (decision 092). */
  const is = (locale: string | null | undefined) => (locale === null || locale === undefined ? 'is' : '=');

  return {
    /**
     * The newest revision of a record (inside the writing transaction); with `locale`, the newest of
     * that language's texts (null: of the record's own columns).
     */
    async newest(resource: string, recordId: number, locale?: string | null): Promise<{ data: string } | undefined> {
      return db
        .selectFrom('revisions')
        .select('data')
        .where('resource', '=', resource)
        .where('record_id', '=', recordId)
        .$if(locale !== undefined, (q) => q.where('locale', is(locale), locale ?? null))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insert(row: Omit<Insertable<Revisions>, 'id'>, paths: string[]): Promise<number> {
      const { id } = await db.insertInto('revisions').values(row).returning('id').executeTakeFirstOrThrow();
      const revisionId = Number(id);
      if (paths.length) {
        await db
          .insertInto('revision_media')
          .values([...new Set(paths)].map((path) => ({ revision_id: revisionId, path })))
          .execute();
      }
      return revisionId;
    },

    /**
     * Deletes all but the newest `keep` revisions of a record, with their media rows; answers the
     * media paths the deleted ones pointed at.
     */
    async prune(resource: string, recordId: number, keep: number): Promise<string[]> {
      const old = await db
        .selectFrom('revisions')
        .select('id')
        .where('resource', '=', resource)
        .where('record_id', '=', recordId)
        .orderBy('id', 'desc')
        .offset(keep)
        .limit(1_000_000)
        .execute();
      return drop(old.map((r) => Number(r.id)));
    },

    /** Deletes every revision of these records, with their media rows; answers the paths they held. */
    async removeAll(resource: string, recordIds: number[]): Promise<string[]> {
      if (recordIds.length === 0) return [];
      const rows = await db
        .selectFrom('revisions')
        .select('id')
        .where('resource', '=', resource)
        .where('record_id', 'in', recordIds)
        .execute();
      return drop(rows.map((r) => Number(r.id)));
    },

    async count(resource: string, recordId: number, locale?: string | null): Promise<number> {
      const row = await db
        .selectFrom('revisions')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('resource', '=', resource)
        .where('record_id', '=', recordId)
        .$if(locale !== undefined, (q) => q.where('locale', is(locale), locale ?? null))
        .executeTakeFirst();
      return toCount(row?.count);
    },

    /** A page of a record's revisions, newest first, with the author's name; with `locale`, of that language's only. */
    async list(
      resource: string,
      recordId: number,
      page: { limit: number; skip: number },
      locale?: string | null,
    ): Promise<RevisionRow[]> {
      const rows = await withAuthor()
        .where('revisions.resource', '=', resource)
        .where('revisions.record_id', '=', recordId)
        .$if(locale !== undefined, (q) => q.where('revisions.locale', is(locale), locale ?? null))
        .orderBy('revisions.id', 'desc')
        .limit(page.limit)
        .offset(page.skip)
        .execute();
      return rows.map(named);
    },

    /** The id of the record's oldest revision (the one whose summary says it was first saved). */
    async oldestId(resource: string, recordId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('revisions')
        .select('id')
        .where('resource', '=', resource)
        .where('record_id', '=', recordId)
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    async get(resource: string, recordId: number, revisionId: number): Promise<RevisionRow | undefined> {
      const row = await withAuthor()
        .where('revisions.id', '=', revisionId)
        .where('revisions.resource', '=', resource)
        .where('revisions.record_id', '=', recordId)
        .executeTakeFirst();
      return row ? named(row) : undefined;
    },

    /** Which of `paths` some revision still points at. */
    async referenced(paths: string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const rows = await db
        .selectFrom('revision_media')
        .select('path')
        .distinct()
        .where('path', 'in', [...new Set(paths)])
        .execute();
      return new Set(rows.map((r) => r.path));
    },
  };
}
