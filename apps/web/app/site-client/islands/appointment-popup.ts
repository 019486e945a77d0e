import type { Island } from '~/site-client/island';

const popup = () => import('~/site-client/forms/appointment-form');

/**
 * The header's 'Request an Appointment' (and any other link marked so): a link to the contact
 * page without a script; with one, it opens the appointment popup. The popup's code and markup
 * are fetched when the link is pointed at, focused or followed (decision 020). A click with a
 * modifier key keeps the link's own meaning (a new tab).
 */
const appointmentPopup: Island = (link) => {
  link.setAttribute('aria-haspopup', 'dialog');
  const prepare = () => {
    popup()
      .then((module) => module.preparePopup())
      .catch(() => undefined);
  };
  link.addEventListener('pointerenter', prepare, { once: true });
  link.addEventListener('focus', prepare, { once: true });
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link.getAttribute('aria-busy') === 'true') return;
    // Busy until the popup is open: on a slow connection its markup takes seconds (ui.css shows a spinner).
    link.setAttribute('aria-busy', 'true');
    popup()
      .then((module) => module.openAppointmentPopup(link))
      .catch(() => {
        // Without the popup the link still leads somewhere useful.
        if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
      })
      .finally(() => link.removeAttribute('aria-busy'));
  });
};

export default appointmentPopup;
