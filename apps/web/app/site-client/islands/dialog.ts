import type { Island } from '~/site-client/island';

/**
 * The dialog island (site/ui/site-dialog.tsx). Browsers with HTML invoker commands open and
 * close the dialog by themselves; for the others it does the same on click. A click on the
 * backdrop closes it where `closedby` is not known. A button carrying `data-slide` opens it on
 * that slide of the slider inside (the advisory board's member).
 */
const supportsCommands = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
const supportsClosedBy = typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

/** The slide an invoker asks for, told to the slider once the dialog is open and has its size. */
function goToSlide(dialog: HTMLDialogElement, invoker: Element | null | undefined) {
  const index = invoker instanceof HTMLElement ? invoker.dataset.slide : undefined;
  if (index === undefined) return;
  const go = () => {
    const slider = dialog.querySelector<HTMLElement>('.slider');
    if (!slider) return;
    // The slider's own script may come after this one: it starts on the slide written here.
    slider.dataset.goTo = index;
    slider.dispatchEvent(new CustomEvent('slider:go', { detail: Number(index) }));
  };
  if (dialog.open) requestAnimationFrame(go);
  else dialog.addEventListener('toggle', () => requestAnimationFrame(go), { once: true });
}

const dialogIsland: Island = (element) => {
  if (!(element instanceof HTMLDialogElement)) return;
  const dialog = element;

  dialog.addEventListener('command', (event) => {
    const { command, source } = event as Event & { command?: string; source?: Element | null };
    if (command === 'show-modal') goToSlide(dialog, source);
  });

  if (!supportsCommands) {
    document.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[commandfor]');
      if (!button || button.getAttribute('commandfor') !== dialog.id) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) {
        dialog.showModal();
        goToSlide(dialog, button);
      } else if (command === 'close') dialog.close();
    });
  }

  if (!supportsClosedBy) {
    // A click whose target is the dialog itself landed on its backdrop (the content fills the box).
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  // From now on an invoker's slide is followed (a click before this opens on the first slide).
  dialog.dataset.enhanced = 'true';
};

export default dialogIsland;
