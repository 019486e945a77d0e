import { z } from 'zod';
import { done, fail, ok } from '../api.ts';
import { draftBodySchema, draftParams, draftSchema, draftScreenParams, draftSummarySchema } from '../drafts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Decision 086: the signed-in user's unsaved form drafts, per screen and record. Each user sees
 * and writes only their own; the calls change nothing a page or the audit log shows.
 */

export const listDrafts = endpoint({
  method: 'GET',
  path: '/drafts/:screen/',
  access: 'editor',
  tags: ['drafts'],
  summary: 'Which records of a screen have an unsaved draft of the signed-in user’s, and since when',
  params: draftScreenParams,
  responses: { 200: ok(z.array(draftSummarySchema)), 400: fail, 401: fail },
});

export const getDraft = endpoint({
  method: 'GET',
  path: '/drafts/:screen/:record/',
  access: 'editor',
  tags: ['drafts'],
  summary: 'The signed-in user’s draft of one record (null when there is none)',
  params: draftParams,
  responses: { 200: ok(draftSchema.nullable()), 400: fail, 401: fail },
});

export const saveDraft = endpoint({
  method: 'PUT',
  path: '/drafts/:screen/:record/',
  access: 'editor',
  tags: ['drafts'],
  summary: 'Keep the signed-in user’s draft of one record (replacing the one kept)',
  params: draftParams,
  body: draftBodySchema,
  responses: { 200: ok(draftSchema), 400: fail, 401: fail, 413: fail },
});

export const removeDraft = endpoint({
  method: 'DELETE',
  path: '/drafts/:screen/:record/',
  access: 'editor',
  tags: ['drafts'],
  summary: 'Remove the signed-in user’s draft of one record (saved or discarded)',
  params: draftParams,
  responses: { 200: done, 400: fail, 401: fail },
});
