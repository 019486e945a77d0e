import { z } from 'zod';
import { done, fail, idParam, ok } from '../api.ts';
import { adminUserSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import {
  acceptInvitationBodySchema,
  checkInvitationBodySchema,
  inviteUserBodySchema,
  updateUserBodySchema,
  userSchema,
} from '../users.ts';

/**
 * Issue 21 items 1 and 2 (decision 035): administrators list users, invite them by email, change
 * their role, deactivate, reactivate and delete them; the invitee accepts with the mailed link.
 * There is always at least one active administrator (409 otherwise).
 */

const tags = ['users'];
const failures = { 400: fail, 401: fail, 403: fail, 404: fail, 409: fail };

export const listUsers = endpoint({
  method: 'GET',
  path: '/users/',
  access: 'admin',
  tags,
  summary: 'Every user with their role, state, last sign-in and two-factor state (administrators only)',
  responses: { 200: ok(z.array(userSchema)), 401: fail, 403: fail },
});

export const inviteUser = endpoint({
  method: 'POST',
  path: '/users/invitations/',
  access: 'admin',
  tags,
  summary: 'Invite a user by email with a role: a single-use link valid 72 hours is mailed (through the outbox)',
  body: inviteUserBodySchema,
  responses: { 201: ok(userSchema), ...failures },
});

export const resendInvitation = endpoint({
  method: 'POST',
  path: '/users/:id/invitation/',
  access: 'admin',
  tags,
  summary: 'Mail an invited user a new link (valid 72 hours); earlier links stop working',
  params: idParam,
  responses: { 200: ok(userSchema), ...failures },
});

export const updateUser = endpoint({
  method: 'PATCH',
  path: '/users/:id/',
  access: 'admin',
  tags,
  summary:
    "Change a user's role, or deactivate ({active: false}: their sessions end at once) or reactivate them; never the last active administrator",
  params: idParam,
  body: updateUserBodySchema,
  responses: { 200: ok(userSchema), ...failures },
});

export const removeUser = endpoint({
  method: 'DELETE',
  path: '/users/:id/',
  access: 'admin',
  tags,
  summary: 'Delete a user or an open invitation; never yourself or the last active administrator',
  params: idParam,
  responses: { 200: ok(z.object({ id: z.number() })), ...failures },
});

/**
 * Public: whether the mailed link is still open (unused, unexpired), so that a used link says so
 * before the invitee fills in the form. Changes nothing; rate limited like the acceptance.
 */
export const checkInvitation = endpoint({
  method: 'POST',
  path: '/auth/invitations/check/',
  access: 'public',
  tags: ['auth'],
  summary: "Whether an invitation's link is still open (400 with the reason if not); changes nothing",
  body: checkInvitationBodySchema,
  responses: { 200: done, 400: fail, 429: fail },
});

/** Public: the token from the mail is the credential. Answers like a sign-in (and sets the refresh cookie). */
export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/auth/invitations/accept/',
  access: 'public',
  tags: ['auth'],
  summary: 'Accept an invitation: the token from the mail, a name and a password; signs the new user in',
  body: acceptInvitationBodySchema,
  responses: { 200: ok(z.object({ access: z.string(), user: adminUserSchema })), 400: fail, 429: fail },
});
