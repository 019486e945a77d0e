import { UnsavedTexts } from '@atrium/contract/messages';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { createContext, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { pruneDrafts } from './draft-store';

/**
 * The back office's one unsaved-changes guard (decision 027). Every form (useKitForm)
 * registers here while mounted; the guard in the shell layout asks before a navigation, a
 * reload or closing the tab would drop a changed form, and screens ask with `confirmDiscard`
 * before they close a form themselves (opening another row, another dialog, another page of
 * the list).
 */
type Entry = {
  /** The form's place on its screen (e.g. a list's edit form); forms of no scope have 'page'. */
  slot: string;
  isDirty: () => boolean;
  /** Writes the form's draft now (before leaving, on pagehide). */
  flush: () => void;
  /** After a successful save: the form counts as unchanged and its draft is removed. */
  settle: () => void;
};

const entries = new Map<symbol, Entry>();

export function registerForm(entry: Entry): () => void {
  const id = Symbol(entry.slot);
  entries.set(id, entry);
  return () => void entries.delete(id);
}

function inSlots(entry: Entry, slots: readonly string[] | undefined) {
  return slots === undefined || slots.includes(entry.slot);
}

/** True when a form (of the given slots, or any) has changes that are not saved. */
export function hasUnsavedChanges(slots?: readonly string[]): boolean {
  return [...entries.values()].some((entry) => inSlots(entry, slots) && entry.isDirty());
}

/** Writes the drafts of changed forms now. */
export function flushDrafts(slots?: readonly string[]) {
  for (const entry of entries.values()) if (inSlots(entry, slots) && entry.isDirty()) entry.flush();
}

/** Marks the forms of these slots saved: no prompt for them, their drafts removed. */
export function settleForms(slots: readonly string[]) {
  for (const entry of entries.values()) if (inSlots(entry, slots)) entry.settle();
}

let asking: Promise<boolean> | null = null;

/**
 * Stay or Leave, when a form of these slots (or any) has unsaved changes; true at once when
 * none has. Leave writes the drafts first, so a mistaken Leave is not the end of the work.
 */
function confirmDiscard(slots?: readonly string[]): Promise<boolean> {
  if (!hasUnsavedChanges(slots)) return Promise.resolve(true);
  if (asking) return asking;
  asking = new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      asking = null;
      if (leave) flushDrafts(slots);
      resolve(leave);
    };
    modals.openConfirmModal({
      title: UnsavedTexts.title,
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text size="sm">{UnsavedTexts.message}</Text>,
      labels: { confirm: UnsavedTexts.leave, cancel: UnsavedTexts.stay },
      // Stay is the safe answer: it has the focus, so Enter keeps the work.
      cancelProps: { 'data-autofocus': true, 'data-action': 'stay' } as Record<string, unknown>,
      confirmProps: { color: 'red', 'data-action': 'leave' } as Record<string, unknown>,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
  return asking;
}

/** Runs `action` at once when nothing of these slots is changed, or after Leave. */
export function guarded(slots: readonly string[] | undefined, action: () => void) {
  if (!hasUnsavedChanges(slots)) return action();
  void confirmDiscard(slots).then((leave) => {
    if (leave) action();
  });
}

/** The sign-in screen: a session that ended goes there whatever is open (its drafts are kept). */
const SIGN_IN = '/admin/login';

const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) => {
  const sameAddress =
    currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search;
  if (sameAddress || !hasUnsavedChanges()) return false;
  if (nextLocation.pathname === SIGN_IN) {
    flushDrafts();
    return false;
  }
  return true;
};

/**
 * The guard itself, once in the shell layout: React Router's blocker for links, redirects and
 * Back/Forward (the dialog of `confirmDiscard`), and the browser's own prompt for a reload or
 * closing the tab (`beforeunload`), with the drafts written on `pagehide`.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(shouldBlock);
  const state = blocker.state;
  // Each blocked navigation has its own location: the router's updates are transitions, so a
  // reset (Stay) and the next block (Back right after) can reach one render, the state 'blocked'
  // in both, and only the location tells that there is a new question to ask.
  const blockedAt = blocker.location;
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (state !== 'blocked') return;
    void confirmDiscard().then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [state, blockedAt]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show their prompt only with a return value.
      event.returnValue = '';
    };
    const pageHide = () => flushDrafts();
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageHide);
    void pruneDrafts(Date.now());
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageHide);
    };
  }, []);

  return null;
}

/**
 * Where a form sits, given by the kit around it: the `slot` screens ask about, and for local
 * autosave the draft's screen and record, with the record's saved time (its `updated_at`).
 */
export type FormScopeValue = {
  slot: string;
  draft?: { screen: string; record: number | string | null; recordSavedAt: string | null };
};

export const FormScopeContext = createContext<FormScopeValue | null>(null);

export function FormScope({ value, children }: { value: FormScopeValue; children: ReactNode }) {
  return <FormScopeContext.Provider value={value}>{children}</FormScopeContext.Provider>;
}
