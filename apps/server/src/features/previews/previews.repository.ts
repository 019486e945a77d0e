import { CategoryType } from '@atrium/contract/categories';
import { Status } from '@atrium/contract/enums';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Previews } from '../../db/tables.generated.ts';

export type PreviewRow = Selectable<Previews>;

/** All SQL on previews. Only a token's sha256 is stored, never the token. */
export function createPreviewsRepository(db: Db) {
  return {
    async insert(row: Omit<PreviewRow, 'id' | 'revoked_at'>): Promise<PreviewRow> {
      return db
        .insertInto('previews')
        .values({ ...row, revoked_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The open preview (unrevoked, unexpired at `now`) with this token. */
    async open(tokenHash: string, now: string): Promise<PreviewRow | undefined> {
      return db
        .selectFrom('previews')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** A record's open links, newest first. */
    async openLinks(type: string, recordKey: string, now: string): Promise<PreviewRow[]> {
      return db
        .selectFrom('previews')
        .selectAll()
        .where('kind', '=', 'link')
        .where('type', '=', type)
        .where('record_key', '=', recordKey)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },

    /** Revokes an open link: what it showed (its type and record), or undefined when there is none with this id. */
    async revoke(id: number, now: string): Promise<Pick<PreviewRow, 'type' | 'record_key'> | undefined> {
      return db
        .updateTable('previews')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('kind', '=', 'link')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['type', 'record_key'])
        .executeTakeFirst();
    },

    /** The active learn categories among these ids, in the order asked (what a visitor would see). */
    async learnCategories(ids: number[]): Promise<Array<{ id: number; name: string }>> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .where('status', '=', Status.Published)
        .where('category_type', '=', CategoryType.Learn)
        .execute();
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },

    /** Drops what can never open again: expired rows (their payloads with them). */
    async sweep(now: string): Promise<void> {
      await db.deleteFrom('previews').where('expires_at', '<=', now).execute();
    },
  };
}
