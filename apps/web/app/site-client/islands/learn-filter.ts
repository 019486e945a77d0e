import type { Island } from '~/site-client/island';

/**
 * The all-learn section's island (site/sections/all-learn). Without it the filter is a GET form
 * and its chips, Clear All and pager are links: each change loads the page. With it a change
 * applies at once (a ticked box, a new page size), and every change fetches the page it leads
 * to and swaps only this section, keeping the dropdown open and the focus where it was; the
 * address follows (history), so Back and a reload show the same. The dropdown closes on Escape
 * and on a click outside it. Anything unexpected falls back to loading the page.
 */
const learnFilter: Island = (section) => {
  const id = section.id;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.classList.add('is-live');
  // The result count, read out after each change (a live region must outlive the swaps).
  const live = document.createElement('p');
  live.className = 'visually-hidden';
  live.setAttribute('role', 'status');
  section.append(live);
  let shown = location.search;
  let pending: AbortController | undefined;

  const dropdown = () => section.querySelector<HTMLDetailsElement>('details.learn-filter');

  function formUrl(form: HTMLFormElement): URL {
    const url = new URL(form.action);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    url.search = params.toString();
    return url;
  }

  /** What to focus again after a swap: a form field by name and value, or nothing. */
  function focusKey(): string | null {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) || !section.contains(active))
      return null;
    return active instanceof HTMLInputElement && active.type === 'checkbox'
      ? `input[name="${active.name}"][value="${CSS.escape(active.value)}"]`
      : `select[name="${active.name}"]`;
  }

  /**
   * After a change the heading, the count and the chosen filters are in view: a shorter list
   * (or a tick far down the open dropdown) used to leave them scrolled away under the header.
   */
  function keepHeadInView() {
    const head = section.querySelector('.all-learn__head');
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    if (head && head.getBoundingClientRect().top < headerBottom) section.scrollIntoView({ block: 'start' });
  }

  async function go(url: URL, options: { push: boolean; toTop: boolean }) {
    pending?.abort();
    const controller = (pending = new AbortController());
    const wasOpen = dropdown()?.open ?? false;
    const key = focusKey();
    section.classList.add('is-loading');
    section.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const fresh = page.getElementById(id);
      if (!fresh) throw new Error('section missing');
      section.replaceChildren(...Array.from(fresh.childNodes, (node) => document.adoptNode(node)), live);
      shown = url.search;
      if (options.push) history.pushState(null, '', url);
      const details = dropdown();
      if (details && wasOpen) details.open = true;
      const again = key ? section.querySelector<HTMLElement>(key) : null;
      if (again) again.focus();
      else if (options.toTop) {
        const heading = section.querySelector<HTMLElement>('h2');
        heading?.setAttribute('tabindex', '-1');
        heading?.focus({ preventScroll: true });
      }
      if (options.toTop) section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      else keepHeadInView();
      live.textContent = section.querySelector('.all-learn__count')?.textContent ?? '';
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('The learn list could not be updated in place; loading the page.', error);
      location.assign(url);
    } finally {
      if (pending === controller) {
        section.classList.remove('is-loading');
        section.removeAttribute('aria-busy');
      }
    }
  }

  section.addEventListener('change', (event) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    if (!field.form || !(field.type === 'checkbox' || field.matches('[data-submit-on-change]'))) return;
    void go(formUrl(field.form), { push: true, toTop: false });
  });

  section.addEventListener('submit', (event) => {
    event.preventDefault();
    void go(formUrl(event.target as HTMLFormElement), { push: true, toTop: false });
  });

  section.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname) return;
    event.preventDefault();
    void go(url, { push: true, toTop: link.closest('.pager') !== null });
  });

  window.addEventListener('popstate', () => {
    if (location.search !== shown) void go(new URL(location.href), { push: false, toTop: false });
  });

  document.addEventListener('click', (event) => {
    const details = dropdown();
    if (details?.open && !details.contains(event.target as Node)) details.open = false;
  });

  section.addEventListener('keydown', (event) => {
    const details = dropdown();
    if (event.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  });
};

export default learnFilter;
