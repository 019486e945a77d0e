import { z } from 'zod';
import { done, fail, idParam, ok } from '../api.ts';
import { adminUserSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import {
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSignInBodySchema,
  twoFactorStartSchema,
} from '../two-factor.ts';
import { userSchema } from '../users.ts';

/**
 * Issue 21 item 3 (decision 036): TOTP enrolment from one's profile, the sign-in's second step,
 * and an administrator's reset of a user's second factor.
 */

const tags = ['auth'];

/** Public: the challenge from the login answer is the credential. Rate limited like the sign-in. */
export const twoFactorSignIn = endpoint({
  method: 'POST',
  path: '/auth/two-factor/',
  access: 'public',
  tags,
  summary:
    "The sign-in's second step: the login's challenge and a TOTP code (or a recovery code); answers like a sign-in",
  body: twoFactorSignInBodySchema,
  responses: { 200: ok(z.object({ access: z.string(), user: adminUserSchema })), 400: fail, 401: fail, 429: fail },
});

export const startTwoFactor = endpoint({
  method: 'POST',
  path: '/admin-profile/two-factor/start/',
  access: 'editor',
  tags,
  summary: 'Begin TOTP enrolment: a new secret, its otpauth URI and QR code (replaces an unconfirmed one)',
  responses: { 200: ok(twoFactorStartSchema), 401: fail, 409: fail },
});

export const confirmTwoFactor = endpoint({
  method: 'POST',
  path: '/admin-profile/two-factor/confirm/',
  access: 'editor',
  tags,
  summary: 'Confirm enrolment with a code: two-factor is on; answers the 10 recovery codes (shown this once)',
  body: twoFactorConfirmBodySchema,
  responses: { 200: ok(recoveryCodesSchema), 400: fail, 401: fail, 409: fail, 429: fail },
});

export const disableTwoFactor = endpoint({
  method: 'POST',
  path: '/admin-profile/two-factor/disable/',
  access: 'editor',
  tags,
  summary: 'Turn two-factor off, with the password or a current code',
  body: twoFactorDisableBodySchema,
  responses: { 200: done, 400: fail, 401: fail, 409: fail, 429: fail },
});

/** Decision 068: needs the sudo window; the old codes stop working. */
export const regenerateRecoveryCodes = endpoint({
  method: 'POST',
  path: '/admin-profile/two-factor/recovery-codes/',
  access: 'editor',
  tags,
  summary: 'Make 10 new recovery codes (shown this once); the earlier ones stop working. Needs a step-up',
  responses: { 200: ok(recoveryCodesSchema), 401: fail, 403: fail, 409: fail },
});

export const resetTwoFactor = endpoint({
  method: 'POST',
  path: '/users/:id/two-factor/reset/',
  access: 'admin',
  tags: ['users'],
  summary: "Reset a user's second factor (they sign in with their password until they enrol again); audited",
  params: idParam,
  responses: { 200: ok(userSchema), 401: fail, 403: fail, 404: fail },
});
