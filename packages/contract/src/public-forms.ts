import { Messages } from './messages.ts';

/**
 * The public forms' words (requirements 3 §2, §5, §8 Public): the contact page's form, the appointment
 * popup and the footer's signup. The spec's own texts are marked; 'ours' where it gives none.
 * Zod-free, like submission-rules.ts: the server renders these and the forms' browser code
 * (apps/web/app/site-client) shows them (decision 020).
 */
export const PublicFormTexts = {
  /** requirements 3 §8: the default when a submission fails without a message of the server. */
  submitFailed: Messages.submitFailed,
  /** ours: required fields carry a star; this says so once per form. */
  requiredNote: 'Fields marked * are required.',
  submit: 'Submit',
  cancel: 'Cancel',
  close: 'Close',
  /** ours: the hidden field's label (no person meets it; see HONEYPOT_FIELD). */
  honeypotLabel: 'Leave this field empty',
  /** ours: without JavaScript the spam check cannot run, so the forms say how else to reach us. */
  noScript: (email: string) =>
    `Sending this form needs JavaScript, which runs its spam check in your browser. You can also write to us at ${email}.`,
} as const;

/** The fields' labels, by the wire names the API takes (requirements 3 §2, §3). */
export const FieldLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  reason: 'Reason for appointment',
  organization: 'Organization',
  industries: 'Industry',
  message: 'Message',
  purpose: 'Purpose',
  /** ours */
  newsletterEmail: 'Email address',
} as const;

/** ours: what a phone field expects, read with it by screen readers; `country` is the site's default (decision 084). */
export function phoneHint(country: string): string {
  const other = 'or + and the country code for a number of another country';
  if (country === 'US') return `10 digits, for example 555-123-4567, ${other}`;
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  return `A ${name} number, ${other}`;
}

/** The spam check as the forms show it (the spec's widget errors are CaptchaMessages). */
export const SpamCheckTexts = {
  /** ours */
  label: 'Spam check',
  /** ours: ALTCHA is a proof of work the visitor's browser does; nothing to click. */
  idle: 'Runs in your browser when you fill in the form. No puzzles, no tracking.',
  /** ours */
  working: 'Checking that you are not a robot…',
  /** ours */
  done: 'Verified. You can send the form.',
  /** ours: Google's widget shows its own box. */
  recaptchaIntro: 'Please tick the box below.',
} as const;

/** The contact page's form and its thank-you modal (requirements 3 §2, §8). */
export const ContactFormTexts = {
  /** ours */
  heading: 'Send us a message',
  /** ours */
  intro: 'Tell us who you are and how we can help. We answer every message.',
  /** ours */
  industryPlaceholder: 'Select an industry',
  /** requirements 3 §8 */
  submitting: 'Submitting contact form...',
  /** requirements 3 §8 */
  industriesFailed: 'Failed to fetch industries. Please try again.',
  /** ours: the modal's title; its text invites exploring initiatives and following social media (requirements 3 §2). */
  thanksTitle: 'Thank you for reaching out!',
  /** ours */
  thanksText: 'Your message is on its way to our team. We will get back to you soon.',
  /** ours */
  thanksInvite: 'In the meantime, explore our initiatives and follow us on social media.',
  /** ours */
  exploreInitiatives: 'Explore our initiatives',
} as const;

/** The appointment popup (requirements 3 §2, §8 Public). */
export const AppointmentPopupTexts = {
  /** the header button's words (requirements 3 §2) */
  title: 'Request an Appointment',
  /** ours */
  intro: 'Leave your details and what you would like to talk about. We will confirm a time by email or phone.',
  /** ours */
  submitting: 'Submitting appointment request...',
  /** requirements 3 §8 */
  founderFailed: 'Unable to fetch founder data. Please try again.',
  /** requirements 3 §8 */
  successTitle: 'Appointment Request Submitted!',
  /** requirements 3 §8 */
  successText: 'Thank you for your request. We will contact you soon to confirm your appointment.',
} as const;

/** The footer's mailing-list signup (requirements 3 §2, §8 Public). */
export const SignupTexts = {
  /** ours */
  heading: 'Newsletter',
  /** ours */
  intro: 'New articles, videos and events from the network, about once a month.',
  /** ours */
  submit: 'Subscribe',
  /** ours */
  submitting: 'Subscribing...',
  /** requirements 3 §8 */
  success: 'Mail sent Successfully!',
  /**
   * ours: the consent a signup records (with its time and the visitor's address), shown beside the
   * email field; the server stores the text in the language the visitor read it in (decision 095).
   */
  consent: 'I agree to receive the newsletter by email. I can unsubscribe at any time with the link in every email.',
} as const;
