import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '~/lib/session';
import { readDraft, removeDraft, writeDraft } from './draft-store';
import { DRAFT_DEBOUNCE_MS, draftKey, draftVerdict, type FormDraft } from './form-drafts';
import type { FormScopeValue } from './unsaved-changes';

/** A draft found when the form opened, waiting for Restore or Discard. */
export type DraftOffer<V> = {
  values: V;
  /** When the draft was typed, and when the record was last saved (null for a new one). */
  draftSavedAt: string;
  recordSavedAt: string | null;
};

/**
 * A form's local autosave (decision 027): while the values differ from the start, they are
 * written `DRAFT_DEBOUNCE_MS` after typing pauses (and at once by `flush`, on Leave and
 * pagehide), keyed per user, screen and record. On opening, a draft newer than the record and
 * different from it is offered; a stale one is removed quietly. Without a scope's `draft` (the
 * password forms, a form outside the kit) nothing is stored.
 */
export function useFormDraft<V>(scope: FormScopeValue | null, values: V, start: V, dirty: boolean) {
  const user = useCurrentUser();
  const target = scope?.draft;
  const key = target && user ? draftKey(user.id, target.screen, target.record) : null;
  const recordSavedAt = target?.recordSavedAt ?? null;
  const [offer, setOffer] = useState<DraftOffer<V> | null>(null);

  const latest = useRef({ values, dirty, key });
  latest.current = { values, dirty, key };
  // Nothing is written once the form is saved or cancelled, until it is changed again.
  const stopped = useRef(false);
  const wrote = useRef(false);

  const write = useCallback(() => {
    const { values: current, dirty: changed, key: at } = latest.current;
    if (!at || !changed || stopped.current) return;
    wrote.current = true;
    void writeDraft<V>(at, { values: current, savedAt: new Date().toISOString() });
  }, []);

  // On opening: is there a draft to offer?
  const startRef = useRef(start);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void readDraft<V>(key).then((draft: FormDraft<V> | null) => {
      if (!live || !draft) return;
      if (draftVerdict(draft, recordSavedAt, startRef.current) === 'drop') void removeDraft(key);
      else setOffer({ values: draft.values, draftSavedAt: draft.savedAt, recordSavedAt });
    });
    return () => {
      live = false;
    };
  }, [key, recordSavedAt]);

  // While changed: write after a pause. Back to the start: the draft says nothing, remove it.
  useEffect(() => {
    if (!key) return;
    if (!dirty) {
      if (wrote.current) {
        wrote.current = false;
        void removeDraft(key);
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
    if (latest.current.key) void removeDraft(latest.current.key);
  }, []);

  const clearOffer = useCallback(() => setOffer(null), []);
  return { offer, clearOffer, flush: write, drop };
}
