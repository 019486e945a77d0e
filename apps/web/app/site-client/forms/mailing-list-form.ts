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
    // The page's words when it is not in English (site/forms/fields.tsx's useFormWords, decision 090).
    submitting: form.dataset.submitting ?? SignupTexts.submitting,
    onSuccess(message) {
      if (!status) return;
      const success = form.dataset.success ?? SignupTexts.success;
      status.textContent = message ? `${success} ${message}` : success;
      status.dataset.tone = 'success';
    },
  });
}
