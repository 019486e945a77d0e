import type { ReactNode } from 'react';
import { formWordsJson, HONEYPOT_FIELD, type SubmissionWords } from '@atrium/contract/submission-rules';
import { useSiteSettings } from '~/site/site-settings';
import { useSiteLanguage, useSiteTexts } from '~/site/language';
import '~/site/forms/forms.css';

/**
 * The pieces every public form is made of (decision 020). The server renders them whole; the
 * forms' browser code (site-client/forms) finds them by their data-* marks: a field's box
 * (`data-field`), its error line (`data-error`, tied to the control by aria-describedby and kept
 * one line tall so nothing jumps), the spam check, the status line and the hidden field.
 */

/** The ids a field's parts use, from the form's own prefix. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;
export const errorId = (form: string, name: string) => `${fieldId(form, name)}-error`;

type Control = 'input' | 'textarea' | 'select';

type FieldProps = {
  form: string;
  /** The wire name the API takes ('phone_number'). */
  name: string;
  label: string;
  control?: Control;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** A hint read with the field (and shown as its placeholder). */
  hint?: string;
  placeholder?: string;
  /** The options of a select (the first, empty one included). */
  children?: ReactNode;
  /** Extra words after the error line (a select's failed read). */
  after?: ReactNode;
  wide?: boolean;
  /** A phone field's default country (decision 084), for the browser's rule and grouping. */
  country?: string;
};

export function Field({
  form,
  name,
  label,
  control = 'input',
  type = 'text',
  autoComplete,
  hint,
  placeholder,
  children,
  after,
  wide = false,
  country,
}: FieldProps) {
  const id = fieldId(form, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId(form, name)].filter(Boolean).join(' ');
  const common = { id, name, required: true, 'aria-describedby': describedBy };
  return (
    <div className={`field${wide ? ' field--wide' : ''}`} data-field={name}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__star" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {control === 'textarea' ? (
        <textarea {...common} className="field__control field__control--area" rows={5} autoComplete={autoComplete} />
      ) : control === 'select' ? (
        <select {...common} className="field__control" defaultValue="" autoComplete={autoComplete}>
          {children}
        </select>
      ) : (
        <input
          {...common}
          className="field__control"
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          // The phone keypad: digits and '+', for a number of another country.
          inputMode={type === 'tel' ? 'tel' : undefined}
          data-country={country}
        />
      )}
      {hint ? (
        <span className="visually-hidden" id={hintId}>
          {hint}
        </span>
      ) : null}
      <p className="field__error" id={errorId(form, name)} data-error={name} />
      {after}
    </div>
  );
}

/**
 * A phone field of any country (decision 084): a number of the site's default country as people
 * write it there (North American digits grouped 3-3-4 as they are typed, by the browser code),
 * another country's with '+' and its code.
 */
export function PhoneField({ form, name, label }: { form: string; name: string; label: string }) {
  const { defaultCountry } = useSiteSettings();
  const { frame } = useSiteTexts();
  return (
    <Field
      form={form}
      name={name}
      label={label}
      type="tel"
      autoComplete="tel"
      hint={frame.phoneHint(defaultCountry)}
      placeholder={defaultCountry === 'US' ? '555-123-4567' : undefined}
      country={defaultCountry}
    />
  );
}

/**
 * The field only software fills (HONEYPOT_FIELD): off the screen, hidden from screen readers,
 * out of the tab order, never autofilled. A submission with it filled is refused (decision 012).
 */
