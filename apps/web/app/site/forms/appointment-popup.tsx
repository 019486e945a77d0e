import type { Individual } from '@atrium/contract/individuals';
import { FormDialogHead } from '~/site/forms/form-dialog-head';
import { ResponsiveImage } from '~/site/ui/responsive-image';
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
import { useSiteTexts } from '~/site/language';

const FORM = 'appointment';
const APPOINTMENT_DIALOG_ID = 'appointment-popup';

/** The founder as the popup shows them, or why not. */
export type PopupFounder = { state: 'found'; founder: Individual } | { state: 'none' } | { state: 'failed' };

/**
 * The appointment popup (requirements 3 §2, §5): name, email, phone, reason, the spam check, Submit and
 * Cancel, the founder's image on the side, and the confirmation that replaces the form once it
 * is sent. It fits the screen: the form scrolls between the title with the close button and the
 * actions, both always in view (forms.css). Served as a fragment (routes/site/appointment-popup.tsx) that the appointment island
 * fetches when a visitor asks for it, so pages carry none of it.
 */
export function AppointmentPopup({ founder }: { founder: PopupFounder }) {
  const { forms: PublicFormTexts, fieldLabels: FieldLabels, appointment: AppointmentPopupTexts } = useSiteTexts();
  const formWords = useFormWords({ submitting: AppointmentPopupTexts.submitting });
  const titleId = `${FORM}-title`;
  return (
    <dialog
      className="site-dialog form-dialog form-dialog--appointment"
      id={APPOINTMENT_DIALOG_ID}
      aria-labelledby={titleId}
    >
      <div className="appointment">
        <FounderSide founder={founder} />
        <div className="appointment__main">
          <div className="appointment__head">
            <FormDialogHead titleId={titleId} title={AppointmentPopupTexts.title} />
          </div>
          <form
            {...formWords}
            className="site-form site-form--appointment"
            noValidate
            aria-labelledby={titleId}
            data-form="appointment"
          >
            <p className="site-form__intro">{AppointmentPopupTexts.intro}</p>
            <RequiredNote />
            <Field form={FORM} name="name" label={FieldLabels.name} autoComplete="name" />
            <Field form={FORM} name="email" label={FieldLabels.email} type="email" autoComplete="email" />
            <PhoneField form={FORM} name="phone_number" label={FieldLabels.phone} />
            <Field form={FORM} name="reason" label={FieldLabels.reason} control="textarea" />
            <Honeypot form={FORM} />
            <SpamCheck form={FORM} />
            <FormEnd>
              <SubmitButton label={PublicFormTexts.submit} />
              <button type="button" className="button button--outline" data-close>
                {PublicFormTexts.cancel}
              </button>
            </FormEnd>
          </form>
          <div className="appointment__done" data-done hidden>
            <h3 className="appointment__done-title" tabIndex={-1}>
              {AppointmentPopupTexts.successTitle}
            </h3>
            <p>{AppointmentPopupTexts.successText}</p>
            <button type="button" className="button button--navy" data-close>
              {PublicFormTexts.close}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}

/** The founder's image beside the form; the spec's text when it could not be read (requirements 3 §8). */
function FounderSide({ founder }: { founder: PopupFounder }) {
  const { appointment: AppointmentPopupTexts } = useSiteTexts();
  if (founder.state === 'failed') {
    return (
      <div className="appointment__side appointment__side--failed">
        <p role="alert">{AppointmentPopupTexts.founderFailed}</p>
      </div>
    );
  }
  if (founder.state === 'none') return null;
  return (
    <figure className="appointment__side">
      <ResponsiveImage
        className="appointment__founder"
        src={founder.founder.IndividualImage}
        alt={founder.founder.title}
        ratio="3/4"
        sizes="(min-width: 800px) 320px, 72px"
      />
      <figcaption className="appointment__caption">
        <span className="appointment__name">{founder.founder.title}</span>
        {founder.founder.subtitle ? <span className="appointment__role">{founder.founder.subtitle}</span> : null}
      </figcaption>
    </figure>
  );
}
