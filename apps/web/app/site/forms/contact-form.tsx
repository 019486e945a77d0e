import { SocialProfiles } from '~/site/layout/site-footer';
import { FormDialogHead } from '~/site/forms/form-dialog-head';
import {
  Field,
  FormEnd,
  Honeypot,
  PhoneField,
  RequiredNote,
  SpamCheck,
  SubmitButton,
  useFormWords,
} from '~/site/forms/fields';
import type { IndustryOption } from '~/site/forms/industries.server';
import { useSiteTexts } from '~/site/language';

const FORM = 'contact';
const THANKS = 'contact-thanks';

/**
 * The contact page's form (requirements 3 §2, §5): name, email, phone (3-3-4), organization, industry,
 * message and purpose, the spam check and the hidden field. The contact-form island checks each
 * field as it is edited and all on submit, sends it, and opens the thank-you modal on success.
 * `industries` is null when they could not be read: the select then says so, and the island
 * tries once more.
 */
export function ContactForm({ industries }: { industries: IndustryOption[] | null }) {
  const { forms: PublicFormTexts, fieldLabels: FieldLabels, contactForm: ContactFormTexts } = useSiteTexts();
  const formWords = useFormWords({ submitting: ContactFormTexts.submitting });
  return (
    <>
      <form
        {...formWords}
        className="site-form site-form--contact"
        noValidate
        aria-labelledby={`${FORM}-title`}
        data-island="site-form"
        data-form="contact"
        data-eager
        data-thanks={THANKS}
      >
        <h2 className="site-form__title" id={`${FORM}-title`}>
          {ContactFormTexts.heading}
        </h2>
        <p className="site-form__intro">{ContactFormTexts.intro}</p>
        <RequiredNote />
        <div className="site-form__grid">
          <Field form={FORM} name="name" label={FieldLabels.name} autoComplete="name" />
          <Field form={FORM} name="email" label={FieldLabels.email} type="email" autoComplete="email" />
          <PhoneField form={FORM} name="phone" label={FieldLabels.phone} />
          <Field form={FORM} name="organization" label={FieldLabels.organization} autoComplete="organization" />
          <Field
            form={FORM}
            name="industries"
            label={FieldLabels.industries}
            control="select"
            after={
              industries ? null : (
                <p className="field__failure" role="alert" data-industries-failed>
                  {ContactFormTexts.industriesFailed}
                </p>
              )
            }
          >
            <option value="">{ContactFormTexts.industryPlaceholder}</option>
            {(industries ?? []).map((industry) => (
              <option key={industry.id} value={industry.id}>
                {industry.name}
              </option>
            ))}
          </Field>
          <Field form={FORM} name="purpose" label={FieldLabels.purpose} />
          <Field form={FORM} name="message" label={FieldLabels.message} control="textarea" wide />
        </div>
        <Honeypot form={FORM} />
        <SpamCheck form={FORM} />
        <FormEnd>
          <SubmitButton label={PublicFormTexts.submit} />
        </FormEnd>
      </form>
      <ThankYouDialog />
    </>
  );
}

/** The modal after a sent message (requirements 3 §2): it invites exploring initiatives and following social media. */
function ThankYouDialog() {
  const { contactForm: ContactFormTexts } = useSiteTexts();
  return (
    <dialog className="site-dialog form-dialog form-dialog--thanks" id={THANKS} aria-labelledby={`${THANKS}-title`}>
      <div className="form-dialog__body">
        <FormDialogHead titleId={`${THANKS}-title`} title={ContactFormTexts.thanksTitle} />
        <p>{ContactFormTexts.thanksText}</p>
        <p>{ContactFormTexts.thanksInvite}</p>
        <p className="form-dialog__actions">
          <a className="button button--gold" href="/initiatives">
            {ContactFormTexts.exploreInitiatives}
          </a>
        </p>
        <SocialProfiles className="form-dialog__social" />
      </div>
    </dialog>
  );
}