export function Honeypot({ form }: { form: string }) {
  const { forms: PublicFormTexts } = useSiteTexts();
  const id = fieldId(form, HONEYPOT_FIELD);
  return (
    <div className="site-form__trap" aria-hidden="true">
      <label htmlFor={id}>{PublicFormTexts.honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The spam check's states (site-client/forms/spam-check.ts sets the phase) and their words' names in the catalogues. */
const spamStates = [
  ['idle', 'idle'],
  ['working', 'working'],
  ['done', 'done'],
  ['recaptcha', 'recaptchaIntro'],
] as const;

/**
 * The spam check's place in the form: ALTCHA's state line, or Google's box when the server says
 * reCAPTCHA (the browser code asks /api/captcha/config/); its error line takes the answers the
 * server gives under `recaptchaToken` as well as the spec's widget texts.
 */
export function SpamCheck({ form }: { form: string }) {
  const { spamCheck: SpamCheckTexts } = useSiteTexts();
  const id = fieldId(form, 'spam-check');
  return (
    <div className="spam-check" data-spam-check data-phase="idle" data-field="recaptchaToken">
      <div
        className="spam-check__box"
        id={id}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-state ${errorId(form, 'recaptchaToken')}`}
        tabIndex={-1}
      >
        <svg
          className="spam-check__icon"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            className="spam-check__tick"
            d="m8.5 12 2.5 2.5 4.5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="spam-check__text">
          <span className="spam-check__label" id={`${id}-label`}>
            {SpamCheckTexts.label}
          </span>
          {/* Every state's words in one cell, only the current one visible: the box is as tall as the longest, whichever shows. */}
          <span className="spam-check__states" id={`${id}-state`}>
            {spamStates.map(([phase, text]) => (
              <span key={phase} className="spam-check__state" data-state={phase}>
                {SpamCheckTexts[text]}
              </span>
            ))}
          </span>
        </span>
      </div>
      <div className="spam-check__widget" data-recaptcha hidden />
      <p className="field__error" id={errorId(form, 'recaptchaToken')} data-error="recaptchaToken" />
    </div>
  );
}

/**
 * The submit button: disabled until the form's browser code is there (the spam check needs it),
 * so a click never sends the form the plain HTML way; the stub island enables it at once. A page
 * without a script shows it disabled, the reason beside it (forms.css, decision 080).
 */
export function SubmitButton({ label, className = 'button button--navy' }: { label: string; className?: string }) {
  return (
    <button type="submit" className={className} disabled data-submit>
      {label}
    </button>
  );
}

/**
 * The form's end: the buttons, the status line (progress, failure, success: a polite live
 * region; no status role, so a page's own status message stays the only one) and, without JavaScript, how else to reach us. The announcer reads field errors as
 * they appear while typing (the error lines themselves are not live: on submit, focus on the
 * first wrong field reads its error).
 */
export function FormEnd({ children }: { children: ReactNode }) {
  const { forms: PublicFormTexts } = useSiteTexts();
  const { contactEmail } = useSiteSettings();
  return (
    <>
      <div className="site-form__actions">
        {children}
        {/* Right after Submit, which a page without a script shows disabled (decision 080). */}
        <noscript>
          <p className="site-form__noscript">{PublicFormTexts.noScript(contactEmail)}</p>
        </noscript>
      </div>
      <p className="site-form__status" aria-live="polite" aria-atomic="true" data-status />
      <p className="visually-hidden" aria-live="polite" data-announce />
    </>
  );
}

/** The note that explains the stars. */
export function RequiredNote() {
  const { forms: PublicFormTexts } = useSiteTexts();
  return <p className="site-form__note">{PublicFormTexts.requiredNote}</p>;
}

/**
 * The words a form's browser code shows (site-client/forms): on a page whose words are not
 * English, given on the form (`data-submitting`, `data-success`, `data-failed`, and in
 * `data-words` its rules' and spam check's messages, decision 095: `messages` names the rules'
 * a form needs, every one by default); without them the browser code has the contract's English,
 * so an English page's form is as it was (decision 090).
 */
export function useFormWords(words: {
  submitting: string;
  success?: string;
  messages?: ReadonlyArray<keyof SubmissionWords>;
}): Record<string, string> {
  const language = useSiteLanguage();
  if (language.textsLocale === 'en') return {};
  const { forms, submission, captcha } = language.texts;
  return {
    'data-submitting': words.submitting,
    ...(words.success ? { 'data-success': words.success } : {}),
    'data-failed': forms.submitFailed,
    'data-words': formWordsJson({ submission, captcha }, words.messages),
  };
}
