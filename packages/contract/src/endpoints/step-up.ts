import { done, fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { emailChangeConfirmBodySchema, proofBodySchema, stepUpAnswerSchema } from '../step-up.ts';

/**
 * Decision 068: the sudo window (a password or a code opens it for this session, for
 * STEP_UP_MINUTES) and the email change's confirmation from the new address.
 */

const tags = ['auth'];

export const stepUp = endpoint({
  method: 'POST',
  path: '/auth/step-up/',
  access: 'editor',
  tags,
  summary:
    'Confirm it is you with the password or a code: this session may add or remove passkeys, change the email, turn two-factor off and make new recovery codes for 5 minutes',
  body: proofBodySchema,
  responses: { 200: ok(stepUpAnswerSchema), 400: fail, 401: fail, 429: fail },
});

/** Public: the link mailed to the new address is the credential (the page's button sends it; a GET does nothing). */
export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/auth/email-change/',
  access: 'public',
  tags,
  summary: 'Make the new email address the account’s, with the token from the link mailed to it (single use, 24 hours)',
  body: emailChangeConfirmBodySchema,
  responses: { 200: done, 400: fail, 409: fail, 429: fail },
});
