import { z } from 'zod';
import { done, fail, ok } from '../api.ts';
import {
  adminUserSchema,
  changePasswordBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  profileUpdateBodySchema,
} from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { twoFactorChallengeSchema } from '../two-factor.ts';

/**
 * Requirements 1 §7 (Auth): sign-in, password reset, password change and the profile. The sign-in and
 * password calls are rate limited per client address (the server's route config).
 */

const tags = ['auth'];

export const login = endpoint({
  method: 'POST',
  path: '/admin-login/',
  access: 'public',
  tags,
  summary:
    'Sign in with the email (any case) or the username; a user with two-factor gets a challenge for POST /api/auth/two-factor/ instead of tokens',
  body: loginBodySchema,
  responses: {
    200: ok(z.union([z.object({ access: z.string(), user: adminUserSchema }), twoFactorChallengeSchema])),
    400: fail,
    401: fail,
    429: fail,
  },
});

/**
 * Decision 026: the refresh token is an httpOnly cookie scoped to /api/auth/; these two read no
 * body and need the X-Requested-With header (a cross-site form cannot send it).
 */
export const SESSION_HEADER = 'x-requested-with';

export const refreshSession = endpoint({
  method: 'POST',
  path: '/auth/refresh/',
  access: 'public',
  tags,
  summary: 'A new access token and refresh cookie for the refresh cookie (rotated; a reused one ends its family)',
  responses: { 200: ok(z.object({ access: z.string(), user: adminUserSchema })), 401: fail, 403: fail, 429: fail },
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout/',
  access: 'public',
  tags,
  summary: "Sign out: ends the refresh cookie's family and clears the cookie (no access token needed)",
  responses: { 200: done, 403: fail, 429: fail },
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/password-reset/',
  access: 'public',
  tags,
  summary: 'Mail a reset link; answers the same whether the account exists or not',
  body: passwordResetBodySchema,
  responses: { 200: done, 400: fail, 429: fail },
});

export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/password-reset-confirm/',
  access: 'public',
  tags,
  summary: 'Set a new password with the token from the reset mail (single use, 5 minutes)',
  body: passwordResetConfirmBodySchema,
  responses: { 200: done, 400: fail, 429: fail },
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/admin-change-password/',
  access: 'editor',
  tags,
  summary: 'Change the password; returns a fresh token, every other token ends',
  body: changePasswordBodySchema,
  responses: { 200: ok(z.object({ access: z.string() })), 400: fail, 401: fail, 429: fail },
});

export const adminProfile = endpoint({
  method: 'GET',
  path: '/admin-profile/',
  access: 'editor',
  tags,
  summary: 'The signed-in user (administrator or editor), with their role',
  responses: { 200: ok(adminUserSchema), 401: fail },
});

/** JSON or multipart; the picture is a file, '' (or null in JSON) removes the current one. */
export const updateAdminProfile = endpoint({
  method: 'PATCH',
  path: '/admin-profile/update/',
  access: 'editor',
  tags,
  summary:
    'Update names and picture (JSON or multipart); a new email needs a step-up and changes once the link mailed to it is followed (decision 068)',
  body: profileUpdateBodySchema,
  files: { profile_image: 'image' },
  responses: { 200: ok(adminUserSchema), 400: fail, 401: fail, 403: fail, 409: fail, 413: fail, 415: fail, 429: fail },
});
