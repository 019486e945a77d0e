import type { Island } from '~/site-client/island';

/**
 * The about-us page scrolls smoothly to the section named in the address's hash, trying again
 * every `data-retry-ms` (requirements 3 §2: 100 ms) until the section exists, for a few seconds at most;
 * and again whenever the hash changes. Instantly for people who prefer reduced motion.
 */
const MAX_TRIES = 50;

const hashScroll: Island = (marker) => {
  const retryMs = Number(marker.dataset.retryMs) || 100;
  const behavior: ScrollBehavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  let timer: ReturnType<typeof setTimeout> | undefined;

  function scrollToHash(tries = 0) {
    clearTimeout(timer);
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else if (tries < MAX_TRIES) timer = setTimeout(() => scrollToHash(tries + 1), retryMs);
  }

  scrollToHash();
  window.addEventListener('hashchange', () => scrollToHash());
  // As the slider's: its first scroll is done, or waiting for its section (decision 061).
  marker.classList.add('is-ready');
};

export default hashScroll;
