import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Passkeys } from '../../db/tables.generated.ts';

export type PasskeyRow = Selectable<Passkeys>;

/** Decision 036: the passkeys table and the WebAuthn challenges. */
export function createPasskeysRepository(db: Db) {
  return {
    listOf(userId: number): Promise<PasskeyRow[]> {
      return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id', 'asc').execute();
    },

    getByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
    },

    insert(values: Omit<PasskeyRow, 'id' | 'last_used_at' | 'counter'> & { counter: number }): Promise<PasskeyRow> {
      return db
        .insertInto('passkeys')
        .values({ ...values, last_used_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    rename(userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
      return db
        .updateTable('passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    remove(userId: number, id: number): Promise<PasskeyRow | undefined> {
      return db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    async used(id: number, counter: number, at: string): Promise<void> {
      await db.updateTable('passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
    },

    /** Keeps a ceremony's challenge; expired ones are cleared on the way. */
    async saveChallenge(challenge: string, purpose: string, userId: number | null, expiresAt: string, now: string) {
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
      await db
        .insertInto('webauthn_challenges')
        .values({ challenge, purpose, user_id: userId, expires_at: expiresAt })
        .execute();
    },

    /** Takes a challenge (one DELETE: it works once) when it is open, of this purpose (and user). */
    async takeChallenge(challenge: string, purpose: string, userId: number | null, now: string): Promise<boolean> {
      let query = db
        .deleteFrom('webauthn_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now);
      query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
