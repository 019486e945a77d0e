/**
 * A modal <dialog> the forms open (the appointment popup, the contact page's thank-you): focus
 * moves in (to `first`, or the dialog's first control), Tab and Shift+Tab stay inside, Escape
 * and every [data-close] close it, and focus goes back to what opened it.
 */
export type Modal = { open(opener: HTMLElement | null, first?: HTMLElement | null): void; close(): void };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [aria-hidden="true"]') && element.getClientRects().length > 0,
  );
}

export function modal(dialog: HTMLDialogElement, onClosed?: () => void): Modal {
  let opener: HTMLElement | null = null;

  dialog.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-close]')) dialog.close();
  });
  // The browser's own Escape (cancel) closes it too; the trap keeps Tab inside.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener('close', () => {
    onClosed?.();
    // An opener that has gone from view (the phone menu closed behind the popup): its menu's button.
    // checkVisibility: a closed <details> hides its content without display: none.
    const visible = opener?.checkVisibility?.() ?? (opener ? opener.getClientRects().length > 0 : false);
    (visible ? opener : opener?.closest('details')?.querySelector('summary'))?.focus();
    opener = null;
  });

  return {
    open(from, first) {
      opener = from;
      if (!dialog.open) dialog.showModal();
      (first ?? focusables(dialog)[0])?.focus();
    },
    close: () => dialog.close(),
  };
}
