import { DraftMessages, MAX_DRAFT_BYTES, type DraftSummary, type ServerDraft } from '@atrium/contract/drafts';
import type { Db } from '../../db/database.ts';
import { PayloadTooLargeError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { createDraftsRepository, type DraftKey } from './drafts.repository.ts';

export type DraftsServiceDeps = { db: Db; clock: Clock };

/** Decision 027's limit: a draft nobody came back to in 30 days is let go. */
const DRAFT_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The signed-in user's form drafts (decision 086). The time kept is the server's, so the form
 * compares it with a record's `updated_at` on one clock; old drafts go when a new one is kept.
 */
export function createDraftsService({ db, clock }: DraftsServiceDeps) {
  const repo = createDraftsRepository(db);
  return {
    list(userId: number, screen: string): Promise<DraftSummary[]> {
      return repo.list(userId, screen);
    },

    async get(key: DraftKey): Promise<ServerDraft | null> {
      const row = await repo.get(key);
      return row
        ? { record: row.record, values: JSON.parse(row.form_values) as ServerDraft['values'], saved_at: row.saved_at }
        : null;
    },

    async save(key: DraftKey, values: ServerDraft['values']): Promise<ServerDraft> {
      const json = JSON.stringify(values);
      if (Buffer.byteLength(json) > MAX_DRAFT_BYTES) throw new PayloadTooLargeError(DraftMessages.tooLarge);
      const now = clock.now();
      await repo.removeOlderThan(new Date(now.getTime() - DRAFT_DAYS * DAY_MS).toISOString());
      const savedAt = now.toISOString();
      await repo.put(key, json, savedAt);
      return { record: key.record, values, saved_at: savedAt };
    },

    remove(key: DraftKey): Promise<void> {
      return repo.remove(key);
    },
  };
}
