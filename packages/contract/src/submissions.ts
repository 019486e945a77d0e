import { z } from 'zod';
import { withFormat } from './documented.ts';
import {
  type ColumnsOf,
  date,
  defaulted,
  file,
  nullable,
  number,
  readOnly,
  resourceFields,
  searchParts,
  serverColumn,
  text,
} from './fields.ts';
import { localeQueryShape } from './locales.ts';
import { Messages, RequestMessages } from './messages.ts';
import { AppointmentPopupTexts, SignupTexts } from './public-forms.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';
import { hasLineBreakOrControl } from './text.ts';
import {
  CaptchaMessages,
  emailProblem,
  formatPhone,
  HONEYPOT_FIELD,
  industryProblem,
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
export {
  CaptchaMessages,
  formatPhone,
  HONEYPOT_FIELD,
  phoneE164,
  phoneHref,
  phoneProblem,
  shownPhone,
  SubmissionMessages,
} from './submission-rules.ts';

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
 * The consent a footer signup records in English (with its time and the visitor's address). The
 * public form shows it beside the email field; in another language, the site's catalogue's
 * (decision 095), which the server stores instead.
 */
export const MAILING_LIST_CONSENT = SignupTexts.consent;

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

/**
 * The pages a mail's link opens and the result pages after them (decisions 067, 095), as the
 * site's catalogues hold them in each language: the link pages' words and the result pages' (ours).
 */
export const MailingListPageTexts = {
  ...MailingListLinkTexts,
  confirmedTitle: 'Subscription confirmed',
  confirmedMessage: SubmissionAnswers.mailingListConfirmed,
  confirmedNext: 'While you wait for the next newsletter, read the latest from the network.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedMessage: SubmissionAnswers.mailingListUnsubscribed,
  unsubscribedNext: 'You are welcome back at any time: the signup form is at the bottom of every page.',
  invalidTitle: 'This link did not work',
  invalidMessage: SubmissionAnswers.mailingListLinkInvalid,
  exploreLearn: 'Explore Learn',
  goHome: 'Go to the home page',
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

/** The longest phone as it may be typed ('+234 (0) 803 123 4567' and more) and stored (E.164). */
const PHONE_MAX = 32;

/**
 * A phone number as typed, trimmed (decision 084): one with '+' checked here by its country code, a
 * national one only for its characters, since the site's default country is in Site settings; the
 * server then checks it as a number of that country and stores E.164 (`phoneE164`).
 */
const phoneField = checkedText(SubmissionMessages.phoneRequired, (v) => phoneProblem(v, null)).transform((v) =>
  v.trim(),
);

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

/** When an administrator first opened the row (not in the spec: the inboxes' new/read state); null while new. */
const readAt = {
  ...readOnly(date({ column: 'read_at', rule: z.string(), nullable: true })),
  record: z.string().nullable().meta({ description: 'When an administrator first viewed it; null while new.' }),
};

/** A phone is found by its digits as stored (E.164) and as shown (3-3-4 for North America, else international). */
const phoneSearch = (stored: string) => [stored, formatPhone(stored)];

/**
 * The fields of the three inboxes (decision 074): what their public form sends, with its rules, and
 * what the administrator's record answers. No back-office body writes them.
 */
/** The language a submission was sent in (decision 091; null: sent before the site had languages). */
const visitorLocale = serverColumn({ column: 'locale', value: z.string().nullable() });
/** The same as the inboxes' records answer it, which each inbox's `toWire` places (decision 095). */
const visitorLocaleRecord = {
  locale: z.string().nullable().meta({
    description: 'The language the visitor sent it in (a tag of the site); null: sent before the site had languages.',
  }),
};

export const mailingListFields = resourceFields({
  email: text({
    column: 'email',
    max: SUBMISSION_LIMITS.email,
    rule: emailField(SubmissionMessages.mailingEmailRequired),
    search: true,
  }),
  confirmed_at: readOnly(date({ column: 'confirmed_at', rule: z.string(), nullable: true })),
  // What the signup, its links and the newsletter keep (features/submissions, features/newsletters):
  // the record answers the consent nested and the bounces as a flag.
  email_key: serverColumn({ column: 'email_key', value: z.string().nullable() }),
  confirm_token_hash: serverColumn({ column: 'confirm_token_hash', value: z.string().nullable() }),
  confirm_sent_at: serverColumn({ column: 'confirm_sent_at', value: z.string().nullable() }),
  confirmed_address: serverColumn({ column: 'confirmed_address', value: z.string().nullable() }),
  unsubscribe_token: serverColumn({ column: 'unsubscribe_token', value: z.string() }),
  unsubscribed_at: serverColumn({ column: 'unsubscribed_at', value: z.string().nullable() }),
  consent_at: serverColumn({ column: 'consent_at', value: z.string() }),
  consent_address: serverColumn({ column: 'consent_address', value: z.string() }),
  consent_text: serverColumn({ column: 'consent_text', value: z.string() }),
  /** Permanent (5xx) failures of newsletter mails since the last one delivered (decision 053). */
  bounce_count: defaulted(serverColumn({ column: 'bounce_count', value: z.number() })),
  /** When it reached NEWSLETTER_BOUNCE_LIMIT: no newsletter is sent to it any more. */
  bouncing_at: serverColumn({ column: 'bouncing_at', value: z.string().nullable() }),
  last_bounce: serverColumn({ column: 'last_bounce', value: z.string().nullable() }),
  /** The visitor's language at the last signup (decision 091): its mails and newsletters are in it. */
  locale: visitorLocale,
});

/** The phone is stored in E.164 (decision 084). */
export const appointmentFields = resourceFields({
  name: text({ column: 'name', max: TextRules.name.max, rule: ruleText(TextRules.name), search: true }),
  email: text({ column: 'email', max: SUBMISSION_LIMITS.email, rule: emailField(), search: true }),
  reason: text({ column: 'reason', max: TextRules.reason.max, rule: ruleText(TextRules.reason), search: true }),
  phone_number: text({ column: 'phone_number', max: PHONE_MAX, rule: phoneField, search: phoneSearch }),
  read_at: readAt,
  locale: visitorLocale,
});

/** An industry id, as a number or a numeric string. */
const industryId = checkedText(SubmissionMessages.industryRequired, industryProblem, (value) =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : blankToUndefined(value),
).transform(Number);

/** The phone is stored in E.164 (decision 084); `industries` is the industry's id as sent (null once it is gone). */
export const contactMessageFields = resourceFields({
  name: text({ column: 'name', max: TextRules.name.max, rule: ruleText(TextRules.name), search: true }),
  email: text({ column: 'email', max: SUBMISSION_LIMITS.email, rule: emailField(), search: true }),
  organization: text({
    column: 'organization',
    max: TextRules.organization.max,
    rule: ruleText(TextRules.organization),
    search: true,
  }),
  industries: nullable(
    number({ column: 'industry_id', message: SubmissionMessages.industryRequired, rule: industryId }),
  ),
  purpose: text({ column: 'purpose', max: TextRules.purpose.max, rule: ruleText(TextRules.purpose), search: true }),
  message: text({ column: 'message', max: TextRules.message.max, rule: ruleText(TextRules.message), search: true }),
  phone: text({ column: 'phone', max: PHONE_MAX, rule: phoneField, search: phoneSearch }),
  read_at: readAt,
  locale: visitorLocale,
});

/** What every public form sends beside its fields: the spam check, the ignored status and the honeypot. */
const publicFormParts = {
  status: ignoredStatus,
  recaptchaToken,
  [HONEYPOT_FIELD]: honeypot,
  /** ours (decision 091): the language of the page the form is on; absent, its address's prefix tells. */
  ...localeQueryShape,
};

/** POST /mailinglists/: the footer sends the email (and status 0). */
export const mailingListSignupSchema = z.strictObject({ ...mailingListFields.spec.fields, ...publicFormParts });

/** POST /requestedappointments/: the appointment popup's fields. */
export const appointmentRequestSchema = z.strictObject({ ...appointmentFields.spec.fields, ...publicFormParts });

/** POST /contact-us/: the contact form's fields. */
export const contactMessageRequestSchema = z.strictObject({ ...contactMessageFields.spec.fields, ...publicFormParts });

/**
 * Mailing-list entry status: 0 waiting for the confirmation link (not subscribed yet), 1
 * confirmed (subscribed), 3 unsubscribed: kept on the list, marked so, and sent nothing (decision
 * 086; 2 is what the list kit reads as deleted, which an unsubscribed address is not).
 */
export const MailingListStatus = { Pending: 0, Confirmed: 1, Unsubscribed: 3 } as const;
const mailingListStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(3)], {
  error: 'subscription must be 0 (awaiting confirmation), 1 (subscribed) or 3 (unsubscribed).',
});
/** ours (decision 086): the Mailing Lists screen's view of one status (its `subscription` filter). */
export const mailingListSubscriptionFilter = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
  mailingListStatusSchema,
);
/** ours (decision 086): each status in words, on the screen's badges and its filter. */
export const MailingListStatusLabels: Record<(typeof MailingListStatus)[keyof typeof MailingListStatus], string> = {
  0: 'Awaiting confirmation',
  1: 'Subscribed',
  3: 'Unsubscribed',
};
/** The mailing-list screen's badge of an address whose newsletter mails keep bouncing (decision 053). */
export const bouncingLabel = 'Bouncing';

