import { z } from 'zod';
import { done, fail, idParam, ok } from '../api.ts';
import { adminUserSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import {
  passkeySchema,
  passkeySignInBodySchema,
  registerPasskeyBodySchema,
  renamePasskeyBodySchema,
  webauthnOptionsSchema,
} from '../passkeys.ts';

/**
 * Issue 21 item 3 (decision 036): one's own passkeys (several, named) and signing in with one
 * (discoverable credentials: no email typed). Every ceremony's challenge is kept by the server,
 * used once and short-lived.
 */

const tags = ['auth'];

export const listPasskeys = endpoint({
  method: 'GET',
  path: '/admin-profile/passkeys/',
  access: 'editor',
  tags,
  summary: "The signed-in user's passkeys",
  responses: { 200: ok(z.array(passkeySchema)), 401: fail },
});

export const passkeyRegistrationOptions = endpoint({
  method: 'POST',
  path: '/admin-profile/passkeys/options/',
  access: 'editor',
  tags,
  summary: 'Options for navigator.credentials.create (a new single-use challenge). Needs a step-up (decision 068)',
  responses: { 200: ok(webauthnOptionsSchema), 401: fail, 403: fail, 429: fail },
});

export const registerPasskey = endpoint({
  method: 'POST',
  path: '/admin-profile/passkeys/',
  access: 'editor',
  tags,
  summary: "Register a passkey: the browser's answer to the options, and a name. Needs a step-up (decision 068)",
  body: registerPasskeyBodySchema,
  responses: { 201: ok(passkeySchema), 400: fail, 401: fail, 403: fail, 429: fail },
});

export const renamePasskey = endpoint({
  method: 'PATCH',
  path: '/admin-profile/passkeys/:id/',
  access: 'editor',
  tags,
  summary: 'Rename one of your passkeys',
  params: idParam,
  body: renamePasskeyBodySchema,
  responses: { 200: ok(passkeySchema), 400: fail, 401: fail, 404: fail },
});

export const removePasskey = endpoint({
  method: 'DELETE',
  path: '/admin-profile/passkeys/:id/',
  access: 'editor',
  tags,
  summary: 'Remove one of your passkeys. Needs a step-up (decision 068)',
  params: idParam,
  responses: { 200: done, 400: fail, 401: fail, 403: fail, 404: fail },
});

export const passkeySignInOptions = endpoint({
  method: 'POST',
  path: '/auth/passkey/options/',
  access: 'public',
  tags,
  summary: 'Options for navigator.credentials.get (a new single-use challenge; any passkey of this site)',
  responses: { 200: ok(webauthnOptionsSchema), 429: fail },
});

export const passkeySignIn = endpoint({
  method: 'POST',
  path: '/auth/passkey/',
  access: 'public',
  tags,
  summary: "Sign in with a passkey: the browser's answer to the options; answers like a sign-in",
  body: passkeySignInBodySchema,
  responses: { 200: ok(z.object({ access: z.string(), user: adminUserSchema })), 400: fail, 401: fail, 429: fail },
});
