import type { PresenceBody } from '@atrium/contract/versions';
import type { Db } from '../../db/database.ts';
import { sessionOpen } from '../../foundations/auth/refresh-tokens.repository.ts';

/** Who beats: the user, and the session (refresh family) their token names, if it names one. */
export type PresenceBeater = { userId: number; sessionId: string | undefined };

/** The open edit forms (decision 083): one row per form, keyed by record and the form's own id. */
export function createPresenceRepository(db: Db) {
  return {
    /** Forgets the forms that stopped beating before `before`. */
    async sweep(before: string): Promise<void> {
      await db.deleteFrom('record_presence').where('seen_at', '<', before).execute();
    },

    /**
     * Renews the form's row (made on its first beat), under the session it beats in now: a form
     * kept open through a new sign-in (the session dialog) moves to the new session.
     */
    async beat(body: PresenceBody, { userId, sessionId }: PresenceBeater, at: string): Promise<void> {
      await db
        .insertInto('record_presence')
        .values({
          resource: body.resource,
          record_id: body.id,
          editor: body.editor,
          user_id: userId,
          session_id: sessionId ?? null,
          locale: body.locale ?? null,
          opened_at: at,
          seen_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['resource', 'record_id', 'editor'])
            .doUpdateSet({ seen_at: at, user_id: userId, session_id: sessionId ?? null }),
        )
        .execute();
    },

    /**
     * The record's other forms that beat since `since` in a session still open (decision 107: a
     * form of a session that signed out or was ended counts no more, though its row waits for the
     * sweep), first opened first.
     */
    others(body: PresenceBody, since: string) {
      return db
        .selectFrom('record_presence')
        .select(['user_id', 'opened_at', 'locale'])
        .where('resource', '=', body.resource)
        .where('record_id', '=', body.id)
        .where('editor', '!=', body.editor)
        .where('seen_at', '>=', since)
        .where((eb) =>
          eb.or([
            eb('session_id', 'is', null),
            sessionOpen(eb.ref('record_presence.session_id').$notNull(), eb.ref('record_presence.user_id')),
          ]),
        )
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
