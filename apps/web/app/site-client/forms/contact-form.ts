import { ContactFormTexts } from '@atrium/contract/public-forms';
import { contactRules } from '@atrium/contract/submission-rules';
import { modal } from '~/site-client/forms/dialog';
import { controlForm } from '~/site-client/forms/form-controller';
import { groupPhoneAsTyped } from '~/site-client/forms/phone-input';

/** The page's industries could not be read on the server: one more try from here (requirements 3 §8). */
async function retryIndustries(form: HTMLFormElement): Promise<void> {
  const failure = form.querySelector<HTMLElement>('[data-industries-failed]');
  const select = form.elements.namedItem('industries');
  if (!failure || !(select instanceof HTMLSelectElement)) return;
  try {
    const response = await fetch('/api/industries/?status=1&sort_by=position&limit=100');
    const body = (await response.json()) as { success?: boolean; data?: Array<{ id: number; industriesName: string }> };
    if (!response.ok || !body.success || !body.data) return;
    for (const industry of body.data) select.add(new Option(industry.industriesName, String(industry.id)));
    failure.remove();
  } catch {
    // The page already says 'Failed to fetch industries. Please try again.'
  }
}

/**
 * The contact page's form (requirements 3 §5): the rules of contactRules, the phone grouped 3-3-4 as it
 * is typed, 'Submitting contact form...' while it is sent, and the thank-you modal on success.
 */
export default function contactForm(form: HTMLFormElement): void {
  const phone = form.elements.namedItem('phone');
  if (phone instanceof HTMLInputElement) groupPhoneAsTyped(phone);
  const thanks = document.getElementById(form.dataset.thanks ?? '');
  const thankYou = thanks instanceof HTMLDialogElement ? modal(thanks) : undefined;
  const submit = form.querySelector<HTMLElement>('[data-submit]');

  controlForm({
    form,
    rules: (words) => contactRules(phone instanceof HTMLInputElement ? phone.dataset.country : undefined, words),
    endpoint: '/api/contact-us/',
    extra: { status: 1 },
    submitting: form.dataset.submitting ?? ContactFormTexts.submitting,
    wire: { industries: Number },
    onSuccess: () => thankYou?.open(submit),
  });
  void retryIndustries(form);
}
