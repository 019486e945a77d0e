import { useEffect, useRef, type RefObject } from 'react';
import { editButtonOf, usePendingFocus } from './use-pending-focus';

/**
 * Where the focus goes after a form closes or a row goes (WCAG 2.4.3): back to what opened the
 * form, the Add button or the row's Edit button once the list shows the saved row (an edit can
 * move it to another tab), or, when that row is no longer in view, the list itself (`panel`).
 */
export function useListFocus(
  root: RefObject<HTMLElement | null>,
  isLoading: boolean,
  panel?: RefObject<HTMLElement | null>,
) {
  const focusLater = usePendingFocus(root, isLoading);
  const highlightLater = useRowHighlight(root, isLoading);
  return {
    /** A created row: scrolled into view and briefly highlighted once the list shows it. */
    highlight: highlightLater,
    toAdd: (selector = '[data-action="add"]') => focusLater(selector),
    toRow: (id: number) =>
      focusLater(editButtonOf(id), { afterLoad: true, fallback: panel ? () => panel.current : undefined }),
    /** A row the focus was in has gone (deleted, moved to another tab): keep the focus in the list. */
    keep: () =>
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) panel?.current?.focus();
      }),
  };
}

/** How long a created row's highlight lasts (the CSS animation's length, resource-list.module.css). */
const HIGHLIGHT_MS = 2400;
/** A row that does not show up by then (another tab, a search hiding it) is not waited for. */
const HIGHLIGHT_WAIT_MS = 8000;

/**
 * After Create, the new row may be on another page or below the fold: once the list shows it,
 * it is scrolled into view (smoothly unless the user asked for reduced motion) and marked with
 * data-highlight for a moment, which the list's CSS draws as a fading background.
 */
function useRowHighlight(root: RefObject<HTMLElement | null>, isLoading: boolean) {
  const pending = useRef<{ id: number; until: number } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (target === null || isLoading) return;
    if (Date.now() > target.until) {
      pending.current = null;
      return;
    }
    const row = root.current?.querySelector<HTMLElement>(`[data-row-id="${target.id}"]`);
    if (!row) return;
    pending.current = null;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    row.setAttribute('data-highlight', '');
    window.setTimeout(() => row.removeAttribute('data-highlight'), HIGHLIGHT_MS);
  });
  return (id: number) => {
    pending.current = { id, until: Date.now() + HIGHLIGHT_WAIT_MS };
  };
}
