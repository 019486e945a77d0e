import { getDraft, listDrafts, removeDraft, saveDraft } from '@atrium/contract/endpoints/drafts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '~/lib/api-client';
import { plainValues, type DraftRecord, type FormDraft } from './form-drafts';

/**
 * The server's copy of a form's draft (decision 086), beside this browser's (draft-store.ts):
 * it follows the user to another browser and flags the record on its list. It holds plain data
 * only; a chosen file stays in the browser that chose it. Every call answers quietly on failure
 * (offline, a draft too large for the server): the browser's copy still holds the work.
 */

const recordOf = (record: DraftRecord) => String(record ?? 'new');

/** Who hears that a screen's drafts changed: its list's flags. */
const listeners = new Set<(screen: string) => void>();
const changed = (screen: string) => listeners.forEach((listener) => listener(screen));

export async function readServerDraft<V>(screen: string, record: DraftRecord): Promise<FormDraft<V> | null> {
  try {
    const { data } = await call(getDraft, { params: { screen, record: recordOf(record) } });
    return data ? { values: data.values as V, savedAt: data.saved_at } : null;
  } catch {
    return null;
  }
}

/**
 * One record's writes and removals, one after another: a removal sent while a write is still on
 * its way could reach the server first, and the write would then leave the draft of a form
 * already saved behind it (seen on a loaded machine: the next add form offered it).
 */
const inFlight = new Map<string, Promise<void>>();
function inTurn(screen: string, record: DraftRecord, send: () => Promise<void>): Promise<void> {
  const key = `${screen}\n${recordOf(record)}`;
  const turn = (inFlight.get(key) ?? Promise.resolve()).then(send);
  inFlight.set(key, turn);
  void turn.then(() => {
    if (inFlight.get(key) === turn) inFlight.delete(key);
  });
  return turn;
}

export function writeServerDraft(screen: string, record: DraftRecord, values: unknown): Promise<void> {
  return inTurn(screen, record, async () => {
    try {
      await call(saveDraft, { params: { screen, record: recordOf(record) }, body: { values: plainValues(values) } });
      changed(screen);
    } catch {
      // Kept in this browser all the same.
    }
  });
}

export function removeServerDraft(screen: string, record: DraftRecord): Promise<void> {
  return inTurn(screen, record, async () => {
    try {
      await call(removeDraft, { params: { screen, record: recordOf(record) } });
      changed(screen);
    } catch {
      // Removed here; the server's copy goes when it is older than the record, or after 30 days.
    }
  });
}

/**
 * The records of a screen with an unsaved draft of the signed-in user's, and when each was
 * kept (the list kit flags those kept after the record was last saved). Read again whenever a
 * form of the screen keeps or removes one.
 */
export function useDraftFlags(screen: string, { enabled }: { enabled: boolean }): Map<string, string> {
  const query = useQuery({
    enabled,
    queryKey: ['drafts', screen],
    queryFn: async ({ signal }) => (await call(listDrafts, { params: { screen } }, { signal })).data,
  });
  const { refetch } = query;
  useEffect(() => {
    const listener = (which: string) => {
      if (which === screen) void refetch();
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [screen, refetch]);
  return new Map((query.data ?? []).map((draft) => [draft.record, draft.saved_at]));
}
