import { z } from 'zod';
import { fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { sessionParam, sessionSchema } from '../sessions.ts';

/**
 * Issue 21 item 4 (decision 037): one's own sessions (under /api/auth/, so the refresh cookie
 * comes along and tells which one is "this device"), and an administrator's view of a user's.
 * Ending a session revokes its refresh family, and its access tokens are refused from their next
 * call on (decision 086).
 */

const ended = ok(z.object({ ended: z.number() }));

export const listMySessions = endpoint({
  method: 'GET',
  path: '/auth/sessions/',
  access: 'editor',
  tags: ['auth'],
  summary: 'The signed-in user’s active sessions (browser, address, signed in, last seen; this one marked)',
  responses: { 200: ok(z.array(sessionSchema)), 401: fail },
});

export const endMySession = endpoint({
  method: 'DELETE',
  path: '/auth/sessions/:id/',
  access: 'editor',
  tags: ['auth'],
  summary: 'End one of the signed-in user’s sessions (its refresh family is revoked)',
  params: sessionParam,
  responses: { 200: ended, 400: fail, 401: fail, 404: fail },
});

export const endMyOtherSessions = endpoint({
  method: 'DELETE',
  path: '/auth/sessions/',
  access: 'editor',
  tags: ['auth'],
  summary: 'Sign out all other sessions: every session but this browser’s (its refresh cookie) ends',
  responses: { 200: ended, 401: fail },
});

export const listUserSessions = endpoint({
  method: 'GET',
  path: '/users/:id/sessions/',
  access: 'admin',
  tags: ['users'],
  summary: 'A user’s active sessions (administrators only)',
  params: idParam,
  responses: { 200: ok(z.array(sessionSchema)), 400: fail, 401: fail, 403: fail, 404: fail },
});

export const endUserSessions = endpoint({
  method: 'DELETE',
  path: '/users/:id/sessions/',
  access: 'admin',
  tags: ['users'],
  summary: 'End every session of a user (administrators only); their access tokens are refused from their next call',
  params: idParam,
  responses: { 200: ended, 400: fail, 401: fail, 403: fail, 404: fail },
});
