import { z } from 'zod';
import { done, fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import {
  createdPreviewLinkSchema,
  formPreviewBodySchema,
  formPreviewSchema,
  previewLinkSchema,
  previewLinksQuerySchema,
  previewSchema,
  previewTargetSchema,
} from '../previews.ts';

/**
 * Previews (issue 19, decision 028): shareable links to a record's saved state, previews of an
 * editor's unsaved form, and the read the site's /preview/<token> page makes.
 */

const tags = ['previews'];

export const createPreviewLink = endpoint({
  method: 'POST',
  path: '/preview-links/',
  access: 'editor',
  tags,
  summary:
    'A link that shows the record’s saved state (a draft too) on the site until it expires (PREVIEW_LINK_DAYS) or is revoked; its address is answered only here',
  body: previewTargetSchema,
  responses: { 201: ok(createdPreviewLinkSchema), 400: fail, 401: fail, 404: fail },
});

export const listPreviewLinks = endpoint({
  method: 'GET',
  path: '/preview-links/',
  access: 'editor',
  tags,
  summary: 'A record’s active preview links (not expired, not revoked), newest first',
  query: previewLinksQuerySchema,
  responses: { 200: ok(z.array(previewLinkSchema)), 400: fail, 401: fail },
});

export const revokePreviewLink = endpoint({
  method: 'DELETE',
  path: '/preview-links/:id/',
  access: 'editor',
  tags,
  summary: 'Revokes a preview link: its page answers 404 from now on',
  params: idParam,
  responses: { 200: done, 401: fail, 404: fail },
});

export const createFormPreview = endpoint({
  method: 'POST',
  path: '/previews/',
  access: 'editor',
  tags,
  summary:
    'Keeps a form’s values, saved or not, for an hour and answers the address of their preview on the site (an incomplete draft too)',
  body: formPreviewBodySchema,
  responses: { 201: ok(formPreviewSchema), 400: fail, 401: fail, 404: fail },
});

/** What /preview/<token> shows; the token is the credential (it grants this one record). */
export const readPreview = endpoint({
  method: 'GET',
  path: '/preview/:token/',
  access: 'public',
  tags,
  summary:
    'The record a preview token grants, as the site renders it; 404 once expired or revoked or the record is gone',
  params: z.object({ token: z.string().min(1).max(100) }),
  responses: { 200: ok(previewSchema), 404: fail },
});
