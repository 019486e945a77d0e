import { z } from 'zod';
import { withFormat } from './documented.ts';
import { Messages } from './messages.ts';
import { AppointmentPopupTexts } from './public-forms.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';
import {
  CaptchaMessages,
  emailProblem,
  formatPhone,
  HONEYPOT_FIELD,
  industryProblem,
  phoneDigits,
  phoneProblem,
  SUBMISSION_LIMITS,
  SubmissionMessages,
  textProblem,
  type TextRule,
  TextRules,
} from './submission-rules.ts';

/**
 * What visitors send (requirements 3 §3, §5, §7 Public) and what the inboxes answer: the mailing list,
 * requested appointments and contact-us messages. Every rule of requirements 3 §5 is checked on the
 * server with the spec's words; a message the spec does not give says so beside it. The rules
 * themselves are plain functions in submission-rules.ts, which the public forms run in the
 * browser too (decision 020); their names are re-exported here for the server and the back office.
 */
export { CaptchaMessages, formatPhone, HONEYPOT_FIELD, phoneDigits, SubmissionMessages } from './submission-rules.ts';

/** Answers of the public calls and of the mailing-list links (ours: the spec shows none). */
export const SubmissionAnswers = {
  mailingListSignup: 'Thank you! Please check your inbox and confirm your subscription.',
  mailingListConfirmed: 'Your subscription is confirmed.',
  mailingListUnsubscribed: 'You are unsubscribed. You will receive no more emails from us.',
  mailingListLinkInvalid: 'This link is invalid or has already been used.',
  /** Decision 067: what opening a mail's link answers; only the page's button acts. */
  mailingListOpenPage: 'Nothing has changed yet: open this link in a browser and press the button on the page.',
  /** Decision 067: a page's form posted from another website. */
  mailingListForeignOrigin: 'This form was sent from another website. Open the link in your email again.',
  /** The spec's own text (requirements 3 §8), which the popup shows. */
  appointmentReceived: AppointmentPopupTexts.successText,
  contactReceived: 'Thank you for contacting us. We will get back to you soon.',
} as const;

/**
 * The consent a footer signup records (with its time and the visitor's address). The public form
 * shows this text beside the email field; the server stores the same text with each entry.
 */
export const MAILING_LIST_CONSENT =
  'I agree to receive the newsletter by email. I can unsubscribe at any time with the link in every email.';

/**
 * The public site's pages of the mailing list's links (decision 067): a mail links to `confirm`
 * or `unsubscribe` (`?token=…`), whose button POSTs to the API; the API then sends the browser
 * to `confirmed` or `unsubscribed`.
 */
export const MailingListPages = {
  confirm: '/mailing-list/confirm',
  unsubscribe: '/mailing-list/unsubscribe',
  /** The query parameter of `confirm` and `unsubscribe` that holds the link's token. */
  tokenParam: 'token',
  confirmed: '/mailing-list/confirmed',
  unsubscribed: '/mailing-list/unsubscribed',
  /** Added to either page when the link was unknown or already used: `?result=invalid`. */
  invalidQuery: 'result=invalid',
  /**
   * The field the pages' forms post beside their own: the API answers with a 303 to the result
   * page instead of the envelope (an RFC 8058 one-click POST never carries it, and gets no redirect).
   */
  fromPageField: 'from',
  fromPageValue: 'page',
} as const;

/** A mailing-list link's token: 32 random bytes in base64url. */
export const isMailingListToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** The pages a mail's link opens (decision 067): nothing happens until their button is pressed. */
export const MailingListLinkTexts = {
  confirmTitle: 'Confirm your subscription',
  confirmText: 'Press the button to confirm that you want to receive the newsletter at this address.',
  confirmButton: 'Confirm my subscription',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeText: 'Press the button to stop receiving the newsletter. Your address is then erased from the list.',
  unsubscribeButton: 'Unsubscribe',
  /** Why a page with a button rather than a link that does it. */
  whyButton:
    'Nothing happens until you press it, so a program that checks the links in your email cannot do it for you.',
} as const;

const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/**
 * A text field checked by one of submission-rules' functions: absent, null or '' reads as
 * `required` (as does a value that is not a string), anything else as the rule says.
 */
function checkedText(required: string, problem: (value: string) => string | undefined, prepare = blankToUndefined) {
  return z.preprocess(
    prepare,
    z.string({ error: required }).superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message, abort: true });
    }),
  );
}

/** Required text that is not only spaces, trimmed, with a bound. */
function requiredText(max: number, required: string, spaces: string) {
  return checkedText(required, (v) => textProblem(v, { required, spaces, max })).transform((v) => v.trim());
}

/** One of the public forms' texts (submission-rules' TextRules). */
const ruleText = (rule: TextRule) => requiredText(rule.max, rule.required, rule.spaces);

