import type { Island } from '~/site-client/island';

type FormModule = { default: (form: HTMLFormElement) => void };

/** The forms' own code, one module each, loaded when a visitor turns to the form (decision 020). */
const modules: Record<string, () => Promise<FormModule>> = {
  contact: () => import('~/site-client/forms/contact-form'),
  'mailing-list': () => import('~/site-client/forms/mailing-list-form'),
};

/**
 * A public form in the page (the contact page's, the footer's signup). This stub enables the
 * submit button, which the server renders disabled (without a script the spam check cannot run),
 * and brings the form's code at the first focus, touch or submit. A submit made before the code
 * is there is held and sent once it is. The contact page's form loads at once (`data-eager`).
 */
const siteForm: Island = (element) => {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const load = modules[form.dataset.form ?? ''];
  if (!load) return;
  let ready: Promise<void> | undefined;
  let attached = false;
  const start = () =>
    (ready ??= load().then(({ default: attach }) => {
      attach(form);
      attached = true;
    }));
  for (const type of ['focusin', 'pointerdown', 'input'])
    form.addEventListener(type, () => void start(), { once: true });
  form.addEventListener('submit', (event) => {
    if (attached) return;
    event.preventDefault();
    void start().then(() => form.requestSubmit());
  });
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-submit]')) button.disabled = false;
  // The visitor may have reached the form before this script did.
  if (form.dataset.eager !== undefined || form.contains(document.activeElement)) void start();
};

export default siteForm;
