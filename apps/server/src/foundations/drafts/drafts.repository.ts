import type { Db } from '../../db/database.ts';

export type DraftKey = { userId: number; screen: string; record: string };

/** All SQL on form_drafts (decision 086): a user's drafts, one per screen and record. */
export function createDraftsRepository(db: Db) {
  return {
    list(userId: number, screen: string): Promise<Array<{ record: string; saved_at: string }>> {
      return db
        .selectFrom('form_drafts')
        .select(['record', 'saved_at'])
        .where('user_id', '=', userId)
        .where('screen', '=', screen)
        .orderBy('record')
        .execute();
    },

    get({ userId, screen, record }: DraftKey) {
      return db
        .selectFrom('form_drafts')
        .select(['record', 'form_values', 'saved_at'])
        .where('user_id', '=', userId)
        .where('screen', '=', screen)
        .where('record', '=', record)
        .executeTakeFirst();
    },

    /** Keeps the draft, replacing the one kept for the same key, in one statement. */
    async put({ userId, screen, record }: DraftKey, formValues: string, savedAt: string): Promise<void> {
      await db
        .insertInto('form_drafts')
        .values({ user_id: userId, screen, record, form_values: formValues, saved_at: savedAt })
        .onConflict((oc) =>
          oc.columns(['user_id', 'screen', 'record']).doUpdateSet({ form_values: formValues, saved_at: savedAt }),
        )
        .execute();
    },

    async remove({ userId, screen, record }: DraftKey): Promise<void> {
      await db
        .deleteFrom('form_drafts')
        .where('user_id', '=', userId)
        .where('screen', '=', screen)
        .where('record', '=', record)
        .execute();
    },

    /** Drafts kept before `before`, whoever typed them. */
    async removeOlderThan(before: string): Promise<void> {
      await db.deleteFrom('form_drafts').where('saved_at', '<', before).execute();
    },
  };
}