/** An email address: trimmed, no spaces, {local}@{domain.tld}, at most 254 characters. */
export function emailField(required: string = SubmissionMessages.emailRequired) {
  return withFormat(
    checkedText(
      required,
      (v) => emailProblem(v, required),
      (value) => blankToUndefined(typeof value === 'string' ? value.trim() : value),
    ),
    'email',
  );
}

/** A phone number of exactly 10 digits, as typed (3-3-4 with dashes or plain); outputs the digits. */
const phoneField = checkedText(SubmissionMessages.phoneRequired, phoneProblem).transform((v) => phoneDigits(v));

/** The spam-check token (ALTCHA's payload, or Google's token), under the spec's field name. */
const recaptchaToken = z.preprocess(
  blankToUndefined,
  z
    .string({ error: CaptchaMessages.required })
    .max(SUBMISSION_LIMITS.captchaToken, { message: CaptchaMessages.invalid })
    .meta({ description: "ALTCHA's base64 payload (default) or Google's reCAPTCHA token." }),
);

/** The spec's client sends status (0 or 1); the server decides it, so any value is accepted and ignored. */
const ignoredStatus = z.unknown().optional().meta({ description: 'Sent by the spec client; ignored.' });
const honeypot = z.unknown().optional().meta({ description: 'Leave empty (hidden field of the form).' });

/** POST /mailinglists/: the footer sends the email (and status 0). */
export const mailingListSignupSchema = z.strictObject({
  email: emailField(SubmissionMessages.mailingEmailRequired),
  status: ignoredStatus,
  recaptchaToken,
  [HONEYPOT_FIELD]: honeypot,
});

/** POST /requestedappointments/: the appointment popup's fields. */
export const appointmentRequestSchema = z.strictObject({
  name: ruleText(TextRules.name),
  email: emailField(),
  phone_number: phoneField,
  reason: ruleText(TextRules.reason),
  status: ignoredStatus,
  recaptchaToken,
  [HONEYPOT_FIELD]: honeypot,
});

/** An industry id, as a number or a numeric string. */
const industryId = checkedText(SubmissionMessages.industryRequired, industryProblem, (value) =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : blankToUndefined(value),
).transform(Number);

/** POST /contact-us/: the contact form's fields. */
export const contactMessageRequestSchema = z.strictObject({
  name: ruleText(TextRules.name),
  email: emailField(),
  phone: phoneField,
  organization: ruleText(TextRules.organization),
  industries: industryId,
  message: ruleText(TextRules.message),
  purpose: ruleText(TextRules.purpose),
  status: ignoredStatus,
  recaptchaToken,
  [HONEYPOT_FIELD]: honeypot,
});

/**
 * Mailing-list entry status: 0 waiting for the confirmation link (not subscribed yet), 1
 * confirmed (subscribed). Unsubscribed entries are erased and leave every list.
 */
export const MailingListStatus = { Pending: 0, Confirmed: 1 } as const;
/** The mailing-list screen's badge of an address whose newsletter mails keep bouncing (decision 053). */
export const bouncingLabel = 'Bouncing';

export const mailingListSortKeys = ['-created_at', 'created_at', 'email', '-email'] as const;
export const appointmentSortKeys = ['-created_at', 'created_at', 'name', '-name'] as const;
/** The spec's client asks contact messages by position (arrival order); newest first is -position. */
export const contactMessageSortKeys = ['position', '-position', '-created_at', 'created_at'] as const;

/** When an administrator first opened the row (not in the spec: the inboxes' new/read state); null while new. */
const readAt = z.string().nullable().meta({ description: 'When an administrator first viewed it; null while new.' });

/** A mailing-list entry as the admin API answers it. */
export const mailingListEntrySchema = baseRecordSchema.extend({
  email: z.string(),
  confirmed_at: z.string().nullable(),
  consent: z.object({ at: z.string(), address: z.string(), text: z.string() }),
  bouncing: z.boolean().meta({
    description:
      'Its newsletter mails were refused (5xx) NEWSLETTER_BOUNCE_LIMIT times: no more are sent to it (decision 053).',
  }),
});
export type MailingListEntry = z.infer<typeof mailingListEntrySchema>;

/** A requested appointment; phone_number shown 3-3-4. */
export const requestedAppointmentSchema = baseRecordSchema.extend({
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  reason: z.string(),
  read_at: readAt,
});
export type RequestedAppointment = z.infer<typeof requestedAppointmentSchema>;

/**
 * A contact-us message; phone shown 3-3-4; industries is the industry's id as sent, with its
 * name beside it (null once that industry is gone).
 */
export const contactMessageSchema = baseRecordSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  organization: z.string(),
  industries: z.number().nullable(),
  industriesName: z.string().nullable(),
  purpose: z.string(),
  message: z.string(),
  read_at: readAt,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /captcha/challenge/: what the ALTCHA widget solves (its v2 challenge, signed by the server). */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Which spam check the public forms show. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  siteKey: z.string().optional(),
});

