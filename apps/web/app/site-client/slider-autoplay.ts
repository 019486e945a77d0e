import type { EmblaCarouselType } from 'embla-carousel';

/**
 * A slider's autoplay (requirements 3 §9: hero and learn slider 10 s, testimonials 5 s). It waits while
 * the pointer is over the slider or focus is in it, while the tab is hidden, and after the pause
 * button was pressed; a slide chosen by hand starts the wait again. It never starts for people
 * who prefer reduced motion (the pause button then goes). At the last stop of a slider that does
 * not loop, it goes back to the first.
 */
export function startAutoplay(
  root: HTMLElement,
  embla: EmblaCarouselType,
  options: { interval: number; reduced: boolean; toggle: HTMLButtonElement | null },
): void {
  const { interval, reduced, toggle } = options;
  if (reduced) {
    toggle?.remove();
    return;
  }
  let hovered = false;
  let focused = false;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const running = () => !hovered && !focused && !paused && document.visibilityState === 'visible';

  function schedule() {
    clearTimeout(timer);
    timer = running() ? setTimeout(advance, interval) : undefined;
  }

  function advance() {
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  }

  root.addEventListener('pointerenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  document.addEventListener('visibilitychange', schedule);
  embla.on('select', schedule);

  toggle?.addEventListener('click', () => {
    paused = !paused;
    // The button says what it will do; its icon follows (data-paused).
    toggle.dataset.paused = String(paused);
    toggle.setAttribute('aria-label', (paused ? toggle.dataset.playLabel : toggle.dataset.pauseLabel) ?? '');
    schedule();
  });

  schedule();
}
