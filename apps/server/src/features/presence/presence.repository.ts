import type { PresenceBody } from '@atrium/contract/versions';
import type { Db } from '../../db/database.ts';

/** The open edit forms (decision 083): one row per form, keyed by record and the form's own id. */
export function createPresenceRepository(db: Db) {
  return {
    /** Forgets the forms that stopped beating before `before`. */
    async sweep(before: string): Promise<void> {
      await db.deleteFrom('record_presence').where('seen_at', '<', before).execute();
    },

    /** Renews the form's row (made on its first beat). */
    async beat(body: PresenceBody, userId: number, at: string): Promise<void> {
      await db
        .insertInto('record_presence')
        .values({
          resource: body.resource,
          record_id: body.id,
          editor: body.editor,
          user_id: userId,
          locale: body.locale ?? null,
          opened_at: at,
          seen_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['resource', 'record_id', 'editor']).doUpdateSet({ seen_at: at, user_id: userId }),
        )
        .execute();
    },

    /** The record's other forms that beat since `since`, first opened first. */
    others(body: PresenceBody, since: string) {
      return db
        .selectFrom('record_presence')
        .select(['user_id', 'opened_at', 'locale'])
        .where('resource', '=', body.resource)
        .where('record_id', '=', body.id)
        .where('editor', '!=', body.editor)
        .where('seen_at', '>=', since)
        .orderBy('opened_at')
        .execute();
    },

    /** Only one's own form: an editor id alone cannot end another user's presence. */
    async leave(body: PresenceBody, userId: number): Promise<void> {
      await db
        .deleteFrom('record_presence')
        .where('resource', '=', body.resource)
        .where('record_id', '=', body.id)
        .where('editor', '=', body.editor)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
