import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth.ts';
import { TwoFactorMessages } from './two-factor.ts';

/**
 * Decision 068: the sudo window before the takeover paths (a passkey added or removed, the email
 * changed, two-factor turned off, new recovery codes), the email change confirmed from the new
 * address, the second factor's per-account limit, and the security notices mailed to the user.
 */

/** How long a password or code given for a sensitive change keeps this session confirmed. */
export const STEP_UP_MINUTES = 5;
/** How long the link mailed to a new email address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Wrong second-factor codes one account may get, from anywhere, before its codes are refused. */
export const CODE_FAILURE_WINDOW_MINUTES = 15;

export const StepUpMessages = {
  /** The 403 of a protected call outside the window; the back office opens its dialog on it. */
  required: `Confirm it is you: enter your password or a two-factor code to make this change. You will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  confirmed: `Confirmed. You will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  needsProof: TwoFactorMessages.disableNeedsProof,
  /** The dialog's own check before sending (the password is the way for a user without two-factor). */
  passwordRequired: 'Enter your password.',
  passwordWrong: TwoFactorMessages.passwordWrong,
  codeWrong: TwoFactorMessages.codeWrong,
  /** The 429 once an account has had too many wrong codes, whatever the address. */
  codesLocked: `Too many wrong codes for this account. Please wait ${CODE_FAILURE_WINDOW_MINUTES} minutes and try again.`,
} as const;

export const EmailChangeMessages = {
  sent: (email: string) =>
    `We sent a link to ${email}. Your email address changes when you open it and confirm. Until then you sign in with the current one.`,
  confirmed: (email: string) => `Your email address is now ${email}.`,
  invalidLink:
    'This link is invalid, was used already or has expired. Change your email address again from your profile.',
  tooMany: 'Too many email changes for this account. Please try again in an hour.',
} as const;

/** A password or a code (TOTP or recovery), as the step-up and turning two-factor off take it. */
export const proofBodySchema = z
  .strictObject({
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    code: z.string().trim().max(32).optional(),
  })
  .refine((body) => Boolean(body.password || body.code), { message: StepUpMessages.needsProof, path: ['password'] });
export type ProofBody = z.infer<typeof proofBodySchema>;

export const stepUpAnswerSchema = z.object({
  /** When this session's window closes (ISO). */
  until: z.string(),
});

export const emailChangeConfirmBodySchema = z.strictObject({
  token: z
    .string({ error: EmailChangeMessages.invalidLink })
    .min(1, EmailChangeMessages.invalidLink)
    .max(200, EmailChangeMessages.invalidLink),
});

/** The back office's words: the step-up dialog and the email confirmation page. */
export const StepUpTexts = {
  title: 'Confirm it is you',
  intro: `This change protects your account. Enter your password to continue; you will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  introCode: `Enter a code from your authenticator app (or a recovery code); you will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  password: 'Password',
  code: 'Code',
  useCode: 'Use a two-factor code instead',
  usePassword: 'Use my password instead',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
} as const;

export const EmailChangeTexts = {
  title: 'Confirm your new email address',
  intro:
    'Press the button to make this the email address of your Atrium back-office account. You sign in with it from then on.',
  confirm: 'Confirm new email address',
  doneTitle: 'Email address changed',
  toProfile: 'Go to my profile',
  toLogin: 'Go to login',
} as const;

/** The security notices' subjects and what each says happened (decision 068). */
export const SecurityMail = {
  passwordChanged: {
    subject: 'Your Atrium password was changed',
    text: 'The password of your Atrium back-office account was changed. Every other session was signed out.',
  },
  emailChangeRequested: {
    subject: 'Your Atrium email address is being changed',
    text: (to: string) =>
      `Someone signed in to your Atrium back-office account asked to change its email address to ${to}. It changes only when the link sent there is opened and confirmed.`,
  },
  emailChanged: {
    subject: 'Your Atrium email address was changed',
    text: (to: string) =>
      `The email address of your Atrium back-office account is now ${to}. Mail about the account goes there from now on.`,
  },
  emailConfirm: {
    subject: 'Confirm your new Atrium email address',
    text: (hours: number) =>
      `Open the link and press the button to make this the email address of your Atrium back-office account. It works once, for ${hours} hours.`,
    button: 'Confirm this email address',
    paste: 'If the button does not work, paste this address into your browser:',
    ignore: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  twoFactorOn: {
    subject: 'Two-factor authentication was turned on',
    text: 'Two-factor authentication was turned on for your Atrium back-office account. Signing in now asks for a code from an authenticator app.',
  },
  twoFactorOff: {
    subject: 'Two-factor authentication was turned off',
    text: 'Two-factor authentication was turned off for your Atrium back-office account. Signing in now takes the password alone.',
  },
  twoFactorReset: {
    subject: 'Two-factor authentication was turned off',
    text: (by: string) =>
      `${by}, an administrator, reset the two-factor authentication of your Atrium back-office account. Signing in now takes the password alone until you set it up again.`,
  },
  recoveryCodesNew: {
    subject: 'New recovery codes for your Atrium account',
    text: 'New recovery codes were made for your Atrium back-office account. The earlier ones no longer work.',
  },
  passkeyAdded: {
    subject: 'A passkey was added to your Atrium account',
    text: (name: string) =>
      `A passkey named “${name}” was added to your Atrium back-office account. It signs in without the password.`,
  },
  passkeyRemoved: {
    subject: 'A passkey was removed from your Atrium account',
    text: (name: string) => `The passkey named “${name}” was removed from your Atrium back-office account.`,
  },
  recoveryCodeUsed: {
    subject: 'A recovery code was used on your Atrium account',
    text: (left: number) =>
      `One of the recovery codes of your Atrium back-office account was used. ${left === 1 ? '1 code is' : `${left} codes are`} left.`,
  },
  codesLocked: {
    subject: 'Too many wrong codes on your Atrium account',
    text: `Wrong two-factor codes were entered for your Atrium back-office account too many times. Codes are refused for ${CODE_FAILURE_WINDOW_MINUTES} minutes. Whoever entered them had your password or one of your sessions.`,
  },
  greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  when: 'When',
  address: 'From the address',
  browser: 'Browser',
  wasYou: 'If this was you, there is nothing to do.',
  notYou: 'If it was not you, reset your password now and tell an administrator:',
} as const;
