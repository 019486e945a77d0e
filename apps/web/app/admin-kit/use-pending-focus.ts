import { useEffect, useRef, type RefObject } from 'react';

type PendingFocus = { selector: string; fallback?: () => HTMLElement | null; afterLoad: boolean };

/**
 * Focus that waits for the screen: after a form closes, the button that opened it gets the
 * focus back once it is rendered again (an edited row's Edit button only after its list is
 * read back, since the edit may have moved it), else the fallback.
 */
export function usePendingFocus(root: RefObject<HTMLElement | null>, isLoading: boolean) {
  const pending = useRef<PendingFocus | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (target === null || (target.afterLoad && isLoading)) return;
    pending.current = null;
    (root.current?.querySelector<HTMLElement>(target.selector) ?? target.fallback?.())?.focus();
  });
  return (selector: string, options: { afterLoad?: boolean; fallback?: () => HTMLElement | null } = {}) => {
    pending.current = { selector, fallback: options.fallback, afterLoad: options.afterLoad ?? false };
  };
}

/** The Edit button of a list row, found by its record's id. */
export const editButtonOf = (id: number) => `[data-row-id="${id}"] [data-action="edit"]`;