export const mailingListSortKeys = ['-created_at', 'created_at', 'email', '-email'] as const;
export const appointmentSortKeys = ['-created_at', 'created_at', 'name', '-name'] as const;
/** The spec's client asks contact messages by position (arrival order); newest first is -position. */
export const contactMessageSortKeys = ['position', '-position', '-created_at', 'created_at'] as const;

/** A mailing-list entry as the admin API answers it: its consent and its bounces from columns of their own. */
export const mailingListEntrySchema = baseRecordSchema.extend({
  ...mailingListFields.record,
  ...visitorLocaleRecord,
  status: mailingListStatusSchema,
  consent: z.object({ at: z.string(), address: z.string(), text: z.string() }),
  bouncing: z.boolean().meta({
    description:
      'Its newsletter mails were refused (5xx) NEWSLETTER_BOUNCE_LIMIT times: no more are sent to it (decision 053).',
  }),
});
export type MailingListEntry = z.infer<typeof mailingListEntrySchema>;

/** A requested appointment; phone_number as `formatPhone` shows it in the US (3-3-4, another country's international). */
export const requestedAppointmentSchema = baseRecordSchema.extend({
  ...appointmentFields.record,
  ...visitorLocaleRecord,
});
export type RequestedAppointment = z.infer<typeof requestedAppointmentSchema>;

