import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '~/lib/session';
import { readDraft, removeDraft, writeDraft } from './draft-store';
import { DRAFT_DEBOUNCE_MS, draftKey, draftVerdict, newerDraft } from './form-drafts';
import { readServerDraft, removeServerDraft, writeServerDraft } from './server-drafts';
import type { FormScopeValue } from './unsaved-changes';

/** A draft found when the form opened, waiting for Restore or Discard. */
export type DraftOffer<V> = {
  values: V;
  /** When the draft was typed, and when the record was last saved (null for a new one). */
  draftSavedAt: string;
  recordSavedAt: string | null;
};

/**
 * A form's autosave (decision 027): while the values differ from the start, they are written
 * `DRAFT_DEBOUNCE_MS` after typing pauses (and at once by `flush`, on Leave and pagehide), keyed
 * per user, screen and record, in this browser and on the server (decision 086: the server's
 * copy, without files, follows the user to another browser). On opening, the newer of the two
 * (this browser's when they hold the same data: it has the files) is offered when it is newer
 * than the record and different from it; a stale one is removed quietly. Without a scope's
 * `draft` (the password forms, a form outside the kit) nothing is stored.
 */
export function useFormDraft<V>(scope: FormScopeValue | null, values: V, start: V, dirty: boolean) {
  const user = useCurrentUser();
  const target = scope?.draft;
  const key = target && user ? draftKey(user.id, target.screen, target.record) : null;
  const screen = target?.screen;
  const record = target?.record ?? null;
  const recordSavedAt = target?.recordSavedAt ?? null;
  const [offer, setOffer] = useState<DraftOffer<V> | null>(null);

  const latest = useRef({ values, dirty, key, screen, record });
  latest.current = { values, dirty, key, screen, record };
  // Nothing is written once the form is saved or cancelled, until it is changed again.
  const stopped = useRef(false);
  const wrote = useRef(false);

  const write = useCallback(() => {
    const { values: current, dirty: changed, key: at, screen: on, record: of } = latest.current;
    if (!at || !changed || stopped.current) return;
    wrote.current = true;
    void writeDraft<V>(at, { values: current, savedAt: new Date().toISOString() });
    if (on) void writeServerDraft(on, of, current);
  }, []);

  /** Both copies go (saved, discarded, stale, or back to the start). */
  const remove = useCallback((at: string) => {
    void removeDraft(at);
    const { screen: on, record: of } = latest.current;
    if (on) void removeServerDraft(on, of);
  }, []);

  // On opening: is there a draft to offer?
  const startRef = useRef(start);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all([readDraft<V>(key), screen ? readServerDraft<V>(screen, record) : null]).then(([local, kept]) => {
      const draft = newerDraft(local, kept);
      if (!live || !draft) return;
      if (draftVerdict(draft, recordSavedAt, startRef.current) === 'drop') remove(key);
      // Another browser's draft has no files: the form's own stay where the draft says nothing.
      else setOffer({ values: draft.values, draftSavedAt: draft.savedAt, recordSavedAt });
    });
    return () => {
      live = false;
    };
  }, [key, screen, record, recordSavedAt, remove]);

  // While changed: write after a pause. Back to the start: the draft says nothing, remove it.
  useEffect(() => {
    if (!key) return;
    if (!dirty) {
      if (wrote.current) {
        wrote.current = false;
        remove(key);
      }
      return;
    }
    stopped.current = false;
    const timer = window.setTimeout(write, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty, write]);

  /** The form is saved, cancelled or discarded: its draft goes. */
  const drop = useCallback(() => {
    stopped.current = true;
    wrote.current = false;
    setOffer(null);
    if (latest.current.key) remove(latest.current.key);
  }, [remove]);

  const clearOffer = useCallback(() => setOffer(null), []);
  return { offer, clearOffer, flush: write, drop };
}
