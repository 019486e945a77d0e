import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth.ts';

/**
 * Issue 21 item 3 (decision 036): TOTP (RFC 6238) second factor and its recovery codes. The
 * server's answers, the bodies and the back office's texts.
 */

/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long the sign-in's second step may wait after the password. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

export const TwoFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeWrong: 'That code is not right, or has been used already. Try the next one.',
  challengeExpired: 'This sign-in took too long. Please enter your password again.',
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off first to enrol a new device.',
  notStarted: 'Start the enrolment again: no authenticator is waiting for confirmation.',
  notEnabled: 'Two-factor authentication is not on for this account.',
  enabled: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor authentication is off.',
  /** Decision 068. */
  recoveryCodesNew: 'New recovery codes made. The earlier ones no longer work.',
  disableNeedsProof: 'Enter your password or a code from your authenticator app.',
  passwordWrong: 'The password is not right.',
  enrolFirst: 'Set up two-factor authentication on your profile before using the back office.',
  reset: (email: string) => `Two-factor authentication of ${email} has been reset.`,
} as const;

/** A code as typed: six digits (spaces allowed) or a recovery code. */
const codeField = z
  .string({ error: TwoFactorMessages.codeRequired })
  .trim()
  .min(1, TwoFactorMessages.codeRequired)
  .max(32, TwoFactorMessages.codeWrong);

/** The login's answer for a user with a second factor: the signed challenge for the second step. */
export const twoFactorChallengeSchema = z.object({
  two_factor: z.literal('totp'),
  /** Signed, short-lived (TWO_FACTOR_CHALLENGE_MINUTES): send it back with the code. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorSignInBodySchema = z.strictObject({
  challenge: z.string({ error: TwoFactorMessages.challengeExpired }).min(1).max(2000),
  code: codeField,
});

export const twoFactorStartSchema = z.object({
  /** The base32 key, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** A data: URL of the QR code's PNG. */
  qr: z.string(),
});
export type TwoFactorStart = z.infer<typeof twoFactorStartSchema>;

export const twoFactorConfirmBodySchema = z.strictObject({ code: codeField });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorDisableBodySchema = z
  .strictObject({
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    code: z.string().trim().max(32).optional(),
  })
  .refine((body) => Boolean(body.password || body.code), { message: TwoFactorMessages.disableNeedsProof });

/** The back office's words: the profile's section, the sign-in's second step, the users screen's reset. */
export const TwoFactorTexts = {
  section: 'Two-factor authentication',
  offIntro:
    'Add a second step to your sign-in: a six-digit code from an authenticator app on your phone (for example 1Password, Google Authenticator or Aegis).',
  onIntro: 'On. Signing in asks for a code from your authenticator app after your password.',
  requiredNotice: 'This site requires two-factor authentication. Set it up to continue.',
  setUp: 'Set up two-factor authentication',
  scan: 'Scan this QR code with your authenticator app, or type the key by hand.',
  manualKey: 'Key',
  qrAlt: 'QR code for your authenticator app',
  code: 'Six-digit code',
  confirm: 'Turn on',
  cancel: 'Cancel',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
  copy: 'Copy codes',
  copied: 'Codes copied.',
  download: 'Download codes',
  codesDone: 'I have saved my codes',
  disable: 'Turn off',
  /** Decision 068: new recovery codes without turning two-factor off. */
  regenerate: 'New recovery codes',
  regenerateTitle: 'Make new recovery codes?',
  regenerateText: 'Your current recovery codes stop working. The new ones are shown once.',
  regenerateConfirm: 'Make new codes',
  disableTitle: 'Turn off two-factor authentication',
  disableIntro: 'Confirm with your password or a code from your authenticator app.',
  password: 'Password',
  codeOrNothing: 'Or a code',
  stepTitle: 'Two-factor authentication',
  stepIntro: 'Enter the six-digit code from your authenticator app.',
  stepRecoveryIntro: 'Enter one of your recovery codes. Each code works once.',
  recoveryCode: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the authenticator app',
  verify: 'Verify',
  back: 'Back',
  resetAction: 'Reset two-factor',
  resetTitle: 'Reset two-factor authentication?',
  resetIntro: (email: string) =>
    `${email} signs in with their password alone until they set up two-factor authentication again.`,
} as const;
