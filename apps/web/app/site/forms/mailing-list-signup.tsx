import { errorId, fieldId, FormEnd, Honeypot, SpamCheck, SubmitButton, useFormWords } from '~/site/forms/fields';
import { useSiteTexts } from '~/site/language';

const FORM = 'signup';

/**
 * The footer's mailing-list signup (requirements 3 §2, §5): one email field with the consent the server
 * records (decision 012), the spam check that runs while the address is typed, and the hidden
 * field. The confirmation mail's links land on /mailing-list/confirmed and /unsubscribed.
 */
export function MailingListSignup() {
  const { fieldLabels: FieldLabels, signup: SignupTexts } = useSiteTexts();
  const formWords = useFormWords({
    submitting: SignupTexts.submitting,
    success: SignupTexts.success,
    messages: ['mailingEmailRequired'],
  });
  const id = fieldId(FORM, 'email');
  return (
    <form
      {...formWords}
      className="site-form site-form--signup"
      noValidate
      aria-labelledby={`${FORM}-title`}
      data-island="site-form"
      data-form="mailing-list"
    >
      <h2 className="eyebrow eyebrow--on-dark site-footer__heading" id={`${FORM}-title`}>
        {SignupTexts.heading}
      </h2>
      <p className="site-form__intro">{SignupTexts.intro}</p>
      <div className="field" data-field="email">
        <label className="field__label" htmlFor={id}>
          {FieldLabels.newsletterEmail}
        </label>
        <div className="site-form__inline">
          <input
            id={id}
            className="field__control"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-describedby={`${FORM}-consent ${errorId(FORM, 'email')}`}
          />
        </div>
        <p className="field__error" id={errorId(FORM, 'email')} data-error="email" />
      </div>
      {/* The consent the server records, in the page's language (decision 095). */}
      <p className="site-form__consent" id={`${FORM}-consent`}>
        {SignupTexts.consent}
      </p>
      <Honeypot form={FORM} />
      <SpamCheck form={FORM} />
      <FormEnd>
        <SubmitButton label={SignupTexts.submit} className="button button--gold" />
      </FormEnd>
    </form>
  );
}
