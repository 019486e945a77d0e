import type { Island } from '~/site-client/island';

/**
 * The about-us page scrolls smoothly to the section named in the address's hash, trying again
 * every `data-retry-ms` (spec 3 §2: 100 ms) until the section exists, for a few seconds at most;
 * and again whenever the hash changes. Instantly for people who prefer reduced motion. A
 * section already there when the script runs is where the browser has put the page itself.
 */
const MAX_TRIES = 50;

const hashScroll: Island = (marker) => {
  const retryMs = Number(marker.dataset.retryMs) || 100;
  const behavior: ScrollBehavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  let timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `landed`: on the script's first look, a section that exists is where the browser already put
   * the page (the hash on arrival, or the place it restores going back): the visitor may have
   * scrolled since, on a busy connection before this script came, and is not taken back
   * (decision 061). Only a section that comes later, or a new hash, is scrolled to.
   */
  function scrollToHash(tries = 0, landed = false) {
    clearTimeout(timer);
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target) {
      if (!landed) target.scrollIntoView({ behavior, block: 'start' });
    } else if (tries < MAX_TRIES) timer = setTimeout(() => scrollToHash(tries + 1), retryMs);
  }

  scrollToHash(0, true);
  window.addEventListener('hashchange', () => scrollToHash());
  // As the slider's: the page's own scroll to its hash is done (or waiting for its section).
  marker.classList.add('is-ready');
};

export default hashScroll;
