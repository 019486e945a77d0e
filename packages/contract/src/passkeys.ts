import { z } from 'zod';

/** Issue 21 item 3 (decision 036): passkeys (WebAuthn). The server's answers, bodies and texts. */

/** How long a registration or sign-in ceremony may take. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
const MAX_PASSKEY_NAME = 100;

export const PasskeyMessages = {
  added: (name: string) => `Passkey “${name}” added.`,
  renamed: 'Passkey renamed.',
  removed: (name: string) => `Passkey “${name}” removed.`,
  notFound: 'Passkey not found.',
  failed: 'The passkey could not be verified. Try again.',
  unknown: 'This passkey is not registered here, or was removed.',
  nameRequired: 'Give the passkey a name.',
  nameLong: `At most ${MAX_PASSKEY_NAME} characters.`,
  cancelled: 'The passkey prompt was closed.',
  alreadyOnDevice: 'This device already holds a passkey for your account.',
  unsupported: 'This browser cannot use passkeys.',
} as const;

const nameField = z
  .string({ error: PasskeyMessages.nameRequired })
  .trim()
  .min(1, PasskeyMessages.nameRequired)
  .max(MAX_PASSKEY_NAME, PasskeyMessages.nameLong);

export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  /** null: never used to sign in. */
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The WebAuthn options as @simplewebauthn makes them (PublicKeyCredentialCreation/RequestOptionsJSON). */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());

/** The browser's answer to a ceremony (RegistrationResponseJSON / AuthenticationResponseJSON), checked by the server's library. */
const ceremonyResponse = z.looseObject({ id: z.string().max(1024), type: z.string().max(64) });

export const registerPasskeyBodySchema = z.strictObject({ name: nameField, response: ceremonyResponse });
export const renamePasskeyBodySchema = z.strictObject({ name: nameField });
export const passkeySignInBodySchema = z.strictObject({ response: ceremonyResponse });

export const PasskeyTexts = {
  section: 'Passkeys',
  intro: 'Sign in with your fingerprint, face or screen lock instead of a password. Add one for each device you use.',
  none: 'No passkeys yet.',
  add: 'Add a passkey',
  addTitle: 'Add a passkey',
  name: 'Name',
  namePlaceholder: 'For example: Work laptop',
  continue: 'Continue',
  cancel: 'Cancel',
  rename: 'Rename',
  renameTitle: 'Rename passkey',
  save: 'Save',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove the passkey “${name}”?`,
  removeText: 'You can no longer sign in with it. The device keeps it until you delete it there too.',
  added: 'Added',
  lastUsed: 'Last used',
  never: 'Never',
  signIn: 'Sign in with a passkey',
} as const;
