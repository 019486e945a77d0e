import { SignupTexts } from '@atrium/contract/public-forms';
import { mailingListRules } from '@atrium/contract/submission-rules';
import { controlForm } from '~/site-client/forms/form-controller';

/**
 * The footer's signup (requirements 3 §5): only 'Email required.' before sending; then 'Mail sent
 * Successfully!' with the server's word about the confirmation mail, or its refusal.
 */
export default function mailingListForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-status]');
  controlForm({
    form,
    rules: mailingListRules,
    endpoint: '/api/mailinglists/',
    extra: { status: 0 },
    submitting: SignupTexts.submitting,
    onSuccess(message) {
      if (!status) return;
      status.textContent = message ? `${SignupTexts.success} ${message}` : SignupTexts.success;
      status.dataset.tone = 'success';
    },
  });
}
