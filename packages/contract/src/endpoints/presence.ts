import { done, fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { presenceAnswerSchema, presenceBodySchema, presenceQuerySchema } from '../versions.ts';

/** Who else has a record's edit form open (decision 083). */

const tags = ['presence'];

export const beatPresence = endpoint({
  method: 'PUT',
  path: '/presence/',
  access: 'editor',
  tags,
  summary:
    'Says this edit form is open on the record (every 15 seconds while it is) and answers the other forms open on it',
  body: presenceBodySchema,
  responses: { 200: ok(presenceAnswerSchema), 400: fail, 401: fail },
});

/**
 * Decision 088: an open form reads who else is on its record every PRESENCE_POLL_SECONDS (a read of
 * one index, no write), so the first to open a record sees the second within seconds, not at its
 * next beat.
 */
export const readPresence = endpoint({
  method: 'GET',
  path: '/presence/',
  access: 'editor',
  tags,
  summary: 'The other edit forms open on the record, without beating (read every 2 seconds while a form is open)',
  query: presenceQuerySchema,
  responses: { 200: ok(presenceAnswerSchema), 400: fail, 401: fail },
});

export const leavePresence = endpoint({
  method: 'DELETE',
  path: '/presence/',
  access: 'editor',
  tags,
  summary: 'Says this edit form has closed',
  body: presenceBodySchema,
  responses: { 200: done, 400: fail, 401: fail },
});
