import type { RefObject } from 'react';
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
  return {
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