/** A contact-us message; phone as `formatPhone` shows it in the US; the industry's name beside its id (null once that industry is gone). */
export const contactMessageSchema = baseRecordSchema.extend({
  ...contactMessageFields.record,
  ...visitorLocaleRecord,
  industriesName: z.string().nullable(),
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

/**
 * The texts an inbox search matches, one list per kind, from the fields marked `search` (phones
 * both as digits and as shown): the public forms store them with each row.
 */
export const submissionSearchParts = {
  mailingList: (row: Pick<ColumnsOf<typeof mailingListFields.fields>, 'email'>) =>
    searchParts(mailingListFields.fields, row),
  appointment: (row: Omit<ColumnsOf<typeof appointmentFields.fields>, 'read_at' | 'locale'>) =>
    searchParts(appointmentFields.fields, row),
  contact: (row: Omit<ColumnsOf<typeof contactMessageFields.fields>, 'read_at' | 'industry_id' | 'locale'>) =>
    searchParts(contactMessageFields.fields, row),
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

/** ours (decision 086): the Mailing Lists screen's choice of addresses, and an address erased before it was kept. */
export const MailingListFilterTexts = {
  label: 'Show',
  all: 'All addresses',
  erased: 'Address erased on unsubscribing',
};

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
  /** The language a visitor sent it in, on a site with several (decision 095). */
  language: 'Language',
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
  phoneInvalid: SubmissionMessages.phoneInvalid,
  phoneTooShortForCountry: SubmissionMessages.phoneTooShortForCountry,
  phoneTooLongForCountry: SubmissionMessages.phoneTooLongForCountry,
  imageRequired: 'Please add a image.',
  imageTypes: Messages.imageTypes,
  fetchFailed: 'Failed to fetch contact us details. Please try again.',
  saveFailed: 'An error occurred while submitting the form.',
  /** The spec says only that the two differ ('Created' versus 'Updated'). */
  created: 'Contact Details Created Successfully!',
  updated: 'Contact Details Updated Successfully!',
} as const;

const CONTACT_DETAILS_LIMITS = { title: 200, description: 2000, company: 200, address: 500 } as const;

/** A required text of the contact details: its message says both an empty value and one of spaces alone. */
const detailsText = (max: number, required: string) => ({ max, required, rule: requiredText(max, required, required) });

/**
 * The contact details' fields (decision 074): the PATCH /contact-us-details/{id}/ (multipart with
 * the background image, or JSON) and the record. The phone is stored in E.164 and answered as
 * `formatPhone` shows it in the US (decision 084). Every field is required: the first save fills the blank row the migration made.
 */
export const contactDetailsFields = resourceFields({
  title: text({
    column: 'title',
    ...detailsText(CONTACT_DETAILS_LIMITS.title, ContactDetailsMessages.titleRequired),
    search: true,
    localized: true,
    label: 'Title',
  }),
  description: text({
    column: 'description',
    ...detailsText(CONTACT_DETAILS_LIMITS.description, ContactDetailsMessages.descriptionRequired),
    localized: true,
  }),
  // The organisation's name (decision 085): the site settings' too, so one line, as a mail's sender name must be.
  company: text({
    column: 'company',
    ...detailsText(CONTACT_DETAILS_LIMITS.company, ContactDetailsMessages.companyRequired),
    rule: requiredText(
      CONTACT_DETAILS_LIMITS.company,
      ContactDetailsMessages.companyRequired,
      ContactDetailsMessages.companyRequired,
    ).refine((v) => !hasLineBreakOrControl(v), { message: RequestMessages.oneLine }),
    search: true,
    label: 'Company',
  }),
  email: text({
    column: 'email',
    max: SUBMISSION_LIMITS.email,
    required: ContactDetailsMessages.emailRequired,
    rule: emailField(),
  }),
  phone: text({ column: 'phone', max: PHONE_MAX, required: ContactDetailsMessages.phoneRequired, rule: phoneField }),
  address: text({
    column: 'address',
    ...detailsText(CONTACT_DETAILS_LIMITS.address, ContactDetailsMessages.addressRequired),
  }),
  backgroundImage: file({ column: 'background_image', kind: 'image' }),
});

/** The site's contact details (single record); phone as `formatPhone` shows it in the US. */
export const contactDetailsSchema = baseRecordSchema.extend(contactDetailsFields.record);
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