/** The texts an inbox search matches, one list per kind; phones both as digits and as shown. */
export const submissionSearchParts = {
  mailingList: (row: { email: string }) => [row.email],
  appointment: (row: { name: string; email: string; reason: string; phone_number: string }) => [
    row.name,
    row.email,
    row.reason,
    row.phone_number,
    formatPhone(row.phone_number),
  ],
  contact: (row: {
    name: string;
    email: string;
    organization: string;
    purpose: string;
    message: string;
    phone: string;
  }) => [row.name, row.email, row.organization, row.purpose, row.message, row.phone, formatPhone(row.phone)],
};

/** GET /{requestedappointments,contact-us}/unread-count/: how many rows no administrator has viewed yet. */
export const unreadCountSchema = z.object({ count: z.number() });

/** The admin inboxes' texts (requirements 3 §8); where the spec gives none, ours follow its pattern. */
export const MailingListTexts = standardTexts('Email', 'Emails', {
  countsToast: 'Unable to fetch mailing list counts. Please check your connection or login status.',
  listToast: 'Unable to fetch mailing lists. Please check your connection or login status.',
  listInline: 'Failed to fetch mailing lists. Please try again.',
  searchPlaceholder: 'Search Email',
});

export const AppointmentTexts = standardTexts('Appointment', 'Appointments', {
  searchPlaceholder: 'Search Appointment',
});

export const ContactMessageTexts = standardTexts('Contact us', 'Contact Us', {
  countsToast: 'Unable to fetch contact us counts. Please check your connection or login status.',
  listToast: 'Failed to fetch contact us. Please try again.',
  listInline: 'Failed to fetch contact us. Please try again.',
  deleteFailedTitle: 'Failed to Contact Us',
  deleteFailed: 'An error occurred while deleting the message.',
  bulkDeleteFailed: 'An error occurred while deleting the messages.',
  searchPlaceholder: 'Search Contact Us',
});

/** Texts of the inboxes beyond the spec: the new/read state and the CSV export. */
export const InboxTexts = {
  newBadge: 'New',
  view: 'View',
  close: 'Close',
  exportCsv: 'Export CSV',
  exportFailed: 'Unable to export the list. Please try again.',
  /** The navigation badge's name for screen readers. */
  unread: (count: number) => `${count} new`,
} as const;

/** The contact details form (requirements 3 §5, admin contact details) and its toasts (requirements 3 §8). */
export const ContactDetailsMessages = {
  titleRequired: 'Please enter a title.',
  descriptionRequired: 'Please enter a description.',
  companyRequired: 'Please enter a company.',
  addressRequired: 'Please enter a address.',
  emailRequired: SubmissionMessages.emailRequired,
  emailInvalid: SubmissionMessages.emailInvalid,
  phoneRequired: SubmissionMessages.phoneRequired,
  phoneTooLong: SubmissionMessages.phoneTooLong,
  phoneTooShort: SubmissionMessages.phoneTooShort,
  imageRequired: 'Please add a image.',
  imageTypes: Messages.imageTypes,
  fetchFailed: 'Failed to fetch contact us details. Please try again.',
  saveFailed: 'An error occurred while submitting the form.',
  /** The spec says only that the two differ ('Created' versus 'Updated'). */
  created: 'Contact Details Created Successfully!',
  updated: 'Contact Details Updated Successfully!',
} as const;

const CONTACT_DETAILS_LIMITS = { title: 200, description: 2000, company: 200, address: 500 } as const;

/** PATCH /contact-us-details/{id}/ (multipart): the text fields; backgroundImage is the file field. */
export const contactDetailsFields = {
  title: requiredText(
    CONTACT_DETAILS_LIMITS.title,
    ContactDetailsMessages.titleRequired,
    ContactDetailsMessages.titleRequired,
  ),
  description: requiredText(
    CONTACT_DETAILS_LIMITS.description,
    ContactDetailsMessages.descriptionRequired,
    ContactDetailsMessages.descriptionRequired,
  ),
  company: requiredText(
    CONTACT_DETAILS_LIMITS.company,
    ContactDetailsMessages.companyRequired,
    ContactDetailsMessages.companyRequired,
  ),
  email: emailField(),
  phone: phoneField,
  address: requiredText(
    CONTACT_DETAILS_LIMITS.address,
    ContactDetailsMessages.addressRequired,
    ContactDetailsMessages.addressRequired,
  ),
};
export const contactDetailsFileFields = { backgroundImage: 'image' } as const;

/** The site's contact details (single record); phone shown 3-3-4. */
export const contactDetailsSchema = baseRecordSchema.extend({
  title: z.string(),
  description: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  backgroundImage: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
