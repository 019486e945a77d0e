import type { Island } from '~/site-client/island';

/**
 * The phone menu (a <details> that opens without JavaScript): closes on Escape (focus back on
 * its button), on a click outside, on following one of its links, and when the screen grows
 * wide enough for the inline menu.
 */
const siteMenu: Island = (element) => {
  if (!(element instanceof HTMLDetailsElement)) return;
  const menu = element;
  const toggle = menu.querySelector('summary');
  const close = () => {
    menu.open = false;
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    close();
    toggle?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
  const wide = window.matchMedia('(min-width: 960px)');
  wide.addEventListener('change', () => {
    if (wide.matches) close();
  });
};

export default siteMenu;
