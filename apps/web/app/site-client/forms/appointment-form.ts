import { AppointmentPopupTexts } from '@atrium/contract/public-forms';
import { appointmentRules } from '@atrium/contract/submission-rules';
import { modal, type Modal } from '~/site-client/forms/dialog';
import { controlForm } from '~/site-client/forms/form-controller';
import { groupPhoneAsTyped } from '~/site-client/forms/phone-input';

/**
 * The popup's markup, rendered on the server with the founder (routes/site/appointment-popup.tsx),
 * in the page's language: under its prefix, which the document carries (decision 090).
 */
const fragment = () => `${document.documentElement.dataset.prefix ?? ''}/appointment-popup`;

type Popup = { dialog: HTMLDialogElement; modal: Modal; first: () => HTMLElement | null };

let made: Promise<Popup> | undefined;

async function fetchDialog(): Promise<HTMLDialogElement> {
  const response = await fetch(fragment(), { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`The appointment popup answered ${response.status}.`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const dialog = template.content.querySelector('dialog');
  if (!dialog) throw new Error('The appointment popup has no dialog.');
  document.body.append(dialog);
  return dialog;
}

/**
 * The appointment popup (requirements 3 §2, §4, §5): the appointmentRules checked as typed and on
 * submit, the spam check, and on success the spec's confirmation in place of the form; Cancel,
 * Escape and the close button close it and focus returns to the button that opened it. The next
 * opening shows an empty form again.
 */
async function makePopup(): Promise<Popup> {
  const dialog = await fetchDialog();
  const form = dialog.querySelector('form');
  const done = dialog.querySelector<HTMLElement>('[data-done]');
  if (!form || !done) throw new Error('The appointment popup is incomplete.');
  const phone = form.elements.namedItem('phone_number');
  if (phone instanceof HTMLInputElement) groupPhoneAsTyped(phone);
  const name = form.elements.namedItem('name');

  const controller = controlForm({
    form,
    rules: (words) => appointmentRules(phone instanceof HTMLInputElement ? phone.dataset.country : undefined, words),
    endpoint: '/api/requestedappointments/',
    extra: { status: 1 },
    submitting: form.dataset.submitting ?? AppointmentPopupTexts.submitting,
    onSuccess() {
      form.hidden = true;
      done.hidden = false;
      done.querySelector<HTMLElement>('h3')?.focus();
    },
  });
  const popup = modal(dialog, () => {
    if (done.hidden) return;
    done.hidden = true;
    form.hidden = false;
    controller.reset();
  });
  return { dialog, modal: popup, first: () => (name instanceof HTMLElement ? name : null) };
}

/** Opens the popup (made on first use); rejects when its markup cannot be had. */
export async function openAppointmentPopup(opener: HTMLElement): Promise<void> {
  made ??= makePopup().catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  const popup = await made;
  popup.modal.open(opener, popup.first());
}

/** Starts fetching the popup before it is asked for (the button is pointed at or focused). */
export function preparePopup(): void {
  made ??= makePopup().catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  made.catch(() => undefined);
}
