import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';

/**
 * The rules of the public forms (requirements 3 §5) as plain functions, without zod: the server's zod
 * schemas (submissions.ts) call them, and so do the forms in the visitor's browser
 * (apps/web/app/site-client), which must not carry zod (decision 020). One rule, one place: a
 * text or a bound changed here changes both.
 *
 * Every check takes the field's text as typed and answers the spec's message, or undefined when
 * the value is fine.
 */

export const SubmissionMessages = {
  nameRequired: 'Please enter a name.',
  nameSpaces: 'Name cannot contain only spaces.',
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email address.',
  /** The footer's own text (requirements 3 §5, footer mailing list). */
  mailingEmailRequired: 'Email required.',
  phoneRequired: 'Please enter a phone number.',
  phoneTooLong: 'Phone number cannot exceed 10 digits.',
  phoneTooShort: 'Phone number must be exactly 10 digits.',
  /**
   * Ours (decision 084): a number outside North America too short or too long for its country; one
   * line under the field, as the spec's are (the field's hint says how to write another country's).
   */
  phoneTooShortForCountry: 'Phone number is too short.',
  phoneTooLongForCountry: 'Phone number is too long.',
  /** Ours (decision 084): letters, or a country code that does not exist. */
  phoneInvalid: 'Please enter a valid phone number.',
  reasonRequired: 'Please enter a reason.',
  reasonSpaces: 'Reason cannot contain only spaces.',
  organizationRequired: 'Please enter an organization.',
  organizationSpaces: 'Organization cannot contain only spaces.',
  /** Also the answer for an industry id that does not exist or is not published. */
  industryRequired: 'Please select an industry.',
  messageRequired: 'Please enter a message.',
  messageSpaces: 'Message cannot contain only spaces.',
  purposeRequired: 'Please enter a purpose.',
  purposeSpaces: 'Purpose cannot contain only spaces.',
  /** Not in the spec: every text has a bound. */
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;

/**
 * The rules' messages in one language (decision 095): English is `SubmissionMessages`, the spec's
 * words; the site's catalogues hold the others, so a form answers in the page's language.
 */
export type SubmissionWords = {
  readonly [K in keyof typeof SubmissionMessages]: (typeof SubmissionMessages)[K] extends string
    ? string
    : (max: number) => string;
};

/** The spam check's messages in one language (decision 095); English is `CaptchaMessages`. */
export type CaptchaWords = { readonly [K in keyof typeof CaptchaMessages]: string };

/** The spam check's answers. The first four are the spec's widget texts (requirements 3 §5); the rest are ours. */
export const CaptchaMessages = {
  required: 'Please complete the reCAPTCHA.',
  expired: 'reCAPTCHA has expired. Please try again.',
  renderFailed: 'Failed to render reCAPTCHA. Please try again.',
  unavailable: 'reCAPTCHA not available. Please try again.',
  invalid: 'reCAPTCHA verification failed. Please try again.',
  reused: 'This reCAPTCHA was already used. Please complete it again.',
  /** The hidden field was filled: only software fills a field no one sees. */
  honeypot: 'Your submission looks automated and was not accepted. Please reload the page and try again.',
  /** The verifier (Google) could not be asked: nothing is stored, the visitor tries again. */
  verifierDown: 'The spam check is unavailable at the moment. Please try again in a minute.',
  tooMany: 'Too many submissions. Please wait a minute and try again.',
} as const;

export const SUBMISSION_LIMITS = {
  name: 100,
  email: 254,
  reason: 2000,
  organization: 200,
  message: 5000,
  purpose: 500,
  /** An ALTCHA payload is about 600 characters; Google's token about 2,000. */
  captchaToken: 8000,
} as const;

/**
 * The hidden field of every public form. People never see it (hidden, no tab stop,
 * autocomplete off) and no browser autofills a field of this name; software that fills every
 * field does, and the submission is refused.
 */
export const HONEYPOT_FIELD = 'subject';

/** A phone number's digits: separators people type (spaces, dashes, dots, brackets) dropped. */
function phoneDigits(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/** The countries a phone number may belong to (ISO 3166 alpha-2), as libphonenumber-js knows them. */
export const PHONE_COUNTRIES = getCountries() as [CountryCode, ...CountryCode[]];
/** The site's default country until Site settings say otherwise (decision 084): the spec's numbers are North American. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

const countryOf = (country: string | undefined): CountryCode =>
  country !== undefined && (PHONE_COUNTRIES as readonly string[]).includes(country)
    ? (country as CountryCode)
    : DEFAULT_PHONE_COUNTRY;

/** North America's numbering plan (+1): the spec's 10 digits, shown 3-3-4. */
const isNanp = (country: CountryCode) => getCountryCallingCode(country) === '1';

/** Only what people type in a phone number: digits, separators and one leading '+'. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;

/** The spec's rule for a North American number's 10 digits, word for word (requirements 3 §5). */
function tenDigitsProblem(digits: string, words: SubmissionWords): string | undefined {
  if (/^\d{11,}$/.test(digits)) return words.phoneTooLong;
  if (!/^\d{10}$/.test(digits)) return words.phoneTooShort;
  return undefined;
}

/**
 * A phone number of any country (decision 084): one starting with '+' by its country code, any
 * other as a number of `country` (the site's default country, from Site settings). North American
 * numbers keep the spec's rule and messages: exactly 10 digits, with or without the dashes of 3-3-4.
 * Others must have a length their country uses (libphonenumber-js's `min` metadata: possible
 * lengths, not number ranges, so a new range or the spec's fictional 555 numbers are not refused).
 * With `country` null (the API's schema, which cannot know the site's country) a national number
 * is only required; the server looks again with the country, then stores `phoneE164`.
 */
export function phoneProblem(
  value: string,
  country?: string | null,
  words: SubmissionWords = SubmissionMessages,
): string | undefined {
  const typed = value.trim();
  const digits = phoneDigits(typed);
  if (digits === '' || digits === '+') return words.phoneRequired;
  const international = typed.startsWith('+');
  // The API's schema, which cannot know the site's country: a national number waits for the server's second look.
  if (!international && country === null) return undefined;
  const home = countryOf(country ?? undefined);
  if (!international && isNanp(home)) return tenDigitsProblem(digits, words);
  if (!PHONE_CHARACTERS.test(typed)) return words.phoneInvalid;
  if (international && digits.startsWith('+1')) return tenDigitsProblem(digits.slice(2), words);
  switch (validatePhoneNumberLength(typed, international ? undefined : home)) {
    case undefined:
      return undefined;
    case 'TOO_SHORT':
      return words.phoneTooShortForCountry;
    case 'TOO_LONG':
      return words.phoneTooLongForCountry;
    default:
      return words.phoneInvalid;
  }
}

/** A number `phoneProblem` accepts, as it is stored: E.164 ('+2348031234567', '+15551234567'). */
export function phoneE164(value: string, country?: string): string {
  const typed = value.trim();
  const parsed = parsePhoneNumberFromString(typed, typed.startsWith('+') ? undefined : countryOf(country));
  if (!parsed) throw new Error('phoneE164: a number phoneProblem refuses');
  return parsed.number;
}

/**
 * A stored number as people read it (decision 084): in the national format of the site's country
 * (North American numbers 3-3-4 with dashes, requirements 3 §9), a number of another country in
 * the international format ('+234 803 123 4567'). The API answers it as read in the US (the
 * spec's shape); a number stored as 10 digits before E.164 is shown 3-3-4; anything else as it is.
 */
export function formatPhone(stored: string, country?: string): string {
  if (/^\d{10}$/.test(stored)) return `${stored.slice(0, 3)}-${stored.slice(3, 6)}-${stored.slice(6)}`;
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed) return stored;
  const home = countryOf(country);
  if (parsed.countryCallingCode !== getCountryCallingCode(home)) return parsed.formatInternational();
  const national = parsed.nationalNumber;
  return isNanp(home) && national.length === 10
    ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : parsed.formatNational();
}

/** A number as the API answers it (`formatPhone` with no country) back in E.164, for a link or another format. */
function answeredE164(answered: string): string {
  return parsePhoneNumberFromString(answered, DEFAULT_PHONE_COUNTRY)?.number ?? phoneDigits(answered);
}

/** A number as the API answers it, as a `tel:` link ('tel:+2348031234567'). */
export const phoneHref = (answered: string) => `tel:${answeredE164(answered)}`;

/** A number as the API answers it, as people of `country` read it (decision 084): see `formatPhone`. */
export const shownPhone = (answered: string, country: string) => formatPhone(answeredE164(answered), country);

/**
 * A phone field as the visitor types it. North American national numbers: digits only, grouped
 * 3-3-4 with dashes ('555', '555-12', '555-123-4567'); digits past the tenth stay, after the last
 * group, so the field can say 'cannot exceed 10 digits' about what it shows. A number starting
 * with '+' (another country, or a browser's autofill of the `tel` token) is left as typed, but for
 * characters no phone number has.
 */
export function typedPhone(value: string, country?: string): string {
  if (value.trimStart().startsWith('+') || !isNanp(countryOf(country))) return value.replace(/[^\d\s\-().+]/g, '');
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * An address's shape: zod's own email pattern (zod 4.6.7, `z.regexes.email`), which the server
 * used before this rule left zod; submission-rules.test.ts keeps the two equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type TextRule = { required: string; spaces: string; max: number };

/** Required text that is not only spaces, within its bound. */
export function textProblem(
  value: string,
  rule: TextRule,
  words: Pick<SubmissionWords, 'tooLong'> = SubmissionMessages,
): string | undefined {
  if (value === '') return rule.required;
  if (value.trim() === '') return rule.spaces;
  if (value.length > rule.max) return words.tooLong(rule.max);
  return undefined;
}

/** An email address (spaces around it ignored): present, within 254 characters, of the shape name@domain.tld. */
export function emailProblem(
  value: string,
  required: string = SubmissionMessages.emailRequired,
  words: SubmissionWords = SubmissionMessages,
): string | undefined {
  const email = value.trim();
  if (email === '') return required;
  if (email.length > SUBMISSION_LIMITS.email) return words.tooLong(SUBMISSION_LIMITS.email);
  if (!EMAIL_PATTERN.test(email)) return words.emailInvalid;
  return undefined;
}

/** Ids are 32-bit serials on PostgreSQL (MAX_ID in api.ts, which this zod-free module cannot import). */
const MAX_INDUSTRY_ID = 2_147_483_647;

/** The id of a chosen industry (whether it exists and is published is the server's to say). */
export function industryProblem(value: string, words: SubmissionWords = SubmissionMessages): string | undefined {
  const id = value.trim();
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_INDUSTRY_ID ? undefined : words.industryRequired;
}

/** The texts each form checks, with their messages (in a language, decision 095) and bounds. */
const textRules = (words: SubmissionWords = SubmissionMessages) =>
  ({
    name: { required: words.nameRequired, spaces: words.nameSpaces, max: SUBMISSION_LIMITS.name },
    reason: { required: words.reasonRequired, spaces: words.reasonSpaces, max: SUBMISSION_LIMITS.reason },
    organization: {
      required: words.organizationRequired,
      spaces: words.organizationSpaces,
      max: SUBMISSION_LIMITS.organization,
    },
    message: { required: words.messageRequired, spaces: words.messageSpaces, max: SUBMISSION_LIMITS.message },
    purpose: { required: words.purposeRequired, spaces: words.purposeSpaces, max: SUBMISSION_LIMITS.purpose },
  }) as const satisfies Record<string, TextRule>;

/** The texts each form checks, in the spec's words (the server's schemas). */
export const TextRules = textRules();

/** A form's fields by their wire names, each with its check. */
export type FormRules = Readonly<Record<string, (value: string) => string | undefined>>;

/**
 * The appointment popup (requirements 3 §5); `country` is the site's default country (decision 084),
 * `words` the page's language's messages (decision 095).
 */
export function appointmentRules(country?: string, words: SubmissionWords = SubmissionMessages) {
  const texts = textRules(words);
  return {
    name: (value) => textProblem(value, texts.name, words),
    email: (value) => emailProblem(value, words.emailRequired, words),
    phone_number: (value) => phoneProblem(value, country, words),
    reason: (value) => textProblem(value, texts.reason, words),
  } as const satisfies FormRules;
}

/** The contact page's form (requirements 3 §5), as `appointmentRules` takes its country and words. */
export function contactRules(country?: string, words: SubmissionWords = SubmissionMessages) {
  const texts = textRules(words);
  return {
    name: (value) => textProblem(value, texts.name, words),
    email: (value) => emailProblem(value, words.emailRequired, words),
    phone: (value) => phoneProblem(value, country, words),
    organization: (value) => textProblem(value, texts.organization, words),
    industries: (value) => industryProblem(value, words),
    message: (value) => textProblem(value, texts.message, words),
    purpose: (value) => textProblem(value, texts.purpose, words),
  } as const satisfies FormRules;
}

/** The footer's signup: only 'Email required.' on the client (requirements 3 §5); the server also checks the shape. */
export const mailingListRules = (words: Pick<SubmissionWords, 'mailingEmailRequired'> = SubmissionMessages) =>
  ({
    email: (value) => (value.trim() === '' ? words.mailingEmailRequired : undefined),
  }) as const satisfies FormRules;

/** A form's words in the page's language (decision 095): its rules' messages and its spam check's. */
type FormWords = { submission: SubmissionWords; captcha: CaptchaWords };

/** The spam check's messages the browser shows itself; the others come in the server's answers. */
const BROWSER_CAPTCHA_KEYS = ['required', 'expired', 'renderFailed', 'unavailable'] as const;

const submissionKeys = Object.keys(SubmissionMessages) as Array<keyof SubmissionWords>;

/**
 * A form's words as its markup carries them to the browser code (`data-words`, decision 095):
 * JSON of the messages `keys` name (every rule's by default) and the spam check's; a bound's
 * message once per bound.
 */
export function formWordsJson(words: FormWords, keys: ReadonlyArray<keyof SubmissionWords> = submissionKeys): string {
  const submission: Record<string, unknown> = {};
  for (const key of keys) {
    const text = words.submission[key];
    submission[key] =
      typeof text === 'string'
        ? text
        : Object.fromEntries(Object.values(SUBMISSION_LIMITS).map((max) => [max, text(max)]));
  }
  const captcha = Object.fromEntries(BROWSER_CAPTCHA_KEYS.map((key) => [key, words.captcha[key]]));
  return JSON.stringify({ submission, captcha });
}

/** The words `formWordsJson` wrote, English's (the spec's) for any it did not; none at all on an English page. */
export function formWordsFromJson(json: string | undefined): FormWords {
  let sent: { submission?: Record<string, unknown>; captcha?: Record<string, unknown> } = {};
  try {
    sent = json ? (JSON.parse(json) as typeof sent) : {};
  } catch {
    // Markup of ours is never malformed; English then, rather than no form.
  }
  const { tooLong, ...texts } = sent.submission ?? {};
  const bounds = (tooLong ?? {}) as Record<string, string>;
  return {
    submission: {
      ...SubmissionMessages,
      ...(texts as Partial<SubmissionWords>),
      tooLong: (max: number) => bounds[max] ?? SubmissionMessages.tooLong(max),
    },
    captcha: { ...CaptchaMessages, ...(sent.captcha as Partial<CaptchaWords>) },
  };
}
