import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { createReadStateRepository, type InboxTable } from './read-state.repository.ts';

export type ReadStateServiceDeps = { db: Db; clock: Clock };

/** Which rows of an inbox no administrator has viewed yet (decision 013). */
export function createReadStateService({ db, clock }: ReadStateServiceDeps) {
  const repo = createReadStateRepository(db);
  return {
    unreadCount: (table: InboxTable) => repo.unreadCount(table),

    /** Marks a row read; `noun` words the 404 of a row that is unknown or deleted. */
    async markRead(table: InboxTable, id: number, noun: string): Promise<{ id: number; read_at: string }> {
      const row = await repo.markRead(table, id, clock.now().toISOString());
      if (!row?.read_at) throw new NotFoundError(`${noun} not found.`);
      return { id: row.id, read_at: row.read_at };
    },
  };
}
