import type { Island } from '~/site-client/island';

/** Past this many pixels the back-to-top button shows (requirements 3 §9). */
const SHOW_AFTER = 300;

/** The back-to-top button: shown once the page is scrolled past 300 px; scrolls up, focuses the top. */
const scrollTop: Island = (element) => {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let shown = false;
  const update = () => {
    const past = window.scrollY > SHOW_AFTER;
    if (past !== shown) {
      shown = past;
      element.classList.toggle('is-shown', past);
    }
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
  element.addEventListener('click', (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: reduceMotion.matches ? 'auto' : 'smooth' });
    // Keyboard users continue from the top: the skip link is the first stop.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  });
};

export default scrollTop;
