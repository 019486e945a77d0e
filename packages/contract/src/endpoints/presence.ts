import { done, fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { presenceAnswerSchema, presenceBodySchema } from '../versions.ts';

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

export const leavePresence = endpoint({
  method: 'DELETE',
  path: '/presence/',
  access: 'editor',
  tags,
  summary: 'Says this edit form has closed',
  body: presenceBodySchema,
  responses: { 200: done, 400: fail, 401: fail },
});
